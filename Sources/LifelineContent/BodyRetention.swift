/// Which topics keep their Markdown body after parsing.
///
/// A body is most of a topic's memory, and on a VM where first touching memory is dear,
/// holding every body slows a run down (docs/performance.md). Parsing has already taken from
/// it everything a check reads, and the prepared HTML stands in for it on most pages, so only
/// some callers need it: a review compares bodies, and a page whose prepared HTML is missing,
/// or holds raw HTML a build may be allowed to copy, is rendered from it.
public enum BodyRetention: Sendable {
    /// Every body is kept.
    case all
    /// Bodies are kept only where a page must be rendered from its text.
    case forRendering
    /// No body is kept (`lifeline check`).
    case none

    /// `topic` as a loader hands it on: with its body, or with an empty one.
    public func apply(to topic: Topic?) -> Topic? {
        guard var topic else { return nil }
        switch self {
        case .all:
            return topic
        case .forRendering:
            if let prepared = topic.markdown.prepared, !prepared.containsRawHTML { topic.body = "" }
        case .none:
            topic.body = ""
        }
        return topic
    }
}
