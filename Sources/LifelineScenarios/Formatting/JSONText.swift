/// JSON string escaping, in one place (the practice of Plot's `String+Escaping`).
public enum JSONText {
    /// `"text"` with quotes, backslashes and control characters escaped. With
    /// `insideScript`, `<`, `>` and `&` (and the two JavaScript line separators) are escaped
    /// too, so the literal can sit in an HTML page's script without closing it early.
    public static func quoted(_ text: String, insideScript: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where insideScript: out += "\\u003c"
            case ">" where insideScript: out += "\\u003e"
            case "&" where insideScript: out += "\\u0026"
            case "\u{2028}" where insideScript: out += "\\u2028"
            case "\u{2029}" where insideScript: out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
