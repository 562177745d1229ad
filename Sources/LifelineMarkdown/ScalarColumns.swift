/// Turns cmark-gfm's columns, which count bytes, into the columns Lifeline's diagnostics use,
/// which count Unicode scalars (`SourceLocation`). They differ only after a non-ASCII character
/// on the same line: a link or a code span in a sentence with an accent, or in Chinese.
///
/// An ASCII text keeps no copy and converts nothing.
struct ScalarColumns {
    /// The text's bytes, empty when every byte is ASCII.
    private let bytes: [UInt8]
    /// Where each line starts in `bytes`.
    private let lineStarts: [Int]

    init(_ text: String) {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else {
            bytes = []
            lineStarts = []
            return
        }
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The Unicode-scalar column of the byte at `byteColumn` (from 1) on `line` (from 1) of the text.
    func column(line: Int, byteColumn: Int) -> Int {
        guard !bytes.isEmpty, line >= 1, line <= lineStarts.count, byteColumn > 1 else { return byteColumn }
        let start = lineStarts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        // Every scalar has one byte that is not a continuation byte (10xxxxxx).
        return bytes[start..<end].count { $0 & 0xC0 != 0x80 } + 1
    }
}
