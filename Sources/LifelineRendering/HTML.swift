/// The one escaping function for HTML the renderer writes itself (tables, diagrams,
/// highlighted code). Template values are escaped by Mustache's `{{ }}`; everything else
/// that comes from content or scenarios passes through here.
public enum HTML {
    /// Escapes text for element content and double-quoted attribute values.
    public static func escape(_ text: some StringProtocol) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
