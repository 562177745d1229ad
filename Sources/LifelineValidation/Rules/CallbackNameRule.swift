import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// Every selector a topic names is one the engine knows: in front matter (a callback's
/// `selector`, a transition's `via`), in sequence claims, and in code spans that look like
/// Objective-C selectors. A near miss gets a fix-it with the right spelling.
struct CallbackNameRule: ValidationRule {
    static let ids = ["callback.unknown"]
    /// The candidates for a fix-it, in a fixed order so that a tie always suggests the same.
    static let knownSelectorsSorted = ValidationContext.knownSelectors.sorted()

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The range is worked out only for an error: nearly every name is known, and counting
        // each one's Unicode scalars was most of this rule's work.
        func verify(_ selector: String, at place: @autoclosure () -> SourceRange, strict: Bool, replacing: Bool = true)
        {
            guard !ValidationContext.knownSelectors.contains(selector) else { return }
            // Prose may name a method the app calls, such as `addSubview:`.
            guard strict || !MethodRegistry.selectors.contains(selector) else { return }
            let suggestion = NearMiss.suggestion(for: selector, among: Self.knownSelectorsSorted)
            // In prose, a colon-less identifier is only a selector when it nearly is one.
            guard strict || suggestion != nil else { return }
            let range = place()
            diagnostics.append(
                Diagnostic(
                    id: "callback.unknown", file: topic.path, range: range,
                    summary: "'\(selector)' is not a callback the engine knows"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    fixIts: replacing ? FixIt.replacing(range, with: suggestion) : []
                )
            )
        }
        switch topic.details {
        case .callback(let facts), .delegateMethod(let facts):
            if let value = topic.range(ofValueOf: "selector") {
                verify(facts.selector, at: value, strict: true)
            } else {
                verify(facts.selector, at: topic.range(ofKey: "selector"), strict: true, replacing: false)
            }
        case .state(let facts):
            // Only the line of a transition is known, not where the selector is in it.
            for transition in facts.transitions {
                for selector in transition.via {
                    verify(selector, at: SourceRange(line: transition.line, column: 1), strict: true, replacing: false)
                }
            }
        default:
            break
        }
        for claim in topic.claims {
            for line in claim.lines {
                let range = SourceRange(
                    line: line.line, column: line.callbackColumn, length: line.callback.unicodeScalars.count)
                verify(line.callback, at: range, strict: true)
            }
        }
        // Prose names other UIKit methods too (`beginBackgroundTaskWithExpirationHandler:`), so a
        // code span is only an error when it nearly spells a callback the engine knows.
        for span in topic.markdown.inlineCode {
            if Self.looksLikeSelectorWithArguments(span.code)
                || (Self.looksLikeIdentifier(span.code) && span.code.utf8.count >= 8)
            {
                verify(
                    span.code,
                    at: SourceRange(
                        line: span.range.startLine, column: span.range.startColumn,
                        length: span.code.unicodeScalars.count),
                    strict: false)
            }
        }
        return diagnostics
    }

    /// `viewWillAppear:` or `application:didFinishLaunchingWithOptions:`: words of ASCII letters
    /// and digits, the first starting with a lowercase letter, each ending in ':'.
    ///
    /// Read as UTF-8 bytes: every code span of every topic is asked, and the same test by
    /// `Character` (its Unicode properties looked up per character) was a sixth of the rule.
    static func looksLikeSelectorWithArguments(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isLowercaseASCII(first) else { return false }
        var previous = first
        while let byte = bytes.next() {
            guard isASCIILetterOrDigit(byte) || (byte == colon && previous != colon) else { return false }
            previous = byte
        }
        return previous == colon
    }

    /// `viewDidLoad`: ASCII letters and digits, starting with a lowercase letter.
    static func looksLikeIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLowercaseASCII(first) else { return false }
        return text.utf8.allSatisfy(isASCIILetterOrDigit)
    }

    private static let colon = UInt8(ascii: ":")

    private static func isLowercaseASCII(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isLowercaseASCII(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
