import LifelineContent
import Testing

@testable import LifelineRendering

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

    /// The build cache keeps only a topic's excerpt, and the index takes the excerpt of it.
    @Test func theExcerptOfAnExcerptIsTheExcerpt() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["word", "a", " ", "  ", "\n", "\t", "é", "e\u{301}", " \u{301}", "🙂", "x"]
        for length in [0, 1, 5, 100, 390, 399, 400, 401, 402, 1_000] {
            for _ in 0..<40 {
                var text = ""
                while text.count < length { text += pieces.randomElement(using: &generator)! }
                let excerpt = SearchIndex.excerpt(of: text)
                #expect(SearchIndex.excerpt(of: excerpt) == excerpt, "\(text.debugDescription)")
                #expect(excerpt.count <= 400)
                #expect(excerpt.last.map { !$0.isWhitespace } ?? true)
            }
        }
        // A space would have been the 400th character: the excerpt stops before it.
        let text = String(repeating: "x", count: 399) + " y"
        #expect(SearchIndex.excerpt(of: text) == String(repeating: "x", count: 399))
    }

    /// The byte-by-byte excerpt of ASCII text is the character-by-character one.
    @Test func theASCIIExcerptIsTheCharacterExcerpt() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "word", "a", " ", "\r\n", "\r", "\n", "\t", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}", "x",
        ]
        for length in [0, 3, 200, 398, 399, 400, 401, 800] {
            for _ in 0..<50 {
                var text = ""
                while text.utf8.count < length { text += pieces.randomElement(using: &generator)! }
                let ascii = try #require(SearchIndex.asciiExcerpt(of: text))
                #expect(ascii == SearchIndex.characterExcerpt(of: text), "\(text.debugDescription)")
            }
        }
        #expect(SearchIndex.asciiExcerpt(of: "plain, then é") == nil)
    }
}
