import LifelineReview
import Testing

/// Scenarios are compared by their simulated traces, not by their text.
@Suite("Scenario changes")
struct ScenarioChangeTests {
    @Test func showsWhereAChangedScenarioTraceDiffers() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/scenarios/push-pop.yml", replacing: "steps: [launch, { push: B }, pop]",
            with: "steps: [launch, { push: B }]")
        try fixture.commit("stop after the push")

        let review = try await fixture.review()
        let change = try #require(review.scenarios.only)
        #expect(change.id == "push-pop")
        #expect(change.change == .changed)
        #expect(change.fileChanged)
        #expect(change.traceChanged)
        #expect(change.base?.steps.count == 37)
        #expect(change.head?.steps.count == 27)
        let removed = change.traceDiff.filter { $0.hasPrefix("- ") }
        #expect(removed.count == 10)
        #expect(removed.first == "- B willMoveToParentViewController: · active")
        #expect(change.traceDiff.allSatisfy { !$0.hasPrefix("+ ") })
    }

    @Test func reportsAnEditThatKeepsTheTraceAsAFileChangeOnly() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/scenarios/push-pop.yml", replacing: "steps: [launch, { push: B }, pop]",
            with: "# The same steps, one per line.\nsteps:\n  - launch\n  - push: B\n  - pop")
        try fixture.commit("reformat the scenario")

        let review = try await fixture.review()
        let change = try #require(review.scenarios.only)
        #expect(change.fileChanged)
        #expect(!change.traceChanged)
        #expect(change.traceDiff.isEmpty)
        #expect(review.scenariosWithChangedTrace.isEmpty)
        #expect(review.pages.isEmpty)
    }

    @Test func reportsAddedRemovedAndBrokenScenarioFiles() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(
            "Content/scenarios/launch.yml",
            "id: launch\ntitle: Launch\nplatform: ios13\napp: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }\ncontrollers:\n  A: { created: storyboard }\nsteps: [launch]"
        )
        try fixture.edit("Content/scenarios/push-pop.yml", replacing: "{ push: B }", with: "{ psuh: B }")
        try fixture.commit("add one, break one")

        let review = try await fixture.review()
        let byID = Dictionary(uniqueKeysWithValues: review.scenarios.map { ($0.id, $0) })
        let added = try #require(byID["launch"])
        #expect(added.change == .added)
        #expect(added.head?.steps.isEmpty == false)
        let broken = try #require(byID["push-pop"])
        #expect(broken.change == .changed)
        #expect(broken.traceChanged)
        #expect(broken.head?.failure == "the scenario file has errors")
        #expect(review.introducesErrors)
    }
}
