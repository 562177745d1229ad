/// Values written into a template's text, as if each `{{name}}` had been looked up on a page
/// where it always has that value: the site's words (`{{ui.name}}`) in the page's language, and
/// the layout's values that are the same on every page at one depth (`SiteRenderer`).
///
/// swift-mustache looks every tag up again on every page, and a lookup is the costliest step of
/// its rendering (docs/performance.md). A template compiled with its values in renders the same
/// page.
///
/// What stays a tag, looked up from the context as before:
/// - a value inside a section tag or a transform;
/// - a value that could open a tag: one holding `{{`, or ending in a brace before a brace;
/// - a value with a line break, which a partial's indentation would treat differently;
/// - a name other than a site word inside a section that is not inverted: that section's value
///   may hold the same name, which Mustache finds first. No context names a value `ui`, so a
///   site word is written inside sections too;
/// - every tag of a template that sets its own delimiters or escaping, whose text this does
///   not read.
enum TemplateWords {
    /// `text` with `values` (full names, such as `ui.home` or `root`) written in.
    static func writing(_ values: [String: String], into text: String) -> String {
        let tags = TemplateTagScanner.locatedTags(in: text, includingEnds: true)
        guard !tags.contains(where: \.changesReading) else { return text }
        let scalars = Array(text.unicodeScalars)
        var written = String.UnicodeScalarView()
        var position = 0
        // For each section open around the tag: whether its value becomes the context.
        var sections: [Bool] = []
        for located in tags {
            guard let tag = located.tag else { continue }
            switch tag.kind {
            case .section:
                sections.append(!located.inverted)
                continue
            case .sectionEnd:
                _ = sections.popLast()
                continue
            case .partial:
                continue
            case .variable:
                break
            }
            guard tag.transforms.isEmpty, let value = values[tag.name],
                tag.name.hasPrefix("ui.") || !sections.contains(true)
            else { continue }
            let next = located.scalars.upperBound < scalars.count ? scalars[located.scalars.upperBound] : nil
            let text = located.unescaped ? value : HTML.escape(value)
            guard !opensTag(text, before: next) else { continue }
            written.append(contentsOf: scalars[position..<located.scalars.lowerBound])
            written.append(contentsOf: text.unicodeScalars)
            position = located.scalars.upperBound
        }
        written.append(contentsOf: scalars[position...])
        return String(written)
    }

    /// Whether `text`, put before `next`, could be read as a tag or change how a line is
    /// indented. What comes before a tag cannot end in a brace: `{{{` opens a tag itself.
    private static func opensTag(_ text: String, before next: Unicode.Scalar?) -> Bool {
        let scalars = text.unicodeScalars
        if scalars.contains(where: { $0 == "\n" || $0 == "\r" }) { return true }
        return text.contains("{{") || (scalars.last == "{" && next == "{")
    }
}
