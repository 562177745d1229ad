import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import Testing

@testable import LifelineValidation

@Suite("Suggestions among topic ids")
struct TopicIDSuggestionsTests {
    /// A topic renamed while many others still name it: every link and `related` entry to the
    /// old name gets the new one as its did-you-mean.
    @Test func everyTopicThatNamesARenamedTopicGetsTheNewName() async throws {
        var fixture = ValidationFixture()
        fixture.topics["view-will-appear"] = ValidationFixture.topic("view-will-appear")
        for index in 0..<40 {
            fixture.topics["t\(index)"] = ValidationFixture.topic(
                "t\(index)", extra: "related: [view-will-apear]\n", body: "See [it](view-will-apear.md).\n")
        }
        var found: [Diagnostic] = []
        for rule in ["LinkRule", "RelatedTopicRule"] {
            let rule = try #require(Validator.standardRules.first { String(describing: type(of: $0)) == rule })
            found += await fixture.run(rule)
        }
        #expect(found.count == 80)
        #expect(found.allSatisfy { $0.summary.contains("did you mean 'view-will-appear") })
    }

    /// Each name is looked up once, and the ids are read and sorted once, however many topics
    /// ask and in whatever order. Before, every topic naming a removed topic sorted all the ids
    /// and compared the name with each of them again.
    @Test func looksEachNameUpOnceForAllTopics() async {
        let suggestions = TopicIDSuggestions()
        let reads = Counter()
        let ids = ["view-did-load", "view-will-appear", "load-view"]
        let answers = await withTaskGroup(of: String?.self) { group in
            for index in 0..<200 {
                group.addTask {
                    suggestions.suggestion(for: index.isMultiple(of: 2) ? "view-did-lod" : "lode-view") {
                        reads.add()
                        return ids
                    }
                }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(reads.value == 1)
        #expect(answers.filter { $0 == "view-did-load" }.count == 100)
        #expect(answers.filter { $0 == "load-view" }.count == 100)
        #expect(suggestions.suggestion(for: "view-did-lod") { [String]() } == "view-did-load")
    }

    /// A context given another knowledge base suggests among that base's ids, not among the
    /// ids of the base it asked first.
    @Test func aContextGivenAnotherKnowledgeBaseSuggestsAmongItsIDs() throws {
        func base(_ ids: [String]) throws -> KnowledgeBase {
            let topics = try ids.map { id in
                try #require(
                    TopicParser.parse(ValidationFixture.topic(id), path: "Content/\(id).md", contentPath: "\(id).md").0)
            }
            return KnowledgeBase.assemble(topics: topics, sections: [], sectionsPath: nil).0
        }
        var context = ValidationContext(
            knowledgeBase: try base(["view-did-load"]), scenarios: ScenarioLibrary(files: []))
        func ask() -> String? {
            context.topicIDSuggestions.suggestion(for: "view-did-lod") { context.knowledgeBase.topicsByID.keys }
        }
        #expect(ask() == "view-did-load")
        context.knowledgeBase = try base(["view-did-lode"])
        #expect(ask() == "view-did-lode")
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
