import LifelineMarkdown

/// Highlights Swift and Objective-C code blocks at build time (no script in the browser),
/// and links method names that are lifecycle callbacks to their topics.
///
/// A small tokenizer is enough for the short samples topics carry: comments, strings,
/// numbers, keywords, preprocessor lines and attributes. Everything is escaped through
/// `HTML.escape`.
struct CodeHighlighter: Sendable {
    /// The page documenting a selector, relative to the current page.
    var links: @Sendable (String) -> String?

    static let languages: [String: Language] = [
        "swift": .swift, "objc": .objectiveC, "objective-c": .objectiveC, "objectivec": .objectiveC, "m": .objectiveC,
    ]

    enum Language {
        case swift, objectiveC
    }

    static let swiftKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "if", "else", "guard", "return",
        "override", "super", "self", "Self", "init", "deinit", "import", "private", "fileprivate", "internal", "public",
        "open", "static", "final", "weak", "unowned", "lazy", "true", "false", "nil", "in", "for", "while", "switch",
        "case", "default", "break", "continue", "throws", "throw", "try", "await", "async", "where", "as", "is",
        "some", "any", "mutating", "required", "convenience", "defer", "do", "catch",
    ]

    static let objectiveCKeywords: Set<String> = [
        "@interface", "@implementation", "@end", "@property", "@synthesize", "@protocol", "@class", "@selector",
        "@autoreleasepool", "self", "super", "nil", "YES", "NO", "void", "BOOL", "id", "int", "return", "if", "else",
        "for", "while", "static", "const", "nonatomic", "strong", "weak", "assign", "copy", "readonly", "instancetype",
        "NULL", "char", "unsigned", "struct", "typedef", "break", "switch", "case", "default",
    ]

    func html(_ block: MarkdownCodeBlock) -> String? {
        guard let language = Self.languages[block.language.lowercased()] else { return nil }
        let keywords = language == .swift ? Self.swiftKeywords : Self.objectiveCKeywords
        var out = HTMLBuilder(capacity: 2 * block.code.utf8.count + 100)
        out.markup("<pre class=\"highlighted\"><code class=\"language-")
        out.text(block.language)
        out.markup("\">")
        let scalars = Array(block.code.unicodeScalars)
        var index = 0
        // A word made through `String.UnicodeScalarView(slice)` goes through the generic
        // `append(contentsOf:)`; its UTF-8 written into the string's buffer costs far less.
        func text(_ range: Range<Int>) -> String {
            String(unsafeUninitializedCapacity: range.count * 4) { buffer in
                var count = 0
                for scalar in scalars[range] {
                    for byte in scalar.utf8 {
                        buffer[count] = byte
                        count += 1
                    }
                }
                return count
            }
        }
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func span(_ kind: StaticString, _ range: Range<Int>) {
            out.markup("<span class=\"")
            out.markup(kind)
            out.markup("\">")
            out.text(scalars[range])
            out.markup("</span>")
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                span("c", start..<index)
            } else if scalar == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { index += 1 }
                index = min(scalars.count, index + 2)
                span("c", start..<index)
            } else if scalar == "\"" || (scalar == "@" && peek(1) == "\"") {
                index += scalar == "@" ? 2 : 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index = min(scalars.count, index + 1)
                span("s", start..<index)
            } else if scalar == "#", language == .objectiveC {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                span("p", start..<index)
            } else if ("0"..."9").contains(scalar) {
                while index < scalars.count,
                    Self.isLetter(scalars[index]) || ("0"..."9").contains(scalars[index])
                        || scalars[index] == "." || scalars[index] == "_"
                { index += 1 }
                span("n", start..<index)
            } else if Self.isLetter(scalar) || scalar == "_" || scalar == "@" {
                index += 1
                while index < scalars.count,
                    Self.isLetter(scalars[index]) || ("0"..."9").contains(scalars[index])
                        || scalars[index] == "_"
                { index += 1 }
                let word = text(start..<index)
                if keywords.contains(word) {
                    span("k", start..<index)
                } else if scalar == "@" {
                    span("p", start..<index)
                } else if let selector = Self.selectorsByFirstPart[word], let href = links(selector) {
                    out.markup("<a class=\"callback-link\" href=\"")
                    out.text(href)
                    out.markup("\">")
                    out.text(word)
                    out.markup("</a>")
                } else if ("A"..."Z").contains(scalar) {
                    span("t", start..<index)
                } else {
                    out.text(word)
                }
            } else {
                index += 1
                out.text(scalars[start..<index])
            }
        }
        out.markup("</code></pre>\n")
        return out.html
    }

    /// Whether `scalar` is alphabetic, answered for ASCII without Unicode's property tables
    /// (much faster, and nearly all code is ASCII).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic }
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Each selector under the word a method call or declaration starts with (`viewWillAppear`
    /// for `viewWillAppear:`), leaving out words that start several selectors (`application`).
    ///
    /// Made once, since it depends only on the engine's selectors; whether a selector has a
    /// page is asked only for the words of a block that name one.
    static let selectorsByFirstPart: [String: String] = {
        var parts: [String: String] = [:]
        var ambiguous = Set<String>()
        for selector in knownSelectors {
            let first = String(selector.split(separator: ":", maxSplits: 1).first ?? "")
            if parts[first] != nil { ambiguous.insert(first) }
            parts[first] = selector
        }
        for word in ambiguous { parts[word] = nil }
        return parts
    }()

    static let knownSelectors: [String] = CallbackNames.all
}
