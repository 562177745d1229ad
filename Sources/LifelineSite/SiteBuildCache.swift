import LifelineContent
import LifelineDiagnostics

/// The topics one preview build parsed, kept in memory so the next build parses again only the
/// topic files whose stamp changed.
///
/// Parsing (front matter and Markdown) is the only step kept: the checks, the simulations,
/// the templates and the rendering run whole every time, because a change to one topic can
/// change what any other page shows (links, related topics, navigation, the search index).
public struct SiteBuildCache: Sendable {
    struct Entry: Sendable {
        var stamp: FileStamp
        var topic: Topic?
        var diagnostics: [Diagnostic]
    }

    /// Parsed topics by their path inside the content folder.
    var entries: [String: Entry] = [:]
    /// The content folder the entries were read from; another folder empties the cache.
    var contentDirectory: String?

    public init() {}

    /// How many topic files the cache holds.
    public var count: Int { entries.count }
}
