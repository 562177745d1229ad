import LifelineReview
import Testing

/// Topics are matched by id: added, removed, renamed (same id in a moved file), changed
/// with the fields that changed, and broken when the file stays but no longer parses.
@Suite("Topic changes")
struct TopicChangeTests {
    @Test func reportsAddedRemovedAndRenamedTopicsByID() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(
            "Content/concepts/scenes.md",
            "---\nid: scenes\ntitle: Scenes\nkind: concept\nsection: concepts\n---\nScenes.")
        try fixture.remove("Content/concepts/windows.md")
        try fixture.move("Content/concepts/layers.md", to: "Content/guides/layers.md")
        try fixture.commit("add, remove, rename")

        let review = try await fixture.review()
        let changes = review.topics.map { "\($0.change.rawValue) \($0.id) \($0.basePath ?? "-") \($0.headPath ?? "-")" }
        #expect(
            changes == [
                "added scenes - Content/concepts/scenes.md",
                "removed windows Content/concepts/windows.md -",
                "renamed layers Content/concepts/layers.md Content/guides/layers.md",
            ])
        let renamed = try #require(review.topics.first { $0.change == .renamed })
        #expect(renamed.fields.isEmpty)
        #expect(renamed.body == nil)
    }

    @Test func listsTheFrontMatterFieldsThatChangedWithOldAndNewValues() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/guides/push.md", replacing: "title: Pushing a controller", with: "title: Push")
        try fixture.edit("Content/guides/push.md", replacing: "related: [layers]", with: "related: [layers, windows]")
        try fixture.edit("Content/guides/push.md", replacing: "summary: What a push does.\n", with: "")
        try fixture.edit(
            "Content/guides/push.md", replacing: "Pushing shows B over A.", with: "A push shows B.\n\nOver A.")
        try fixture.commit("edit front matter and body")

        let review = try await fixture.review()
        let change = try #require(review.topics.only)
        #expect(change.change == .changed)
        #expect(change.id == "push")
        #expect(change.title == "Push")
        #expect(
            change.fields == [
                FieldChange(key: "title", base: "Pushing a controller", head: "Push", line: 3),
                FieldChange(
                    key: "related", base: "[layers]", head: "[layers, windows]", line: 6, added: ["windows"],
                    removed: []),
                FieldChange(key: "summary", base: "What a push does.", head: nil, line: nil),
            ])
        // A list shows the items it gained, not both lists whole.
        let markdown = ReviewMarkdown.render(review)
        #expect(markdown.contains("  - `related`: added `windows`\n"))
        #expect(markdown.contains("  - `title`: `Pushing a controller` → `Push`\n"))
        #expect(markdown.contains("  - `summary`: `What a push does.` → *(none)*\n"))
        let annotations = ReviewAnnotations.render(review)
        #expect(annotations.contains("front matter 'related' changed: added windows"))
        #expect(annotations.contains("front matter 'summary' changed: What a push does. → (none)"))
        #expect(change.body == LineCounts(added: 3, removed: 1))
    }

    @Test func reportsATopicWhoseFrontMatterBreaksAsBrokenWithItsError() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/concepts/windows.md", replacing: "kind: concept", with: "kind: conept")
        try fixture.commit("break a topic")

        let review = try await fixture.review()
        let change = try #require(review.topics.only)
        #expect(change.change == .broken)
        #expect(change.headPath == "Content/concepts/windows.md")
        #expect(review.diagnostics.introduced.map(\.id).contains("topic.unknown-kind"))
        #expect(review.introducesErrors)

        let repaired = try await fixture.review(base: "HEAD", head: "HEAD~1")
        #expect(repaired.topics.map(\.change) == [.repaired])
        #expect(repaired.diagnostics.fixed.map(\.id).contains("topic.unknown-kind"))
        #expect(!repaired.introducesErrors)
    }

    @Test func reportsNothingWhenTheContentIsTheSame() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write("notes.txt", "not content")
        try fixture.commit("outside the content folder")

        let review = try await fixture.review()
        #expect(review.isEmpty)
        #expect(!review.introducesErrors)
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
