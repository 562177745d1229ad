/// The source lines a formatter prints under its diagnostics.
///
/// Each file's line starts are found once, and the last line asked for is kept as scalars:
/// diagnostics are printed sorted, so those on one line come together. Splitting the whole
/// text again for every diagnostic cost the product of a file's length and its diagnostics.
struct SourceLines {
    let sources: [String: String]
    private var lineStarts: [String: [String.Index]] = [:]
    private var last: (file: String, line: Int, scalars: [Unicode.Scalar])?

    init(sources: [String: String]) {
        self.sources = sources
    }

    /// Line `number` (1-based) of `file`, without its "\n"; nil for a file without its text
    /// or a line it does not have.
    mutating func scalars(file: String, line number: Int) -> [Unicode.Scalar]? {
        if let last, last.file == file, last.line == number { return last.scalars }
        guard let text = sources[file] else { return nil }
        let starts = lineStarts[file] ?? Self.lineStarts(of: text)
        lineStarts[file] = starts
        guard number >= 1, number <= starts.count else { return nil }
        let end = number < starts.count ? text.utf8.index(before: starts[number]) : text.endIndex
        let scalars = Array(text[starts[number - 1]..<end].unicodeScalars)
        last = (file, number, scalars)
        return scalars
    }

    private static func lineStarts(of text: String) -> [String.Index] {
        var starts = [text.startIndex]
        let bytes = text.utf8
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            starts.append(bytes.index(after: index))
        }
        return starts
    }
}
