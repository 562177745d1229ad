import LifelineDiagnostics

/// Every topic and section of a content folder, indexed for the checks and the renderer.
///
/// Built from already-parsed topics, so one changed file can be parsed again alone and the
/// knowledge base assembled anew around it.
public struct KnowledgeBase: Sendable {
    /// Topics in a stable order (by section order, then `order`, then title, then id).
    public private(set) var topics: [Topic]
    public private(set) var sections: [Section]
    public private(set) var topicsByID: [String: Topic]
    /// Topic ids by the path of their file inside the content folder, for resolving links.
    private var topicIDsByContentPath: [String: String]
    private var topicsBySection: [String: [Topic]] = [:]
    private var positionInSection: [String: Int] = [:]
    /// Paths inside the content folder of topics that parsed but name a section the sections
    /// file does not list, and so are left out. Their own error is the cause of every link or
    /// `related` id that then names nothing: the checks treat them as files that failed to parse.
    public private(set) var unplacedTopicPaths: Set<String> = []

    /// An empty knowledge base, before any topic is assembled.
    public init() {
        self.init(topics: [], sections: [], topicsByID: [:], topicIDsByContentPath: [:])
    }

    private init(
        topics: [Topic], sections: [Section], topicsByID: [String: Topic], topicIDsByContentPath: [String: String]
    ) {
        self.topics = topics
        self.sections = sections
        self.topicsByID = topicsByID
        self.topicIDsByContentPath = topicIDsByContentPath
    }

