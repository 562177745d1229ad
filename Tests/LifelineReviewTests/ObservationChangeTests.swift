import Foundation
import LifelineTestFixtures
import Testing

@testable import LifelineReview

/// Device logs a change brings, edits or removes are listed with the engine's verdict on each
/// side: a pull request that adds evidence shows whether the engine bears it out.
@Suite("Observation changes")
struct ObservationChangeTests {
    @Test func listsAddedEditedAndUnreadableLogsWithTheirVerdicts() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(ObservationFixture.path, ObservationFixture.text(expect: ObservationFixture.reproducedLines))
        try fixture.write("Content/observations/navigation/broken.yml", "id: broken\ntitle: [unclosed\n")
        try fixture.commit("add two logs")

        let added = try await fixture.review()
        #expect(
            added.observations == [
                ObservationChange(
                    change: .added, path: "Content/observations/navigation/broken.yml", title: nil, base: nil,
                    head: "unreadable"),
                ObservationChange(
                    change: .added, path: ObservationFixture.path, title: "Push and pop", base: nil, head: "reproduced"),
            ])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewJSON.encode(added).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["observations"] as? [String: Int] == ["added": 2, "removed": 0, "changed": 0])
        #expect((json["observations"] as? [[String: Any]])?.count == 2)
        let markdown = ReviewMarkdown.render(added)
        #expect(markdown.contains("| Device logs | 2 added; on the head: 1 reproduced, 1 unreadable |"))
        #expect(markdown.contains("- **added** `\(ObservationFixture.path)` Push and pop: reproduced"))

        try fixture.write(ObservationFixture.path, ObservationFixture.text(expect: ObservationFixture.swappedLines))
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
        try fixture.write(ObservationFixture.path, ObservationFixture.text(expect: ObservationFixture.reproducedLines))
        try fixture.commit("add a log")
        try fixture.edit("Content/guides/push.md", replacing: "Push", with: "Pushing")
        try fixture.commit("edit a topic only")
        #expect(try await fixture.review().observations.isEmpty)
    }
}
