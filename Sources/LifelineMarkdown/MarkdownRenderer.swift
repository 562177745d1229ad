/// Renders Markdown to HTML through cmark-gfm, with the rewrites a site needs.
///
/// The GFM extensions table, strikethrough, autolink, tagfilter and tasklist are always
/// on. Raw HTML in content is replaced by a comment unless `allowsRawHTML` is set: topic
/// files are written by many hands and the output is served publicly.
public struct MarkdownRenderer: Sendable {
    /// Pass raw HTML in content through unchanged (off by default).
    public var allowsRawHTML: Bool
    /// A new destination for a link or image, or nil to keep the one written.
    public var rewriteLink: @Sendable (String) -> String?
    /// Trusted HTML that replaces a code block (such as a generated sequence table), or nil.
    public var replaceCodeBlock: @Sendable (MarkdownCodeBlock) -> String?
    /// Trusted HTML that replaces a code span (such as a link to a callback's topic), or nil.
    /// Not asked for a code span inside a link or a heading, where a link would nest in a link.
    public var replaceInlineCode: @Sendable (String) -> String?
    /// The file line the text starts on, so a code block's range is where it is written in the
    /// file (as the parse that prepared the HTML numbered it).
    public var firstLine: Int
    /// The anchor ids of the headings, in order, when they are not made from the headings' text:
    /// a translation keeps its original's anchors, so a link to a section, and the language
    /// switch, land on the same heading in every language. Ignored unless there is one per
    /// heading.
    public var headingAnchors: [String]?

    public init(
        allowsRawHTML: Bool = false,
        rewriteLink: @escaping @Sendable (String) -> String? = { _ in nil },
        replaceCodeBlock: @escaping @Sendable (MarkdownCodeBlock) -> String? = { _ in nil },
        replaceInlineCode: @escaping @Sendable (String) -> String? = { _ in nil }, firstLine: Int = 1
    ) {
        self.allowsRawHTML = allowsRawHTML
        self.rewriteLink = rewriteLink
        self.replaceCodeBlock = replaceCodeBlock
        self.replaceInlineCode = replaceInlineCode
        self.firstLine = firstLine
    }

    /// The HTML of `text`; every heading carries its anchor id (see `HeadingAnchors`).
    public func render(_ text: String) -> String {
        CommonMarkConverter.render(text, with: self)
    }

    /// The HTML of a parsed document: the prepared HTML filled in, without parsing again,
    /// or, when it has none (or holds raw HTML this renderer passes through), `render(text)`.
    public func render(_ document: MarkdownDocument, text: String) -> String {
        guard let prepared = document.prepared, !(allowsRawHTML && prepared.containsRawHTML) else {
            return render(text)
        }
        return prepared.render(with: self)
    }
}
