/// Text from content files made safe to print on a line of its own.
///
/// A diagnostic quotes what a file says (an unknown kind, a title), and YAML can say "\n" or
/// "\u001B" in a quoted value. Printed as they are, a line break would let a file forge a
/// `path:line:column: error:` line of its own, which editors and CI would take for a real
/// one, and an escape character would reach the terminal as a command. Each control
/// character is shown as a Swift escape instead.
public enum PrintableText {
    /// `text` with every control character (C0, DEL and C1) written as an escape: `\n`, `\r`,
    /// `\t`, or `\u{1B}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A message of several lines (a claim's diff), each line escaped, and every line after the
    /// first indented, so that none of them can start like a diagnostic.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            let escaped = escaped(String(line))
            return index == 0 || escaped.hasPrefix(" ") ? escaped : "    " + escaped
        }.joined(separator: "\n")
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
