/// Turns cmark-gfm's columns, which count bytes, into the columns Lifeline's diagnostics use,
/// which count Unicode scalars (`SourceLocation`). They differ only after a non-ASCII character
/// on the same line: a link or a code span in a sentence with an accent, or in Chinese.
///
/// Only the bytes of a line before a node are read, when a node asks: a whole-text scan for
/// non-ASCII bytes, for every topic, was 4% of a check.
struct ScalarColumns {
    private let text: String
    /// Where each line starts, as an offset into the text's UTF-8.
    private let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) {
                start = newline + 1
                starts.append(start)
            }
        }
        lineStarts = starts
    }

    /// The Unicode-scalar column of the byte at `byteColumn` (from 1) on `line` (from 1).
    func column(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, byteColumn > 1 else { return byteColumn }
        let start = lineStarts[line - 1]
        var text = text
        return text.withUTF8 { bytes in
            let end = min(start + byteColumn - 1, bytes.count)
            // Every scalar has one byte that is not a continuation byte (10xxxxxx).
            return bytes[min(start, end)..<end].count { $0 & 0xC0 != 0x80 } + 1
        }
    }
}
