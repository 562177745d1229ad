import Foundation
import Testing

@testable import LifelineReview

/// Device logs a change brings, edits or removes are listed with the engine's verdict on each
/// side: a pull request that adds evidence shows whether the engine bears it out.
@Suite("Observation changes")
struct ObservationChangeTests {
    static let path = "Content/observations/navigation/navigation-sample.yml"

    static func log(expect: [String]) -> String {
        """
        id: navigation-sample
        title: Push and pop
        area: navigation
        kind: observed
        source: { url: "https://example.com/post", title: "A post" }
        ios: { stated: "13.2" }
        setup: Storyboard root A in a navigation controller; B made in code.
        printed: |
          A viewWillDisappear
          B viewWillAppear
        scenario:
          platform: ios13
          app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
          controllers: { A: { created: storyboard }, B: { created: init } }
          steps: [launch, { push: B }, pop]
          log: [A, B]
        from: 2
        compare: { callbacks: ["viewWillAppear:", "viewWillDisappear:"] }
        expect:
        \(expect.map { "  - \"\($0)\"" }.joined(separator: "\n"))

        """
    }

    static let logged = ["A viewWillDisappear:", "B viewWillAppear:", "B viewWillDisappear:", "A viewWillAppear:"]

    @Test func listsAddedEditedAndUnreadableLogsWithTheirVerdicts() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(Self.path, Self.log(expect: Self.logged))
        try fixture.write("Content/observations/navigation/broken.yml", "id: broken\ntitle: [unclosed\n")
        try fixture.commit("add two logs")

        let added = try await fixture.review()
        #expect(
            added.observations == [
                ObservationChange(
                    change: .added, path: "Content/observations/navigation/broken.yml", title: nil, base: nil,
                    head: "unreadable"),
                ObservationChange(
                    change: .added, path: Self.path, title: "Push and pop", base: nil, head: "reproduced"),
            ])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewJSON.encode(added).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["observations"] as? [String: Int] == ["added": 2, "removed": 0, "changed": 0])
        #expect((json["observations"] as? [[String: Any]])?.count == 2)
        let markdown = ReviewMarkdown.render(added)
        #expect(markdown.contains("| Device logs | 2 added; on the head: 1 reproduced, 1 unreadable |"))
        #expect(markdown.contains("- **added** `\(Self.path)` Push and pop: reproduced"))

        try fixture.write(Self.path, Self.log(expect: [Self.logged[1], Self.logged[0]] + Self.logged.dropFirst(2)))
        try fixture.remove("Content/observations/navigation/broken.yml")
        try fixture.commit("swap two lines, drop the broken log")
        let edited = try await fixture.review()
        #expect(edited.observations.map(\.change) == [.removed, .changed])
        #expect(edited.observations.last?.base == "reproduced")
        #expect(edited.observations.last?.head == "differs")
        #expect(ReviewMarkdown.render(edited).contains("Push and pop: reproduced → differs"))
        #expect(ReviewMarkdown.render(edited).contains("`Content/observations/navigation/broken.yml`: was unreadable"))
    }

    @Test func aLogWhoseBytesAreTheSameIsNotListed() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(Self.path, Self.log(expect: Self.logged))
        try fixture.commit("add a log")
        try fixture.edit("Content/guides/push.md", replacing: "Push", with: "Pushing")
        try fixture.commit("edit a topic only")
        #expect(try await fixture.review().observations.isEmpty)
    }
}
