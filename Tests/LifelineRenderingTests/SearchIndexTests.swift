import Foundation
import LifelineContent
import LifelineEngine
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
        #expect(script.hasPrefix("window.LIFELINE_SEARCH={\"version\":2,"))
    }

    /// A translated index sums up the callbacks no topic documents in its language where it
    /// has their text, and in English where it has not.
    @Test func aTranslatedIndexSumsUpCallbacksInItsLanguage() throws {
        let (base, _) = KnowledgeBase.assemble(topics: [], sections: [], sectionsPath: nil)
        let english = try #require(CallbackRegistry.callback(selector: "viewDidLoad")).summary
        let other = try #require(CallbackRegistry.callback(selector: "viewWillAppear:")).summary
        let script = SearchIndex.script(
            for: base, scenarios: [], language: .simplifiedChinese, callbackSummaries: ["viewDidLoad": "视图已载入（测试）"])
        #expect(script.contains("视图已载入（测试）") && !script.contains(english))
        #expect(script.contains(other), "a callback without a text keeps its English one")
        #expect(SearchIndex.script(for: base, scenarios: []).contains(english))
    }

    /// A term on a page's last line is in its entry once, however often it occurs: the
    /// index covers the whole text without holding it.
    @Test func holdsEachTermOfTheWholeTextOnce() throws {
        let filler = String(repeating: "Plain filler prose keeps going here. ", count: 40)
        let text =
            "---\nid: a\ntitle: A\nkind: concept\nsection: s\n---\n\(filler)\n\n"
            + "```sequence push\nDetail viewDidLayoutSubviews\nDetail viewDidLayoutSubviews\n```\n\n"
            + "The rotation ends with `viewDidLayoutSubviews` and a zebracorn.\n"
        let topic = try #require(TopicParser.parse(text, path: "a.md", contentPath: "a.md").0)
        let (base, _) = KnowledgeBase.assemble(topics: [topic], sections: [], sectionsPath: nil)
        let script = SearchIndex.script(for: base, scenarios: [])
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("[\"A\"") })
        let fields = try #require(
            try JSONSerialization.jsonObject(with: Data((line.hasSuffix(",") ? line.dropLast() : line[...]).utf8))
                as? [String])
        #expect(fields.count == 7)
        let (excerpt, identifiers) = (fields[5], fields[6])
        #expect(!excerpt.contains("viewDidLayoutSubviews"))
        #expect(identifiers == "viewDidLayoutSubviews")
        #expect(line.components(separatedBy: "viewDidLayoutSubviews").count - 1 == 1)
        // Prose past the excerpt is not indexed: only identifiers are.
        #expect(!line.contains("zebracorn"))
    }

    @Test func listsEveryCallbackOfTheEngineEvenWithoutATopic() {
        let (base, _) = KnowledgeBase.assemble(topics: [], sections: [], sectionsPath: nil)
        let script = SearchIndex.script(for: base, scenarios: [])
        #expect(script.contains("\"viewDidLoad\""))
        #expect(script.contains("\"viewWillAppear(_:)\""))
    }
}

/// An incremental build rewrites only the changed topics' lines of the search index; the file
/// must come out as the whole index of the new knowledge base would.
@Suite("The search index, entries replaced in place")
struct SearchIndexReplacementTests {
    static func topic(_ id: String, section: String, body: String) throws -> Topic {
        let text = "---\nid: \(id)\ntitle: Topic \(id)\nkind: concept\nsection: \(section)\n---\n\(body)\n"
        return try #require(TopicParser.parse(text, path: "\(id).md", contentPath: "\(id).md").0)
    }

    static func base(_ topics: [Topic]) -> KnowledgeBase {
        KnowledgeBase.assemble(topics: topics, sections: [], sectionsPath: nil).0
    }

    /// The entries of an index of concept topics: one each, and one per callback.
    static func entryCount(_ base: KnowledgeBase) -> Int {
        SearchIndex.entryCount(topicCount: base.topics.count, documented: { _ in false }, scenarioCount: 0)
    }

    @Test func givesTheIndexAWholeBuildWrites() throws {
        let topics = try (0..<12).map {
            try Self.topic("t\($0)", section: $0 % 2 == 0 ? "even" : "odd", body: "Body \($0).")
        }
        let before = Array(SearchIndex.script(for: Self.base(topics), scenarios: []).utf8)
        for changed in [[0], [5], [11], [2, 7, 3]] {
            var edited = topics
            for index in changed {
                edited[index] = try Self.topic(
                    "t\(index)", section: index % 2 == 0 ? "even" : "odd",
                    body: "New \"text\" <with> escapes\tand\nlines for \(index).")
            }
            let base = Self.base(edited)
            let positioned = base.topics.enumerated().filter { entry in
                changed.contains { "t\($0)" == entry.element.id }
            }.map { (position: $0.offset, topic: $0.element) }
            let replaced = SearchIndex.replacingEntries(
                positioned, in: before, entryCount: Self.entryCount(base))
            let whole = SearchIndex.script(for: base, scenarios: [])
            #expect(replaced.map { String(decoding: $0, as: UTF8.self) } == whole, "changed \(changed)")
        }
    }

