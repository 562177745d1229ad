import LifelineDiagnostics
import LifelineMarkdown

/// One page of the knowledge base: validated front matter, the Markdown body, and what
/// the body's tree says (headings, links, code blocks) with positions in the file.
///
/// A value type whose fields live in one shared, copy-on-write box. Topics are copied into
/// indexes, sorted, and handed to every page that links to them; with the fields stored
/// inline each copy cost a reference count per field, and those counts were much of an
/// incremental build (docs/performance.md). Now a copy costs one, and a change copies the box
/// only when it is shared.
public struct Topic: Hashable, Sendable {
    private var storage: Storage

    /// The path printed in diagnostics, relative to the working directory.
    public var path: String {
        get { storage.fields.path }
        set { fields.path = newValue }
    }
    /// The path inside the content folder, used for relative links between topics.
    public var contentPath: String {
        get { storage.fields.contentPath }
        set { fields.contentPath = newValue }
    }
    public var id: String {
        get { storage.fields.id }
        set { fields.id = newValue }
    }
    public var title: String {
        get { storage.fields.title }
        set { fields.title = newValue }
    }
    public var kind: TopicKind {
        get { storage.fields.kind }
        set { fields.kind = newValue }
    }
    public var section: String {
        get { storage.fields.section }
        set { fields.section = newValue }
    }
    public var summary: String? {
        get { storage.fields.summary }
        set { fields.summary = newValue }
    }
    public var related: [String] {
        get { storage.fields.related }
        set { fields.related = newValue }
    }
    public var sources: [String] {
        get { storage.fields.sources }
        set { fields.sources = newValue }
    }
    public var platforms: PlatformRange? {
        get { storage.fields.platforms }
        set { fields.platforms = newValue }
    }
    /// An explicit position inside the section; topics without one sort by title.
    public var order: Int? {
        get { storage.fields.order }
        set { fields.order = newValue }
    }
    public var details: TopicDetails {
        get { storage.fields.details }
        set { fields.details = newValue }
    }
    /// The Markdown after the front matter.
    public var body: String {
        get { storage.fields.body }
        set { fields.body = newValue }
    }
    /// The file line on which `body` starts.
    public var bodyFirstLine: Int {
        get { storage.fields.bodyFirstLine }
        set { fields.bodyFirstLine = newValue }
    }
    public var markdown: MarkdownDocument {
        get { storage.fields.markdown }
        set { fields.markdown = newValue }
    }
    /// Where each front-matter key was written, for diagnostics about its value.
    public var keyLocations: [String: SourceLocation] {
        get { storage.fields.keyLocations }
        set { fields.keyLocations = newValue }
    }
    /// Where each front-matter scalar value was written (inside its quotes), for fix-its
    /// that replace the value rather than the key.
    public var valueRanges: [String: SourceRange] {
        get { storage.fields.valueRanges }
        set { fields.valueRanges = newValue }
    }
    /// The ` ```sequence ` blocks of the body, in order.
    public var claims: [SequenceClaim] {
        get { storage.fields.claims }
        set { fields.claims = newValue }
    }

    public init(
        path: String, contentPath: String, id: String, title: String, kind: TopicKind, section: String,
        summary: String? = nil, related: [String] = [], sources: [String] = [], platforms: PlatformRange? = nil,
        order: Int? = nil, details: TopicDetails = .concept, body: String = "", bodyFirstLine: Int = 1,
        markdown: MarkdownDocument = MarkdownDocument(), keyLocations: [String: SourceLocation] = [:],
        valueRanges: [String: SourceRange] = [:], claims: [SequenceClaim] = []
    ) {
        storage = Storage(
            Fields(
                path: path, contentPath: contentPath, id: id, title: title, kind: kind, section: section,
                summary: summary, related: related, sources: sources, platforms: platforms, order: order,
                details: details, body: body, bodyFirstLine: bodyFirstLine, markdown: markdown,
                keyLocations: keyLocations, valueRanges: valueRanges, claims: claims))
    }

    public static func == (lhs: Topic, rhs: Topic) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// The fields for a change: the box is copied first when another topic shares it.
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    private struct Fields: Hashable, Sendable {
        var path: String
        var contentPath: String
        var id: String
        var title: String
        var kind: TopicKind
        var section: String
        var summary: String?
        var related: [String]
        var sources: [String]
        var platforms: PlatformRange?
        var order: Int?
        var details: TopicDetails
        var body: String
        var bodyFirstLine: Int
        var markdown: MarkdownDocument
        var keyLocations: [String: SourceLocation]
        var valueRanges: [String: SourceRange]
        var claims: [SequenceClaim]
    }

    /// Mutated only through `fields`, which copies it first unless this topic holds the only
    /// reference: no two threads ever see it change.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}
