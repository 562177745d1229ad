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
        // Walks the lines in place: the body is most of a topic and is kept for the whole
        // build, so it is cut from the text once, at its size, not split and joined again.
        let utf8 = text.utf8
        func lineEnd(_ start: String.Index) -> String.Index {
            utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        }
        func nextLine(after end: String.Index) -> String.Index {
            end == text.endIndex ? end : utf8.index(after: end)
        }
        let firstEnd = lineEnd(text.startIndex)
        guard !text.isEmpty, text[text.startIndex..<firstEnd].trimmingTrailingSpaces() == "---" else {
            return .failure(SplitError(problem: .missing))
        }
        let yamlStart = nextLine(after: firstEnd)
        var lineStart = yamlStart
        var lineNumber = 2
        while lineStart < text.endIndex {
            let end = lineEnd(lineStart)
            let line = text[lineStart..<end].trimmingTrailingSpaces()
            if line == "---" || line == "..." {
                let yaml = lineStart == yamlStart ? "" : String(text[yamlStart..<utf8.index(before: lineStart)])
                var body = text[nextLine(after: end)...]
                if body.utf8.last == UInt8(ascii: "\n") { body = body[..<utf8.index(before: body.endIndex)] }
                return .success(
                    FrontMatter(yaml: yaml, yamlFirstLine: 2, body: String(body), bodyFirstLine: lineNumber + 1))
            }
            lineStart = nextLine(after: end)
            lineNumber += 1
        }
        return .failure(SplitError(problem: .unclosed))
    }

    public struct SplitError: Error, Hashable, Sendable {
        public var problem: Problem
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}

/// Text as the parsers see it: a leading byte-order mark dropped, and CRLF or lone CR line
/// ends turned into LF, so line numbers match what an editor shows.
public func normalizedSource(_ text: String) -> String {
    // Most files have neither: hand them back without decoding or copying them.
    guard text.unicodeScalars.first == "\u{FEFF}" || ByteSearch.contains(UInt8(ascii: "\r"), in: text) else {
        return text
    }
    var scalars = text.unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    guard scalars.contains("\r") else { return String(scalars) }
    var out = String.UnicodeScalarView()
    var previousWasReturn = false
    for scalar in scalars {
        if scalar == "\r" {
            out.append("\n")
            previousWasReturn = true
        } else {
            if !(scalar == "\n" && previousWasReturn) { out.append(scalar) }
            previousWasReturn = false
        }
    }
    return String(out)
}
