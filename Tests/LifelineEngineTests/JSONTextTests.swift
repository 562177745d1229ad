import LifelineScenarios
import Testing

/// `JSONText.quoted` works on bytes for speed; it must escape exactly what the escaping
/// defined on Unicode scalars escapes.
@Suite("JSON string escaping")
struct JSONTextTests {
    /// The definition: each scalar escaped or copied.
    static func reference(_ text: String, insideScript: Bool) -> String {
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
            case let scalar where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func escapesWhatTheScalarDefinitionEscapes() {
        let pieces = [
            "a", "\"", "\\", "\n", "\r\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "<", ">", "&", "\u{2028}", "\u{2029}",
            "\u{2027}", "\u{202A}", "\u{E000}", "é", "e\u{301}", "🙂", "</script>",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            for insideScript in [false, true] {
                #expect(
                    JSONText.quoted(text, insideScript: insideScript)
                        == Self.reference(text, insideScript: insideScript),
                    "\(text.debugDescription)")
            }
        }
    }
}
