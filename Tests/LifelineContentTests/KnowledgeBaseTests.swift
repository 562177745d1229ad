import LifelineContent
import LifelineDiagnostics
import Testing

@Suite("Assembling topics into a knowledge base")
struct KnowledgeBaseTests {
    func topic(_ id: String, path: String, section: String = "states") throws -> Topic {
        let text = "---\nid: \(id)\ntitle: \(id.capitalized)\nkind: concept\nsection: \(section)\n---\nBody\n"
        return try #require(TopicParser.parse(text, path: "Content/\(path)", contentPath: path).0)
    }

    @Test func reportsDuplicateIDWithNoteAtFirstUse() throws {
        let first = try topic("active", path: "a/active.md")
        let second = try topic("active", path: "b/active.md")
        let (base, diagnostics) = KnowledgeBase.assemble(topics: [second, first], sections: [], sectionsPath: nil)
        #expect(base.topics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "topic.duplicate-id")
        #expect(diagnostic.file == "Content/b/active.md")
        // At the id itself, here and in the note.
        #expect(diagnostic.location == SourceLocation(line: 2, column: 5))
        #expect(diagnostic.notes.first?.file == "Content/a/active.md")
        #expect(diagnostic.notes.first?.range?.start == SourceLocation(line: 2, column: 5))
    }

    @Test func reportsTopicsInSectionsTheListDoesNotHave() throws {
        let sections = [Section(id: "states", title: "States")]
        let (_, diagnostics) = KnowledgeBase.assemble(
            topics: [try topic("a", path: "a.md", section: "statse")], sections: sections,
            sectionsPath: "Content/sections.yml"
        )
        #expect(diagnostics.first?.id == "topic.unknown-section")
        #expect(diagnostics.first?.fixIts.first?.replacement == "states")
    }

