/// Finds the tags of a Mustache template that name values: variables, sections and partials.
///
/// Only runs on templates that swift-mustache has already parsed, so it can be lenient:
/// comments, closing tags and block tags are skipped, and a set-delimiter tag switches the
/// delimiters the way the Mustache specification says.
enum TemplateTagScanner {
    /// The tags of `text`; closing tags only with `includingEnds`.
    static func tags(in text: String, includingEnds: Bool = false) -> [TemplateTag] {
        let characters = Array(text.unicodeScalars)
        var open = Array("{{".unicodeScalars)
        var close = Array("}}".unicodeScalars)
        var tags: [TemplateTag] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func starts(with pattern: [Unicode.Scalar], at position: Int) -> Bool {
            guard position + pattern.count <= characters.count else { return false }
            return characters[position..<position + pattern.count].elementsEqual(pattern)
        }
        while index < characters.count {
            if characters[index] == "\n" {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard starts(with: open, at: index) else {
                index += 1
                continue
            }
            let column = index - lineStart + 1
            var start = index + open.count
            var closing = close
            if start < characters.count, characters[start] == "{", open == Array("{{".unicodeScalars) {
                start += 1
                closing = Array("}}}".unicodeScalars)
            }
            var end = start
            while end < characters.count, !starts(with: closing, at: end) { end += 1 }
            guard end < characters.count else { break }
            let body = String(String.UnicodeScalarView(characters[start..<end]))
            for scalar in characters[index..<end] where scalar == "\n" {
                line += 1
            }
            if let lastNewline = characters[index..<end].lastIndex(of: "\n") { lineStart = lastNewline + 1 }
            index = end + closing.count
            let trimmed = body.trimmingBlanks()
            guard let sigil = trimmed.unicodeScalars.first else { continue }
            switch sigil {
            case "!", "$":
                continue
            case "/":
                if includingEnds {
                    tags.append(tag(.sectionEnd, String(trimmed.dropFirst()), line: line, column: column))
                }
            case "=":
                let delimiters = trimmed.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
                if delimiters.count == 2 {
                    open = Array(delimiters[0].unicodeScalars)
                    close = Array(delimiters[1].unicodeScalars)
                }
            case "#", "^":
                tags.append(tag(.section, String(trimmed.dropFirst()), line: line, column: column))
            case ">", "<":
                tags.append(tag(.partial, String(trimmed.dropFirst()), line: line, column: column))
            case "&":
                tags.append(tag(.variable, String(trimmed.dropFirst()), line: line, column: column))
            default:
                tags.append(tag(.variable, trimmed, line: line, column: column))
            }
        }
        return tags
    }

    /// The first section opened in `text` and never closed, for a template swift-mustache
    /// refused because a section is not closed: it reports the end of the file, where nothing
    /// is to be seen, rather than the tag that was left open.
    static func unclosedSection(in text: String) -> TemplateTag? {
        var open: [TemplateTag] = []
        for tag in tags(in: text, includingEnds: true) {
            switch tag.kind {
            case .section: open.append(tag)
            case .sectionEnd:
                if let index = open.lastIndex(where: { $0.name == tag.name }) { open.removeSubrange(index...) }
            case .variable, .partial: continue
            }
        }
        return open.first
    }

    /// Splits `outer(inner(name))` into its name and its transforms.
    private static func tag(_ kind: TemplateTag.Kind, _ text: String, line: Int, column: Int) -> TemplateTag {
        var name = text.trimmingBlanks()
        var transforms: [String] = []
        if kind != .partial {
            while name.hasSuffix(")"), let open = name.firstIndex(of: "(") {
                transforms.append(String(name[..<open]).trimmingBlanks())
                name = String(name[name.index(after: open)..<name.index(before: name.endIndex)]).trimmingBlanks()
            }
        }
        return TemplateTag(kind: kind, name: name, transforms: transforms, line: line, column: column)
    }
}

extension String {
    fileprivate func trimmingBlanks() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\n" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\n" })
        else { return "" }
        return String(scalars[first...last])
    }
}