    /// With every callback documented and no scenarios, a topic's entry is the file's last, and
    /// the last entry has no comma after it.
    @Test func theLastEntryCanBeATopicAndHasNoComma() throws {
        func topics(summary: String) -> [Topic] {
            CallbackRegistry.all.enumerated().map { index, callback in
                Topic(
                    path: "c\(index).md", contentPath: "c\(index).md", id: "c\(index)", title: callback.selector,
                    kind: .callback, section: "callbacks", summary: summary,
                    details: .callback(CallbackFacts(selector: callback.selector, owner: "UIView", swift: nil)))
            }
        }
        let before = Self.base(topics(summary: "Before."))
        let after = Self.base(topics(summary: "After."))
        let documented = Set(CallbackRegistry.all.map(\.selector))
        let count = SearchIndex.entryCount(
            topicCount: after.topics.count, documented: documented.contains, scenarioCount: 0)
        #expect(count == after.topics.count)
        let script = Array(SearchIndex.script(for: before, scenarios: []).utf8)
        for position in [after.topics.count - 1, after.topics.count - 2, 0, after.topics.count / 2] {
            var expected = before.topics
            expected[position] = after.topics[position]
            let replaced = SearchIndex.replacingEntries(
                [(position: position, topic: after.topics[position])], in: script, entryCount: after.topics.count)
            let whole = SearchIndex.script(
                for: KnowledgeBase.assemble(topics: expected, sections: [], sectionsPath: nil).0, scenarios: [])
            #expect(replaced.map { String(decoding: $0, as: UTF8.self) } == whole, "position \(position)")
        }
    }

    /// An edit past a page's first words, with no new identifier, leaves its entry as it was:
    /// the index comes back as the same buffer, so the build neither copies nor compares it.
    @Test func anUnchangedEntryGivesBackTheIndexItself() throws {
        let topics = try (0..<4).map { try Self.topic("t\($0)", section: "s", body: "Body \($0).") }
        let base = Self.base(topics)
        let script = Array(SearchIndex.script(for: base, scenarios: []).utf8)
        let count = Self.entryCount(base)
        for positions in [[0], [3], [1, 2]] {
            let entries = positions.map { (position: $0, topic: base.topics[$0]) }
            let replaced = try #require(SearchIndex.replacingEntries(entries, in: script, entryCount: count))
            #expect(replaced == script)
            #expect(
                replaced.withUnsafeBufferPointer(\.baseAddress) == script.withUnsafeBufferPointer(\.baseAddress),
                "positions \(positions)")
        }
        // One entry the same and one changed: a new index, with the change.
        var edited = base.topics
        edited[2] = try Self.topic("t2", section: "s", body: "Other words.")
        let replaced = try #require(
            SearchIndex.replacingEntries(
                [(position: 1, topic: edited[1]), (position: 2, topic: edited[2])], in: script, entryCount: count))
        #expect(replaced != script)
        #expect(
            String(decoding: replaced, as: UTF8.self)
                == SearchIndex.script(
                    for: KnowledgeBase.assemble(topics: edited, sections: [], sectionsPath: nil).0, scenarios: []))
    }

    @Test func refusesAFileThatIsNotAnIndexOfThatShape() throws {
        let topics = try (0..<3).map { try Self.topic("t\($0)", section: "s", body: "Body \($0).") }
        let base = Self.base(topics)
        let script = Array(SearchIndex.script(for: base, scenarios: []).utf8)
        let count = Self.entryCount(base)
        let entry = [(position: 1, topic: topics[1])]
        #expect(SearchIndex.replacingEntries(entry, in: script, entryCount: count) != nil)
        // An entry more or less than the knowledge base has, a cut file, another file.
        #expect(SearchIndex.replacingEntries(entry, in: script, entryCount: count + 1) == nil)
        #expect(SearchIndex.replacingEntries(entry, in: script, entryCount: count - 1) == nil)
        #expect(SearchIndex.replacingEntries(entry, in: Array(script.dropLast(3)), entryCount: count) == nil)
        #expect(SearchIndex.replacingEntries(entry, in: Array("var x = 1;\n".utf8), entryCount: count) == nil)
        #expect(
            SearchIndex.replacingEntries([(position: count, topic: topics[0])], in: script, entryCount: count) == nil)
    }
}
