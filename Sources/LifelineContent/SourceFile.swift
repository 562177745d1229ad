import LifelineDiagnostics
import LifelineMarkdown

/// The text of a file read from disk, or the located reason it cannot be used as text.
///
/// Invalid UTF-8 and NUL bytes are reported at the line and column where they occur, so
/// a writer can find the stray byte, instead of being silently replaced.
public enum SourceFile {
    public static func decode(_ bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
        // Looked for with `memchr` first: nearly no file has one, and stepping through every
        // byte of every file in Swift is slow.
        if ByteSearch.contains(0, in: bytes), let nul = bytes.firstIndex(of: 0) {
            let location = location(ofByte: nul, in: bytes)
            return .failure(
                Diagnostic(
                    id: "file.nul-byte", file: path, range: SourceRange(location),
                    summary: "file contains a NUL byte; topic files must be plain text"
                )
            )
        }
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        let bad = firstInvalidUTF8Offset(bytes)
        return .failure(
            Diagnostic(
                id: "file.invalid-utf8", file: path, range: SourceRange(location(ofByte: bad, in: bytes)),
                summary: "file is not valid UTF-8; save it with UTF-8 encoding"
            )
        )
    }

    static func location(ofByte offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let prefix = bytes[lineStart..<min(offset, bytes.count)]
        let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(line: line, column: column)
    }

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}
