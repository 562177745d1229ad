/// The site's words written into a template's text, as if each `{{ui.name}}` had been typed
/// in the page's language.
///
/// A word is the same on every page of a language, yet swift-mustache looks each `{{ui.name}}`
/// up again on every page, and a dotted name is its costliest lookup: the layout and the topic
/// template hold about twenty of them, which made a tenth of a cold build's work
/// (docs/performance.md). A template compiled with its words in renders the same page.
///
/// What stays a tag, looked up from the `ui` context as before: a word inside a section tag or
/// a transform; a word with a brace, which next to the template's own text could open a tag; a
/// word with a line break, which a partial's indentation would treat differently; and every
/// tag of a template that sets its own delimiters or escaping, whose text this does not read.
enum TemplateWords {
    static func writing(_ words: [String: String], into text: String) -> String {
        let tags = TemplateTagScanner.locatedTags(in: text)
        guard !tags.contains(where: \.changesReading) else { return text }
        let scalars = Array(text.unicodeScalars)
        var written = String.UnicodeScalarView()
        var position = 0
        for located in tags {
            guard let tag = located.tag, tag.kind == .variable, tag.transforms.isEmpty, tag.name.hasPrefix("ui."),
                let word = words[String(tag.name.dropFirst(3))],
                !word.unicodeScalars.contains(where: { "{}\n\r".unicodeScalars.contains($0) })
            else { continue }
            written.append(contentsOf: scalars[position..<located.scalars.lowerBound])
            written.append(contentsOf: (located.unescaped ? word : HTML.escape(word)).unicodeScalars)
            position = located.scalars.upperBound
        }
        written.append(contentsOf: scalars[position...])
        return String(written)
    }
}
