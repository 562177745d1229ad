/// What happened to one topic between the two sides, matched by id.
///
/// Topics are matched by id rather than by file, so moving a file keeps its history: the
/// same id in another file is a rename, and its field and body changes are still shown.
public struct TopicChange: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
        case added
        case removed
        /// The same id in a file at another path.
        case renamed
        case changed
        /// The file is still there but no longer reads as a topic (its diagnostics say why).
        case broken
        /// The file did not read as a topic on the base side and does now.
        case repaired
    }

    public var change: Kind
    public var id: String
    public var title: String
    public var basePath: String?
    public var headPath: String?
    /// The front-matter fields whose values differ, in front-matter order.
    public var fields: [FieldChange]
    /// How many lines of the Markdown body were added and removed; nil when it is the same.
    public var body: LineCounts?

    public init(
        change: Kind, id: String, title: String, basePath: String?, headPath: String?, fields: [FieldChange] = [],
        body: LineCounts? = nil
    ) {
        self.change = change
        self.id = id
        self.title = title
        self.basePath = basePath
        self.headPath = headPath
        self.fields = fields
        self.body = body
    }

    /// The file on the head side, or on the base side for a removed topic.
    public var path: String { headPath ?? basePath ?? id }
}
