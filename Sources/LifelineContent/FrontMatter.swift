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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else {
            return .failure(SplitError(problem: .missing))
        }
        guard
            let close = lines.indices.dropFirst().first(where: {
                let line = lines[$0].trimmingTrailingSpaces()
                return line == "---" || line == "..."
            })
        else {
            return .failure(SplitError(problem: .unclosed))
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return .success(FrontMatter(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: close + 2))
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
