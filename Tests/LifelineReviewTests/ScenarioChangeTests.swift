import Foundation
import Testing

@testable import LifelineReview

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
        #expect(change.head?.steps.count == 29)
        let removed = change.traceDiff.filter { $0.hasPrefix("- ") }
        #expect(removed.count == 8)
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
        #expect(broken.head?.failure?.contains("psuh") == true)
        #expect(review.introducesErrors)
    }

    @Test func comparesWithTracesFromTheBasesOwnEngineWhenGivenOne() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        // A stand-in for a lifeline built at the base, whose engine made one callback only.
        let tool = fixture.root.appendingPathComponent("base-lifeline")
        try fixture.write(
            "base-lifeline",
            """
            #!/bin/sh
            echo '{"scenario": "push-pop", "platform": "ios13", "steps": [
              {"index": 1, "scenarioStep": 1, "action": "launch", "object": "A", "callback": "initWithCoder:", "swift": "init(coder:)", "appState": "inactive"}
            ]}'
            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)

        let review = try await Reviewer(
            options: .init(
                base: "HEAD", head: "HEAD", workingDirectory: fixture.root.path,
                baseEngine: BaseEngine(executable: tool.path))
        ).review()
        let change = try #require(review.scenarios.only)
        #expect(!change.fileChanged)
        #expect(change.traceChanged)
        #expect(change.base?.steps == ["A initWithCoder: · inactive"])
        #expect(change.traceDiff.filter { $0.hasPrefix("+ ") }.count == 36)
        #expect(review.baseEngine == tool.path)
    }

    @Test func readsTheFirstErrorOfTheBaseEnginesTraceCommand() {
        let printed =
            "Content/x.yml:2:17: error: step 2: pop with only one controller [scenario.pop-last-controller]\n    steps"
        #expect(BaseEngine.firstError(printed) == "step 2: pop with only one controller")
    }
}