    /// A section nothing like any listed one (often the folder's name) gets the list instead of
    /// a guess; the topic is set aside, so that what names it is not reported again.
    @Test func listsTheSectionsWhenNoneIsNearAndSetsTheTopicAside() throws {
        let sections = [Section(id: "states", title: "States"), Section(id: "guides", title: "Guides")]
        let (base, diagnostics) = KnowledgeBase.assemble(
            topics: [try topic("a", path: "scenario-guides/a.md", section: "scenario-guides")], sections: sections,
            sectionsPath: "Content/sections.yml"
        )
        #expect(
            diagnostics.map(\.summary) == [
                "section 'scenario-guides' is not listed in Content/sections.yml; the sections are guides, states"
            ])
        #expect(base.unplacedTopicPaths == ["scenario-guides/a.md"])
        #expect(base.topicsByID["a"] == nil)
    }

    @Test func resolvesLinksByRelativePathThenByID() throws {
        let active = try topic("active", path: "states/active.md")
        let launch = try topic("launch", path: "guides/launch.md")
        let (base, _) = KnowledgeBase.assemble(topics: [active, launch], sections: [], sectionsPath: nil)
        #expect(
            base.resolve(link: "../states/active.md#leaving", from: launch) == .topic(id: "active", anchor: "leaving"))
        #expect(base.resolve(link: "active.md", from: launch) == .topic(id: "active", anchor: nil))
        #expect(base.resolve(link: "missing.md", from: launch) == .unresolved(path: "missing.md", anchor: nil))
        #expect(base.resolve(link: "https://example.com/a.md", from: launch) == .external)
        #expect(base.resolve(link: "#top", from: launch) == .samePage(anchor: "top"))
        #expect(
            base.resolve(link: "../../outside.md", from: launch) == .unresolved(path: "../../outside.md", anchor: nil))
    }

    @Test func ordersTopicsBySectionListThenOrderThenTitle() throws {
        var b = try topic("b", path: "b.md", section: "second")
        b.order = 1
        let a = try topic("a", path: "a.md", section: "second")
        let c = try topic("c", path: "c.md", section: "first")
        let sections = [Section(id: "first", title: "First"), Section(id: "second", title: "Second")]
        let (base, _) = KnowledgeBase.assemble(topics: [a, b, c], sections: sections, sectionsPath: "s.yml")
        #expect(base.topics.map(\.id) == ["c", "b", "a"])
        #expect(base.neighbours(of: b).next?.id == "a")
        #expect(base.neighbours(of: b).previous == nil)
    }

    /// Topics in several sections (one the list lacks), with shared titles, shared orders and a
    /// repeated id; in an order given by `permutation`.
    func mixedTopics(_ permutation: [Int]) throws -> [Topic] {
        var topics: [Topic] = []
        for index in 0..<24 {
            let section = ["first", "second", "third", "missing"][index % 4]
            var topic = try topic("topic-\(index % 23)", path: "\(section)/\(100 + index).md", section: section)
            topic.title = "Title \(index % 3)"
            topic.order = index % 5 == 0 ? nil : index % 2
            topics.append(topic)
        }
        return permutation.map { topics[$0] }
    }

    @Test func topicsGivenInAnyOrderAssembleAlike() throws {
        let sections = ["first", "second", "third"].map { Section(id: $0, title: $0) }
        let sorted = try mixedTopics(Array(0..<24))
        let (base, diagnostics) = KnowledgeBase.assemble(topics: sorted, sections: sections, sectionsPath: "s.yml")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let shuffled = try mixedTopics(Array(0..<24).shuffled(using: &generator))
            let (other, otherDiagnostics) = KnowledgeBase.assemble(
                topics: shuffled, sections: sections, sectionsPath: "s.yml")
            #expect(other.topics == base.topics)
            #expect(other.topicsByID == base.topicsByID)
            #expect(
                Set(otherDiagnostics.map { "\($0.file) \($0.summary)" })
                    == Set(diagnostics.map { "\($0.file) \($0.summary)" }))
        }
        #expect(diagnostics.map(\.id).sorted().first == "topic.duplicate-id")
    }

    @Test func findsATopicsIndexAndItsTopicByFileWithoutAPass() throws {
        let sections = ["first", "second", "third"].map { Section(id: $0, title: $0) }
        for sectionsPath in ["s.yml", nil] {
            let (base, _) = KnowledgeBase.assemble(
                topics: try mixedTopics(Array(0..<24)), sections: sectionsPath == nil ? [] : sections,
                sectionsPath: sectionsPath)
            #expect(base.topics.count == (sectionsPath == nil ? 23 : 18))
            for (index, topic) in base.topics.enumerated() {
                #expect(base.index(ofTopicID: topic.id) == index)
                #expect(base.topic(atContentPath: topic.contentPath) == topic)
            }
            #expect(base.index(ofTopicID: "nothing") == nil)
            #expect(base.topic(atContentPath: "missing/nothing.md") == nil)
        }
    }

    /// The order, the sections' lists and the positions, against their plain definitions: by
    /// the section's place in the list, then order, title and id.
    @Test func sectionsAndPositionsFollowTheNavigationOrder() throws {
        let declared = ["third", "first", "second"].map { Section(id: $0, title: $0) }
        for (sections, sectionsPath) in [(declared, "s.yml"), ([], nil)] as [([Section], String?)] {
            let (base, _) = KnowledgeBase.assemble(
                topics: try mixedTopics(Array(0..<24)), sections: sections, sectionsPath: sectionsPath)
            let rank = Dictionary(uniqueKeysWithValues: base.sections.enumerated().map { ($1.id, $0) })
            let expected = base.topics.sorted { left, right in
                let leftKey = (rank[left.section] ?? -1, left.order ?? .max)
                let rightKey = (rank[right.section] ?? -1, right.order ?? .max)
                if leftKey != rightKey { return leftKey < rightKey }
                return (left.title, left.id) < (right.title, right.id)
            }
            #expect(base.topics.map(\.id) == expected.map(\.id))
            for section in base.sections {
                let members = base.topics.filter { $0.section == section.id }
                #expect(base.topics(in: section) == members, "\(section.id)")
                for (position, topic) in members.enumerated() {
                    #expect(base.position(ofTopicID: topic.id) == position)
                }
            }
            #expect(base.sections.allSatisfy { !base.topics(in: $0).isEmpty })
        }
    }

    /// `SectionListParser` refuses a repeated section id; handed one anyway, assembling keeps
    /// the first place rather than trapping.
    @Test func aRepeatedSectionIDRanksByItsFirstPlace() throws {
        let sections = ["second", "first", "second"].map { Section(id: $0, title: $0) }
        let topics = [try topic("a", path: "a.md", section: "first"), try topic("b", path: "b.md", section: "second")]
        let (base, diagnostics) = KnowledgeBase.assemble(topics: topics, sections: sections, sectionsPath: "s.yml")
        #expect(base.topics.map(\.id) == ["b", "a"])
        #expect(diagnostics.isEmpty)
    }
}
