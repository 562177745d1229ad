/// Finds the tags of a Mustache template that name values: variables, sections and partials.
///
/// Only runs on templates that swift-mustache has already parsed, so it can be lenient:
/// comments, closing tags and block tags are skipped, and a set-delimiter tag switches the
/// delimiters the way the Mustache specification says.
enum TemplateTagScanner {
    /// The tags of `text`; closing tags only with `includingEnds`.
    static func tags(in text: String, includingEnds: Bool = false) -> [TemplateTag] {
        locatedTags(in: text, includingEnds: includingEnds).compactMap(\.tag)
    }

    /// A tag with where it is in the template's Unicode scalars, for a change to the text.
    struct LocatedTag {
        /// Nil for a set-delimiter or pragma tag, which names no value.
        var tag: TemplateTag?
        var scalars: Range<Int>
        /// `{{{name}}}` or `{{&name}}`, written out without escaping.
        var unescaped = false
        /// `{{^name}}`: a section that renders when the value is empty, in the context around it.
        var inverted = false
        /// A set-delimiter or pragma tag: the tags after it are read differently.
        var changesReading: Bool { tag == nil }
    }

    /// The tags of `text` with their places; comments are skipped, closing tags kept only
    /// with `includingEnds`.
    static func locatedTags(in text: String, includingEnds: Bool = false) -> [LocatedTag] {
        let characters = Array(text.unicodeScalars)
        var open = Array("{{".unicodeScalars)
        var close = Array("}}".unicodeScalars)
        var tags: [LocatedTag] = []
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
            let tagStart = index
            var start = index + open.count
            var closing = close
            let isTriple = start < characters.count && characters[start] == "{" && open == Array("{{".unicodeScalars)
            if isTriple {
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
            let scalars = tagStart..<index
            func add(_ kind: TemplateTag.Kind, _ name: String, unescaped: Bool = false, inverted: Bool = false) {
                tags.append(
                    LocatedTag(
                        tag: tag(kind, name, line: line, column: column), scalars: scalars, unescaped: unescaped,
                        inverted: inverted))
            }
            switch sigil {
            case "!", "$":
                continue
            case "/":
                if includingEnds { add(.sectionEnd, String(trimmed.dropFirst())) }
            case "=":
                let delimiters = trimmed.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
                if delimiters.count == 2 {
                    open = Array(delimiters[0].unicodeScalars)
                    close = Array(delimiters[1].unicodeScalars)
                }
                tags.append(LocatedTag(tag: nil, scalars: scalars))
            case "%":
                tags.append(LocatedTag(tag: nil, scalars: scalars))
            case "#", "^":
                add(.section, String(trimmed.dropFirst()), inverted: sigil == "^")
            case ">", "<":
                add(.partial, String(trimmed.dropFirst()))
            case "&":
                add(.variable, String(trimmed.dropFirst()), unescaped: true)
            default:
                add(.variable, trimmed, unescaped: isTriple)
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
