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
        #expect(diagnostic.location == SourceLocation(line: 2, column: 1))
        #expect(diagnostic.notes.first?.file == "Content/a/active.md")
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
}
