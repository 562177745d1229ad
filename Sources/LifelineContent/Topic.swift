import LifelineDiagnostics
import LifelineMarkdown

/// One page of the knowledge base: validated front matter, the Markdown body, and what
/// the body's tree says (headings, links, code blocks) with positions in the file.
public struct Topic: Hashable, Sendable {
    /// The path printed in diagnostics, relative to the working directory.
    public var path: String
    /// The path inside the content folder, used for relative links between topics.
    public var contentPath: String
    public var id: String
    public var title: String
    public var kind: TopicKind
    public var section: String
    public var summary: String?
    public var related: [String]
    public var sources: [String]
    public var platforms: PlatformRange?
    /// An explicit position inside the section; topics without one sort by title.
    public var order: Int?
    public var details: TopicDetails
    /// The Markdown after the front matter.
    public var body: String
    /// The file line on which `body` starts.
    public var bodyFirstLine: Int
    public var markdown: MarkdownDocument
    /// Where each front-matter key was written, for diagnostics about its value.
    public var keyLocations: [String: SourceLocation]
    /// The ` ```sequence ` blocks of the body, in order.
    public var claims: [SequenceClaim]

    public init(
        path: String, contentPath: String, id: String, title: String, kind: TopicKind, section: String,
        summary: String? = nil, related: [String] = [], sources: [String] = [], platforms: PlatformRange? = nil,
        order: Int? = nil, details: TopicDetails = .concept, body: String = "", bodyFirstLine: Int = 1,
        markdown: MarkdownDocument = MarkdownDocument(), keyLocations: [String: SourceLocation] = [:],
        claims: [SequenceClaim] = []
    ) {
        self.path = path
        self.contentPath = contentPath
        self.id = id
        self.title = title
        self.kind = kind
        self.section = section
        self.summary = summary
        self.related = related
        self.sources = sources
        self.platforms = platforms
        self.order = order
        self.details = details
        self.body = body
        self.bodyFirstLine = bodyFirstLine
        self.markdown = markdown
        self.keyLocations = keyLocations
        self.claims = claims
    }
}
