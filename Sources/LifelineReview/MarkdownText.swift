/// Escaping for the Markdown report, in one place: text from content (titles, values,
/// summaries) must never turn into markup in a pull-request comment.
enum MarkdownText {
    /// Text with Markdown punctuation escaped and `<`, `>`, `&` as entities.
    ///
    /// Works on Unicode scalars: a combining mark joins the character before it into one
    /// `Character` (`<` and U+0338 is one), which would no longer match the cases below.
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r": out += " "
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An inline code span that survives backticks inside the value; pipes are escaped so
    /// the span can sit in a table cell.
    static func code(_ value: String) -> String {
        let flat = value.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        var longest = 0
        var run = 0
        for scalar in flat.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") ? " \(flat) " : flat
        return flat.isEmpty ? "` `" : fence + padded + fence
    }

    /// A fenced block of `lines` in `language`, with a fence longer than any inside.
    static func block(_ lines: [String], language: String) -> String {
        var fence = "```"
        while lines.contains(where: { $0.contains(fence) }) { fence += "`" }
        return ([fence + language] + lines + [fence]).joined(separator: "\n")
    }

    /// Text for HTML element content, such as a `<summary>`.
    static func html(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
