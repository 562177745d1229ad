/// JSON string escaping, in one place (the practice of Plot's `String+Escaping`).
public enum JSONText {
    /// `"text"` with quotes, backslashes and control characters escaped. With
    /// `insideScript`, `<`, `>` and `&` (and the two JavaScript line separators) are escaped
    /// too, so the literal can sit in an HTML page's script without closing it early.
    public static func quoted(_ text: String, insideScript: Bool = false) -> String {
        // Byte by byte: everything escaped is ASCII except U+2028 and U+2029, which are the
        // three-byte sequences E2 80 A8 and E2 80 A9; every other byte is copied as it is.
        let utf8 = text.utf8
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "<") where insideScript: out += Array("\\u003c".utf8)
            case UInt8(ascii: ">") where insideScript: out += Array("\\u003e".utf8)
            case UInt8(ascii: "&") where insideScript: out += Array("\\u0026".utf8)
            case 0xE2 where insideScript:
                var next = index
                if next != utf8.endIndex, utf8[next] == 0x80 {
                    utf8.formIndex(after: &next)
                    if next != utf8.endIndex, utf8[next] == 0xA8 || utf8[next] == 0xA9 {
                        out += Array((utf8[next] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                        index = utf8.index(after: next)
                        continue
                    }
                }
                out.append(byte)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
