import LifelineContent
import LifelineRendering
import Testing

@Suite("The search index")
struct SearchIndexTests {
    @Test func cannotCloseTheScriptItIsLoadedBy() throws {
        let text =
            "---\nid: a\ntitle: \"</script><script>alert(1)</script>\"\nkind: concept\nsection: s\n---\nBody & more\n"
        let topic = try #require(TopicParser.parse(text, path: "a.md", contentPath: "a.md").0)
        let (base, _) = KnowledgeBase.assemble(topics: [topic], sections: [], sectionsPath: nil)
        let script = SearchIndex.script(for: base, scenarios: [])
        #expect(!script.contains("</script"))
        #expect(!script.contains("<script"))
        #expect(script.contains("\\u003c/script\\u003e"))
        #expect(script.hasPrefix("window.LIFELINE_SEARCH={\"version\":1,"))
    }

    @Test func listsEveryCallbackOfTheEngineEvenWithoutATopic() {
        let (base, _) = KnowledgeBase.assemble(topics: [], sections: [], sectionsPath: nil)
        let script = SearchIndex.script(for: base, scenarios: [])
        #expect(script.contains("\"viewDidLoad\""))
        #expect(script.contains("\"viewWillAppear(_:)\""))
    }
}
