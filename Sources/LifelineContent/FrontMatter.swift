import LifelineMarkdown

/// A topic file split into its YAML front matter and its Markdown body, with the line
/// numbers of each so that errors in either point into the file.
public struct FrontMatter: Hashable, Sendable {
    public var yaml: String
    /// The file line of the YAML's first line (2 when the file starts with `---`).
    public var yamlFirstLine: Int
    public var body: String
    public var bodyFirstLine: Int

    /// Why a file has no usable front matter.
    public enum Problem: Hashable, Sendable {
        case missing
        case unclosed
    }

    /// Splits normalized text (see `normalizedSource`); the front matter opens with a
    /// line `---` at the top and closes with the next line that is `---` or `...`.
    public static func split(_ text: String) -> Result<FrontMatter, SplitError> {
        // The lines are found on the text's own UTF-8, each end with `memchr` (walking a
        // `String.UTF8View` byte by byte is slow); the body is most of a topic and is kept for the
        // whole build, so it is cut from the text once, at its size, not split and joined again.
        var text = text
        let cut = text.withUTF8(Self.cut)
        switch cut {
        case .missing: return .failure(SplitError(problem: .missing))
        case .unclosed: return .failure(SplitError(problem: .unclosed))
        case .closed(let yamlStart, let closingStart, let closingEnd, let closingLine):
            let utf8 = text.utf8
            func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            let yaml = closingStart == yamlStart ? "" : String(text[index(yamlStart)..<index(closingStart - 1)])
            let bodyStart = closingEnd == utf8.count ? closingEnd : closingEnd + 1
            var bodyEnd = utf8.count
            if bodyEnd > bodyStart, utf8.last == UInt8(ascii: "\n") { bodyEnd -= 1 }
            return .success(
                FrontMatter(
                    yaml: yaml, yamlFirstLine: 2, body: String(text[index(bodyStart)..<index(bodyEnd)]),
                    bodyFirstLine: closingLine + 1))
        }
    }

    /// Where the front matter of a text's UTF-8 ends, in byte offsets: the YAML starts at
    /// `yamlStart`, and the closing line, line number `closingLine`, runs from `closingStart`
    /// to `closingEnd` (its newline, or the end of the text).
    enum Cut: Equatable {
        case missing
        case unclosed
        case closed(yamlStart: Int, closingStart: Int, closingEnd: Int, closingLine: Int)
    }

    static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> Cut {
        func lineEnd(_ start: Int) -> Int {
            ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
        }
        /// Whether the line is three `marker`s, then nothing but spaces and tabs.
        func isDelimiter(_ start: Int, _ end: Int, _ marker: UInt8) -> Bool {
            var end = end
            while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
                end -= 1
            }
            return end - start == 3 && bytes[start] == marker && bytes[start + 1] == marker
                && bytes[start + 2] == marker
        }
        guard !bytes.isEmpty else { return .missing }
        let firstEnd = lineEnd(0)
        guard isDelimiter(0, firstEnd, UInt8(ascii: "-")) else { return .missing }
        let yamlStart = firstEnd == bytes.count ? firstEnd : firstEnd + 1
        var lineStart = yamlStart
        var lineNumber = 2
        while lineStart < bytes.count {
            let end = lineEnd(lineStart)
            if isDelimiter(lineStart, end, UInt8(ascii: "-")) || isDelimiter(lineStart, end, UInt8(ascii: ".")) {
                return .closed(yamlStart: yamlStart, closingStart: lineStart, closingEnd: end, closingLine: lineNumber)
            }
            lineStart = end == bytes.count ? end : end + 1
            lineNumber += 1
        }
        return .unclosed
    }

    public struct SplitError: Error, Hashable, Sendable {
        public var problem: Problem
    }
}
