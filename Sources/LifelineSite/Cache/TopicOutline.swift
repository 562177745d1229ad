import LifelineContent
import LifelineMarkdown
import LifelineRendering

/// What the rest of the site sees of a topic whose file did not change: enough to stand in for
/// it in the knowledge base while only the changed topics are parsed, checked and rendered.
///
/// Other pages and checks read another topic's id, title, kind, section, order, summary,
/// related ids, callback facts (for links to its page), heading anchors (for links to its
/// sections) and the beginning of its text and its search terms (for the search index). The outline keeps exactly
/// those. What it leaves out (the body, claims, key positions, line numbers of facts) is read
/// only by the topic's own page and own checks, which run again whenever its file changes.
/// Anything else a page takes from another topic must be added here and to
/// `TopicFileRecord.interfaceHash`, or an incremental build would differ from a whole one;
/// `BuildCacheTests` compares the two after every kind of edit.
struct TopicOutline: Hashable, Sendable {
    /// The topic that stands in for the file in the knowledge base: the fields above, with the
    /// reduced facts and a Markdown outline of heading anchors and the search excerpt.
    ///
    /// The outline is kept as this topic rather than as fields to make one from: the cache
    /// decodes one per topic on the way to the knowledge base, and a topic made once, on the
    /// core that decodes it, is one allocation and copy less per topic on the critical path.
    var topic: Topic

    init(_ topic: Topic) {
        self.init(
            path: topic.path, contentPath: topic.contentPath, id: topic.id, title: topic.title, kind: topic.kind,
            section: topic.section, summary: topic.summary, order: topic.order, related: topic.related,
            details: Self.outline(of: topic.details), headingAnchors: topic.markdown.headingAnchors,
            excerpt: SearchIndex.excerpt(of: topic.markdown.plainText), searchTerms: topic.markdown.searchTerms)
    }

    init(
        path: String, contentPath: String, id: String, title: String, kind: TopicKind, section: String,
        summary: String?, order: Int?, related: [String], details: TopicDetails, headingAnchors: [String],
        excerpt: String, searchTerms: SearchTerms
    ) {
        topic = Topic(
            path: path, contentPath: contentPath, id: id, title: title, kind: kind, section: section,
            summary: summary, related: related, order: order, details: details,
            markdown: .outline(headingAnchors: headingAnchors, plainText: excerpt, searchTerms: searchTerms))
    }

    /// The search excerpt of the text, which is all `SearchIndex` keeps of it (the excerpt of
    /// an excerpt is the excerpt itself).
    var excerpt: String { topic.markdown.plainText }
    /// The terms of the rest of the text, kept from the parse so that a build from the cache
    /// writes the search index a build without it writes.
    var searchTerms: SearchTerms { topic.markdown.searchTerms }
    var headingAnchors: [String] { topic.markdown.headingAnchors }

    /// The facts other pages read: callback facts in full (for links to the topic's page), a
    /// state's name and a guide's scenarios; line-numbered facts are the topic's own.
    static func outline(of details: TopicDetails) -> TopicDetails {
        switch details {
        case .state(let facts): .state(StateFacts(name: facts.name, transitions: []))
        case .nibLoading: .nibLoading(NibLoadingFacts(controllerClass: nil, lookupOrder: []))
        case .window: .window(WindowFacts(levels: []))
        case .delegateMethod, .callback, .scenarioGuide, .concept: details
        }
    }
}
