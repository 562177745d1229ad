/// Escaping for the Markdown report, in one place: text from content (titles, values,
/// summaries) must never turn into markup in a pull-request comment.
enum MarkdownText {
    /// Text with Markdown punctuation escaped and `<`, `>`, `&` as entities, and GitHub's
    /// autolinks broken.
    ///
    /// Works on Unicode scalars: a combining mark joins the character before it into one
    /// `Character` (`<` and U+0338 is one), which would no longer match the cases below.
    ///
    /// GitHub links `@name` (notifying that user or team), `#123` and `owner/repo#123` (and
    /// cross-references the issue), `http://…`, `https://…` and `www.…` after rendering the
    /// Markdown, so a backslash does not stop them. An invisible word joiner (U+2060) after
    /// `@` and `#`, inside `://` and after `www` does: a title posted in a review comment
    /// must not ping anyone or link anywhere.
    static func text(_ value: String) -> String {
        let joiner: Unicode.Scalar = "\u{2060}"
        let scalars = Array(value.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;".unicodeScalars
            case "<": out += "&lt;".unicodeScalars
            case ">": out += "&gt;".unicodeScalars
            case "\n", "\r": out.append(" ")
            case "@": out += ["@", joiner]
            case "#": out += ["\\", "#", joiner]
            case "\\", "`", "*", "_", "[", "]", "|", "~", "!": out += ["\\", scalar]
            case ":" where scalars[(index + 1)...].starts(with: ["/", "/"]): out += [":", joiner]
            case "."
            where index >= 3 && String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www":
                out += [joiner, "."]
            default: out.append(scalar)
            }
        }
        return String(out)
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
