import LifelineDiagnostics
import LifelineReview
import Testing

/// Diagnostics are compared by rule, file and summary, so moved lines are not changes.
@Suite("Diagnostic changes")
struct DiagnosticChangeTests {
    @Test func reportsIntroducedAndFixedProblemsButNotOnesThatOnlyMoved() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/concepts/layers.md", replacing: "Every view has a layer.", with: "See [gone](gone.md).")
        try fixture.edit(
            "Content/concepts/windows.md", replacing: "A window holds the views.", with: "See [lost](lost.md).")
        try fixture.commit("two broken links")
        try fixture.edit("Content/concepts/layers.md", replacing: "# Layers", with: "# Layers\n\nA first paragraph.\n")
        try fixture.edit(
            "Content/concepts/windows.md", replacing: "See [lost](lost.md).", with: "See [layers](layers.md).")
        try fixture.edit(
            "Content/guides/push.md", replacing: "# Pushing", with: "# Pushing\n\nSee [missing](missing.md).")
        try fixture.commit("move one, fix one, add one")

        let review = try await fixture.review()
        #expect(
            review.diagnostics.introduced.map { "\($0.file):\($0.location.line) \($0.id)" } == [
                "Content/guides/push.md:11 link.broken"
            ])
        #expect(
            review.diagnostics.fixed.map { "\($0.file):\($0.location.line) \($0.id)" } == [
                "Content/concepts/windows.md:9 link.broken"
            ])
        #expect(review.introducesErrors)
    }

    @Test func keepsTheProblemsOfARenamedTopicUnderItsNewPath() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/concepts/layers.md", replacing: "Every view has a layer.", with: "See [gone](gone.md).")
        try fixture.commit("a broken link")
        try fixture.move("Content/concepts/layers.md", to: "Content/guides/layers.md")
        try fixture.commit("move the topic")

        let review = try await fixture.review()
        #expect(review.topics.map(\.change) == [.renamed])
        #expect(review.diagnostics.introduced.isEmpty)
        #expect(review.diagnostics.fixed.isEmpty)
        #expect(!review.introducesErrors)
    }
}
