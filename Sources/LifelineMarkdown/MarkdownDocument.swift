/// What later steps need to know about a Markdown text, as plain Swift values.
///
/// No C type leaves the wrapper: checking and indexing work on these values, and rendering
/// fills in the HTML prepared by the same parse (see `PreparedHTML`).
public struct MarkdownDocument: Hashable, Sendable {
    public var headings: [MarkdownHeading] {
        didSet { headingAnchors = HeadingAnchors.ids(for: headings.map(\.text)) }
    }
    public var links: [MarkdownLink]
    public var codeBlocks: [MarkdownCodeBlock]
    public var inlineCode: [MarkdownInlineCode]
    /// The search excerpt of the text content, markup removed (see `SearchExcerpt`); empty,
    /// like `searchTerms`, when the document was parsed without `preparingHTML`.
    public var plainText: String
    /// The distinct terms of the whole text for the search index (see `SearchTerms`); empty
    /// when the document was parsed without `preparingHTML`, as for `lifeline check`.
    public var searchTerms: SearchTerms = SearchTerms()
    /// The body's HTML with the places a site rewrites left open; nil when the text must be
    /// parsed again to render (it holds the marker characters `PreparedHTML` relies on).
    public var prepared: PreparedHTML?

    public init(
        headings: [MarkdownHeading] = [],
        links: [MarkdownLink] = [],
        codeBlocks: [MarkdownCodeBlock] = [],
        inlineCode: [MarkdownInlineCode] = [],
        plainText: String = ""
    ) {
        self.headings = headings
        self.headingAnchors = HeadingAnchors.ids(for: headings.map(\.text))
        self.links = links
        self.codeBlocks = codeBlocks
        self.inlineCode = inlineCode
        self.plainText = plainText
    }

    /// A document known only by its heading anchors, the beginning of its text and its search
    /// terms: how a topic whose file was not parsed again (the build cache holds it) appears to
    /// the links of other pages and to the search index. It has no headings, links or HTML of
    /// its own.
    public static func outline(
        headingAnchors: [String], plainText: String, searchTerms: SearchTerms = SearchTerms()
    ) -> MarkdownDocument {
        var document = MarkdownDocument(plainText: plainText)
        document.headingAnchors = headingAnchors
        document.searchTerms = searchTerms
        return document
    }

    /// Parses `text`, numbering lines so that the text's first line is `firstLine`.
    ///
    /// With `preparingHTML` false the document has no `prepared` HTML and no search terms:
    /// `lifeline check` never renders or indexes, and that is costly work it would throw away. A
    /// page rendered from such a document parses its text again (`MarkdownRenderer.render(_:text:)`).
    public init(parsing text: String, firstLine: Int = 1, preparingHTML: Bool = true) {
        self = CommonMarkConverter.analyze(text, firstLine: firstLine, preparingHTML: preparingHTML)
    }

    /// Gives the headings `anchors` (one per heading) instead of ids made from their text, as a
    /// translation takes its original's. The prepared HTML, which has the text's ids written in,
    /// is dropped: the page is rendered from the text, with a renderer given the same anchors.
    public mutating func useHeadingAnchors(_ anchors: [String]) {
        guard anchors.count == headings.count else { return }
        headingAnchors = anchors
        prepared = nil
    }

    /// The anchor id of each heading, in document order (see `HeadingAnchors`). Kept with the
    /// headings, not worked out on each use: every link check and every table of contents
    /// entry asks for it.
    public private(set) var headingAnchors: [String]
}
