import LifelineContent
import LifelineDiagnostics
import Testing

/// A name the site uses for its own pages is refused where content takes it, at its line,
/// so that no page is written over another.
@Suite struct ReservedNameTests {
    @Test(arguments: ReservedNames.sectionIDs.sorted())
    func aSectionNamedLikeOneOfTheSitesFoldersIsRefusedAtItsLine(_ id: String) throws {
        let text = "- id: states\n  title: States\n- id: \(id)\n  title: Mine\n"
        let (sections, diagnostics) = SectionListParser.parse(text, path: "Content/sections.yml")
        #expect(sections.map(\.id) == ["states"])
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "sections.reserved-id")
        #expect(diagnostic.location.line == 3)
    }

    @Test func aTopicCalledIndexIsRefusedAtItsID() throws {
        let (_, diagnostics) = TopicParser.parse(
            "---\nid: index\ntitle: A\nkind: concept\nsection: s\n---\n", path: "Content/s/index.md",
            contentPath: "s/index.md")
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.reserved-id")
        #expect(diagnostic.location.line == 2)
    }
}

extension Array {
    fileprivate var only: Element? { count == 1 ? first : nil }
}
