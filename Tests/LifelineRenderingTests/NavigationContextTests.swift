import LifelineContent
import Testing

@testable import LifelineRendering

@Suite("The sidebar stays bounded in a large section")
struct NavigationContextTests {
    func knowledgeBase(topicsInSection count: Int) throws -> KnowledgeBase {
        let topics = try (0..<count).map { index in
            let id = "topic-\(index)"
            let text = "---\nid: \(id)\ntitle: T\(index)\nkind: concept\nsection: big\norder: \(index)\n---\nBody\n"
            return try #require(TopicParser.parse(text, path: "Content/big/\(id).md", contentPath: "big/\(id).md").0)
        }
        return KnowledgeBase.assemble(
            topics: topics, sections: [Section(id: "big", title: "Big")], sectionsPath: "Content/sections.yml"
        )
        .0
    }

    func listedTitles(_ base: KnowledgeBase, page: String) throws -> (titles: [String], more: [String: Any]?) {
        let navigation = NavigationContext(knowledgeBase: base)
        let big = try #require(base.sections.first)
        let (listed, count) = navigation.listedTopics(of: big, currentPage: page, currentSection: "big")
        let section = navigation.entry(
            for: big, currentPage: page, currentSection: "big", topicItems: "", listed: listed.count, count: count)
        return (listed.map(\.title), section["more"] as? [String: Any])
    }

    @Test func listsEveryTopicOfASmallSection() throws {
        let base = try knowledgeBase(topicsInSection: NavigationContext.listedTopicLimit)
        let (titles, more) = try listedTitles(base, page: "big/topic-3.html")
        #expect(titles.count == NavigationContext.listedTopicLimit)
        #expect(more == nil)
    }

    @Test func listsAWindowAroundTheCurrentTopicAndLinksToTheRest() throws {
        let base = try knowledgeBase(topicsInSection: 200)
        let (titles, more) = try listedTitles(base, page: "big/topic-100.html")
        #expect(titles.count == NavigationContext.listedTopicLimit)
        #expect(titles.contains("T100"))
        #expect(titles.first == "T93" && titles.last == "T107")
        #expect(more?["count"] as? Int == 200)
        #expect(more?["href"] as? String == "index.html")
    }

    @Test(arguments: [(0, 0), (1, 0), (199, 185), (nil, 0)] as [(Int?, Int)])
    func keepsTheWindowInsideTheSection(current: Int?, start: Int) {
        let window = NavigationContext.window(of: 200, around: current)
        #expect(window == start..<(start + NavigationContext.listedTopicLimit))
    }
}
