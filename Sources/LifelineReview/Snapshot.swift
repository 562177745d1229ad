/// The files one side of a review reads, each folder's files keyed by their path inside
/// that folder: the same shape whether they came from git objects or from the disk, so
/// both sides go through the same pure steps.
public struct Snapshot: Sendable {
    public var revision: ReviewRevision
    public var content: [String: [UInt8]]
    public var templates: [String: [UInt8]]
    /// The engine's sources, only to say whether the engine changed.
    public var engine: [String: [UInt8]]

    public init(
        revision: ReviewRevision, content: [String: [UInt8]], templates: [String: [UInt8]] = [:],
        engine: [String: [UInt8]] = [:]
    ) {
        self.revision = revision
        self.content = content
        self.templates = templates
        self.engine = engine
    }
}
