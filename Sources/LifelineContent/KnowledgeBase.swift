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

    /// Assembles topics and sections, reporting duplicate ids (with a note at the first use)
    /// and topics that name a section the list does not have.
    public static func assemble(topics: [Topic], sections declared: [Section], sectionsPath: String?)
        -> (KnowledgeBase, [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        var byID: [String: Topic] = [:]
        byID.reserveCapacity(topics.count)
        var kept: [Topic] = []
        kept.reserveCapacity(topics.count)
        // Sorted through their keys: comparing topics themselves copies whole topics (a dozen
        // reference counts each) twice per comparison, a tenth of an incremental build. Topics
        // from a cache or a folder listing come sorted already.
        let paths = topics.map(\.path)
        let byPath =
            zip(paths, paths.dropFirst()).allSatisfy { $0 <= $1 }
            ? Array(paths.indices) : paths.indices.sorted { paths[$0] < paths[$1] }
        for index in byPath {
            let topic = topics[index]
            if let first = byID[topic.id] {
                diagnostics.append(
                    Diagnostic(
                        id: "topic.duplicate-id", file: topic.path, range: topic.range(ofKey: "id"),
                        summary: "id '\(topic.id)' is already used by another topic",
                        notes: [
                            DiagnosticNote(
                                file: first.path, range: first.range(ofKey: "id"), message: "first used here")
                        ]
                    )
                )
                continue
            }
            byID[topic.id] = topic
            kept.append(topic)
        }

        var sections = declared
        let known = Set(declared.map(\.id))
        if sectionsPath == nil {
            // Without a sections file, sections are whatever topics name, titled from their ids.
            for id in Set(kept.map(\.section)).sorted() {
                sections.append(
                    Section(id: id, title: id.split(separator: "-").joined(separator: " ").capitalizedFirst()))
            }
        } else if let sectionsPath {
            kept.removeAll { topic in
                guard !known.contains(topic.section) else { return false }
                byID[topic.id] = nil
                let suggestion = NearMiss.suggestion(for: topic.section, among: known.sorted())
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                let range = topic.range(ofKey: "section")
                diagnostics.append(
                    Diagnostic(
                        id: "topic.unknown-section", file: topic.path, range: range,
                        summary: "section '\(topic.section)' is not listed in \(sectionsPath)\(hint)",
                        fixIts: suggestion.map { [FixIt(range: range, replacement: $0)] } ?? []
                    )
                )
                return true
            }
        }

        // Navigation order: by section, then order; titles and ids are compared only on a tie.
        let sectionRank = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
        let ranks = kept.map { (sectionRank[$0.section] ?? .max, $0.order ?? .max) }
        let navigation = kept.indices.sorted { left, right in
            if ranks[left] != ranks[right] { return ranks[left] < ranks[right] }
            let (leftTitle, rightTitle) = (kept[left].title, kept[right].title)
            if leftTitle != rightTitle { return leftTitle < rightTitle }
            return kept[left].id < kept[right].id
        }
        kept = navigation.map { kept[$0] }
        var idsByPath: [String: String] = [:]
        idsByPath.reserveCapacity(kept.count)
        for topic in kept { idsByPath[topic.contentPath] = idsByPath[topic.contentPath] ?? topic.id }
        var base = KnowledgeBase(topics: kept, sections: sections, topicsByID: byID, topicIDsByContentPath: idsByPath)
        base.positionInSection.reserveCapacity(kept.count)
        for topic in kept {
            base.positionInSection[topic.id] = base.topicsBySection[topic.section, default: []].count
            base.topicsBySection[topic.section, default: []].append(topic)
        }
        return (base, diagnostics)
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
        return SourceRange(line: location.line, column: location.column, length: key.count)
    }
}

extension String {
    fileprivate func capitalizedFirst() -> String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