    /// Assembles topics and sections, reporting duplicate ids (with a note at the first use)
    /// and topics that name a section the list does not have.
    ///
    /// The fields it orders and indexes by are copied out of each topic once (`AssemblyKeys`),
    /// and each topic's id, section and content path are hashed once: reading a field from a
    /// topic's box is a reference count and, over many topics decoded on several cores, mostly
    /// a cache miss. The lookups by id reuse the first table's layout (`mapValues`).
    public static func assemble(
        topics: [Topic], sections declared: [Section], sectionsPath: String?, sectionsAreComplete: Bool = true
    ) -> (KnowledgeBase, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let keys = topics.map(AssemblyKeys.init)
        // Topics from a cache or a folder listing come sorted by path already.
        let byPath =
            zip(keys, keys.dropFirst()).allSatisfy { $0.path <= $1.path }
            ? Array(keys.indices) : keys.indices.sorted { keys[$0].path < keys[$1].path }

        // The first topic by path keeps an id; later ones are reported.
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(topics.count)
        var kept: [Int] = []
        kept.reserveCapacity(topics.count)
        for index in byPath {
            if let first = indexByID.updateValue(index, forKey: keys[index].id) {
                indexByID[keys[index].id] = first
                let (topic, firstTopic) = (topics[index], topics[first])
                diagnostics.append(
                    Diagnostic(
                        id: "topic.duplicate-id", file: topic.path,
                        range: topic.range(ofValueOf: "id") ?? topic.range(ofKey: "id"),
                        summary: "id '\(topic.id)' is already used by another topic",
                        notes: [
                            DiagnosticNote(
                                file: firstTopic.path,
                                range: firstTopic.range(ofValueOf: "id") ?? firstTopic.range(ofKey: "id"),
                                message: "first used here")
                        ]
                    )
                )
                continue
            }
            kept.append(index)
        }

        var sections = declared
        if sectionsPath == nil {
            // Without a sections file, sections are whatever topics name, titled from their ids.
            for id in Set(kept.map { keys[$0].section }).sorted() {
                sections.append(
                    Section(id: id, title: id.split(separator: "-").joined(separator: " ").capitalizedFirst()))
            }
        }
        // The list refuses a repeated id; the first one would rank.
        let sectionRank = Dictionary(sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        // Navigation order: by section, then order; titles and ids are compared only on a tie.
        var placed: [(rank: Int, order: Int, index: Int)] = []
        placed.reserveCapacity(kept.count)
        var unplaced: Set<String> = []
        for index in kept {
            if let rank = sectionRank[keys[index].section] {
                placed.append((rank, keys[index].order ?? .max, index))
                continue
            }
            // A sections file with errors lists too little to judge by: its own error is the
            // cause, and every topic of a lost section would otherwise be reported as well.
            guard sectionsAreComplete else {
                placed.append((sections.count, keys[index].order ?? .max, index))
                continue
            }
            // Only with a sections file: a topic naming a section it does not list.
            indexByID[keys[index].id] = nil
            unplaced.insert(keys[index].contentPath)
            let topic = topics[index]
            let known = sections.map(\.id).sorted()
            let suggestion = NearMiss.suggestion(for: topic.section, among: known)
            // With no near miss, the list itself: a folder's name is not always its section's id.
            let hint =
                suggestion.map { "; did you mean '\($0)'?" } ?? "; the sections are \(ShortList.text(known))"
            let value = topic.range(ofValueOf: "section")
            diagnostics.append(
                Diagnostic(
                    id: "topic.unknown-section", file: topic.path, range: value ?? topic.range(ofKey: "section"),
                    summary: "section '\(topic.section)' is not listed in \(sectionsPath ?? "")\(hint)",
                    fixIts: FixIt.replacing(value, with: suggestion)
                )
            )
        }
        placed.sort { left, right in
            if (left.rank, left.order) != (right.rank, right.order) {
                return (left.rank, left.order) < (right.rank, right.order)
            }
            let (leftKeys, rightKeys) = (keys[left.index], keys[right.index])
            if leftKeys.title != rightKeys.title { return leftKeys.title < rightKeys.title }
            return leftKeys.id < rightKeys.id
        }

        // A section's topics are neighbours in navigation order: each section is one run.
        var ordered: [Topic] = []
        ordered.reserveCapacity(placed.count)
        var positions = [Int](repeating: 0, count: topics.count)
        var idsByPath: [String: String] = [:]
        idsByPath.reserveCapacity(placed.count)
        var bySection: [String: [Topic]] = [:]
        var run: [Topic] = []
        for (offset, entry) in placed.enumerated() {
            let topic = topics[entry.index]
            if offset > 0, placed[offset - 1].rank != entry.rank {
                bySection[keys[placed[offset - 1].index].section] = run
                run = []
            }
            positions[entry.index] = run.count
            run.append(topic)
            ordered.append(topic)
            if let earlier = idsByPath.updateValue(keys[entry.index].id, forKey: keys[entry.index].contentPath) {
                idsByPath[keys[entry.index].contentPath] = earlier
            }
        }
        if let last = placed.last { bySection[keys[last.index].section] = run }

        var base = KnowledgeBase(
            topics: ordered, sections: sections, topicsByID: indexByID.mapValues { topics[$0] },
            topicIDsByContentPath: idsByPath)
        base.topicsBySection = bySection
        base.positionInSection = indexByID.mapValues { positions[$0] }
        base.unplacedTopicPaths = unplaced
        return (base, diagnostics)
    }

    /// The fields `assemble` orders and indexes topics by, read from a topic once.
    private struct AssemblyKeys {
        let path: String
        let id: String
        let section: String
        let title: String
        let contentPath: String
        let order: Int?

        init(_ topic: Topic) {
            (path, id, section, title, contentPath, order) = (
                topic.path, topic.id, topic.section, topic.title, topic.contentPath, topic.order
            )
        }
    }

    /// The same topics in the same places, each passed through `replace` (which keeps its id,
    /// section and content path), and each section's title and summary from `titled` where it
    /// has that section: a translation's pages see the knowledge base so, in the original's
    /// order, so that the navigation, previous and next are the same in every language.
    public func relabelled(topics replace: (Topic) -> Topic, sections titled: [Section]) -> KnowledgeBase {
        let titles = Dictionary(titled.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var base = self
        base.topics = topics.map(replace)
        base.topicsByID = topicsByID.mapValues(replace)
        base.topicsBySection = topicsBySection.mapValues { $0.map(replace) }
        base.sections = sections.map { section in
            guard let translated = titles[section.id] else { return section }
            return Section(id: section.id, title: translated.title, summary: translated.summary ?? section.summary)
        }
        return base
    }

    /// The topics of one section, in navigation order.
    public func topics(in section: Section) -> [Topic] { topicsBySection[section.id] ?? [] }

    /// Where a topic stands in its section's order (the index in `topics(in:)`).
    public func position(ofTopicID id: String) -> Int? { positionInSection[id] }

    /// Where a topic stands in `topics`, found without a pass over them: `topics` is the
    /// sections' topics one section after another.
    public func index(ofTopicID id: String) -> Int? {
        guard let topic = topicsByID[id], let position = positionInSection[id] else { return nil }
        var index = position
        for section in sections {
            if section.id == topic.section {
                return topics.indices.contains(index) && topics[index].id == id ? index : nil
            }
            index += topicsBySection[section.id]?.count ?? 0
        }
        return nil
    }

    /// The topic whose file is at `contentPath` inside the content folder.
    public func topic(atContentPath contentPath: String) -> Topic? {
        topicIDsByContentPath[contentPath].flatMap { topicsByID[$0] }
    }

    /// The topics before and after one in its section's order, for previous/next links.
    public func neighbours(of topic: Topic) -> (previous: Topic?, next: Topic?) {
        guard let index = positionInSection[topic.id], let siblings = topicsBySection[topic.section] else {
            return (nil, nil)
        }
        return (index > 0 ? siblings[index - 1] : nil, index + 1 < siblings.count ? siblings[index + 1] : nil)
    }

    /// The topic an internal link points at and its anchor, or nil for external links and
    /// links that resolve to nothing (`LinkTarget` says which).
    public func resolve(link destination: String, from topic: Topic) -> LinkTarget {
        LinkTarget.resolve(
            destination, from: topic.contentPath, topicsByID: topicsByID, idsByPath: topicIDsByContentPath)
    }
}

extension Topic {
    /// The range of a front-matter key's name, or the top of the file if it was not written.
    public func range(ofKey key: String) -> SourceRange {
        guard let location = keyLocations[key] else { return SourceRange(line: 1, column: 1) }
        return SourceRange(line: location.line, column: location.column, length: key.unicodeScalars.count)
    }

    /// Where the value of `key` was written, when it is a scalar a fix-it can replace; nil
    /// otherwise (a fix-it at the key would replace the key).
    public func range(ofValueOf key: String) -> SourceRange? {
        valueRanges[key]
    }

    /// The range of item `index` of the list `key`, where the reader keeps one (`related`).
    public func range(ofItem index: Int, of key: String) -> SourceRange? {
        valueRanges[FrontMatterReader.itemKey(key, index)]
    }
}

extension String {
    fileprivate func capitalizedFirst() -> String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
