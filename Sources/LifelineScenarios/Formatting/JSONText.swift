/// JSON string escaping, in one place (the practice of Plot's `String+Escaping`).
public enum JSONText {
    /// `"text"` with quotes, backslashes and control characters escaped. With
    /// `insideScript`, `<`, `>` and `&` (and the two JavaScript line separators) are escaped
    /// too, so the literal can sit in an HTML page's script without closing it early.
    public static func quoted(_ text: String, insideScript: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        append(text, insideScript: insideScript, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quoted(_:insideScript:)` appended to UTF-8 bytes, for a file made of many literals
    /// (the search index) built without a string per literal.
    public static func append(_ text: String, insideScript: Bool = false, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, insideScript: insideScript, to: &out) }
    }

    private static func append(utf8: UnsafeBufferPointer<UInt8>, insideScript: Bool, to out: inout [UInt8]) {
        // Everything escaped is ASCII except U+2028 and U+2029, the three-byte sequences
        // E2 80 A8 and E2 80 A9; the runs of bytes between escapes are copied whole.
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        func escape(_ replacement: StaticString, skipping count: Int = 1) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            out.append(
                contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            index += count
            runStart = index
        }
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): escape("\\\"")
            case UInt8(ascii: "\\"): escape("\\\\")
            case UInt8(ascii: "\n"): escape("\\n")
            case UInt8(ascii: "\r"): escape("\\r")
            case UInt8(ascii: "\t"): escape("\\t")
            case UInt8(ascii: "<") where insideScript: escape("\\u003c")
            case UInt8(ascii: ">") where insideScript: escape("\\u003e")
            case UInt8(ascii: "&") where insideScript: escape("\\u0026")
            case 0xE2
            where insideScript && index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                escape(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", skipping: 3)
            case 0..<0x20:
                escape(controlEscapes[Int(byte)])
            default:
                index += 1
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        out.append(UInt8(ascii: "\""))
    }

    /// `\u00XX` for each control character, lowercase hexadecimal.
    private static let controlEscapes: [StaticString] = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\u0009", "\\u000a", "\\u000b", "\\u000c", "\\u000d", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]
}
