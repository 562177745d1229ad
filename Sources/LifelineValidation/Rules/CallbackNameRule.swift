import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// Every selector a topic names is one the engine knows: in front matter (a callback's
/// `selector`, a transition's `via`), in sequence claims, and in code spans that look like
/// Objective-C selectors. A near miss gets a fix-it with the right spelling.
struct CallbackNameRule: ValidationRule {
    static let ids = ["callback.unknown"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func verify(_ selector: String, at range: SourceRange, strict: Bool) {
            guard !ValidationContext.knownSelectors.contains(selector) else { return }
            // Prose may name a method the app calls, such as `addSubview:`.
            guard strict || !MethodRegistry.selectors.contains(selector) else { return }
            let suggestion = NearMiss.suggestion(for: selector, among: ValidationContext.knownSelectors.sorted())
            // In prose, a colon-less identifier is only a selector when it nearly is one.
            guard strict || suggestion != nil else { return }
            diagnostics.append(
                Diagnostic(
                    id: "callback.unknown", file: topic.path, range: range,
                    summary: "'\(selector)' is not a callback the engine knows"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    fixIts: suggestion.map { [FixIt(range: range, replacement: $0)] } ?? []
                )
            )
        }
        switch topic.details {
        case .callback(let facts), .delegateMethod(let facts):
            let location = topic.keyLocations["selector"] ?? SourceLocation(line: 1, column: 1)
            verify(facts.selector, at: SourceRange(line: location.line, column: location.column), strict: true)
        case .state(let facts):
            for transition in facts.transitions {
                for selector in transition.via {
                    verify(selector, at: SourceRange(line: transition.line, column: 1), strict: true)
                }
            }
        default:
            break
        }
        for claim in topic.claims {
            for line in claim.lines {
                let range = SourceRange(line: line.line, column: line.callbackColumn, length: line.callback.count)
                verify(line.callback, at: range, strict: true)
            }
        }
        // Prose names other UIKit methods too (`beginBackgroundTaskWithExpirationHandler:`), so a
        // code span is only an error when it nearly spells a callback the engine knows.
        for span in topic.markdown.inlineCode {
            let range = SourceRange(line: span.range.startLine, column: span.range.startColumn, length: span.code.count)
            if Self.looksLikeSelectorWithArguments(span.code)
                || (Self.looksLikeIdentifier(span.code) && span.code.count >= 8)
            {
                verify(span.code, at: range, strict: false)
            }
        }
        return diagnostics
    }

    /// `viewWillAppear:` or `application:didFinishLaunchingWithOptions:`: words each ending in ':'.
    static func looksLikeSelectorWithArguments(_ text: String) -> Bool {
        guard text.hasSuffix(":"), let first = text.first, first.isLowercase else { return false }
        return text.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    static func looksLikeIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLowercase else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
