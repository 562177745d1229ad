import Foundation
import LifelineContent
import LifelineRendering
import LifelineSite
import Testing

/// The renderer patches the search index of this repository's own content, with its scenarios
/// and its undocumented callbacks, into exactly the index a whole build writes; a count of
/// entries that disagreed with the file would refuse every patch and silently write the whole
/// index each time.
@Suite("The search index of the real content, patched")
struct SearchIndexUpdateTests {
    @Test func patchedEntriesGiveTheWholeIndex() async throws {
        let content = SiteFixture.repositoryRoot.appendingPathComponent("Content").path
        let checked = try await SiteFixture.checked(content)
        let (knowledgeBase, traces) = (checked.assembled, checked.traceSource)
        let (templates, _) = TemplateSet.compile(
            Dictionary(uniqueKeysWithValues: TemplateSet.requiredNames.map { ($0, "") }), directory: "Templates")
        func index(of base: KnowledgeBase) throws -> [UInt8] {
            let renderer = SiteRenderer(templates: try #require(templates), knowledgeBase: base, traces: traces)
            let page = try #require(renderer.dataFiles(baseURL: "/").first { $0.path == SearchIndex.path })
            return Array(page.html.utf8)
        }
        let before = try index(of: knowledgeBase)
        #expect(traces.scenarios.ids.count > 5)

        let chosen = [0, knowledgeBase.topics.count / 2, knowledgeBase.topics.count - 1].map {
            knowledgeBase.topics[$0]
        }
        let edited = chosen.map { topic in
            var topic = topic
            topic.summary = "An edited \"summary\" of \(topic.id)."
            return topic
        }
        let editedIDs = Set(edited.map(\.id))
        let (editedBase, _) = KnowledgeBase.assemble(
            topics: knowledgeBase.topics.filter { !editedIDs.contains($0.id) } + edited,
            sections: knowledgeBase.sections, sectionsPath: "sections.yml")
        let renderer = SiteRenderer(templates: try #require(templates), knowledgeBase: editedBase, traces: traces)
        let patched = try #require(renderer.searchIndex(replacingEntriesOf: edited, in: before))
        #expect(patched == (try index(of: editedBase)))
        #expect(patched != before)
    }
}
