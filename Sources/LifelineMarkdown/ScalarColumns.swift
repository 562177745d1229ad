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

    /// `body` of the bytes of line `line` (from 1) without its line break; of none for a line
    /// the text does not have.
    func withBytes<T>(ofLine line: Int, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> T) -> T {
        var text = text
        return text.withUTF8 { bytes in
            guard line >= 1, line <= lineStarts.count else { return body(bytes[0..<0]) }
            let start = lineStarts[line - 1]
            let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
            return body(bytes[start..<max(start, end)])
        }
    }

    /// The last column converted. Inline nodes come in document order, so the next one on the
    /// same line is counted on from it (or back, for a node inside the one before): a line of
    /// thousands of links is read about once, not once for every link.
    private var last = (line: 0, byteColumn: 1, column: 1)

    /// The Unicode-scalar column of the byte at `byteColumn` (from 1) on `line` (from 1).
    mutating func column(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, byteColumn > 1 else { return byteColumn }
        let start = lineStarts[line - 1]
        // Every scalar has one byte that is not a continuation byte (10xxxxxx).
        func scalars(from: Int, to: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let (lower, upper) = (min(start + from - 1, bytes.count), min(start + to - 1, bytes.count))
            return bytes[lower..<max(lower, upper)].count { $0 & 0xC0 != 0x80 }
        }
        var text = text
        let column = text.withUTF8 { bytes in
            guard last.line == line else { return scalars(from: 1, to: byteColumn, in: bytes) + 1 }
            if byteColumn >= last.byteColumn {
                return last.column + scalars(from: last.byteColumn, to: byteColumn, in: bytes)
            }
            if byteColumn - 1 < last.byteColumn - byteColumn { return scalars(from: 1, to: byteColumn, in: bytes) + 1 }
            return last.column - scalars(from: byteColumn, to: last.byteColumn, in: bytes)
        }
        last = (line, byteColumn, column)
        return column
    }
}
