import LifelineReview
import Testing

/// Sequence claims: edited steps as a small diff, and verdicts that flip between proven
/// and failing, whether the claim or its scenario changed.
@Suite("Claim changes")
struct ClaimChangeTests {
    @Test func showsEditedClaimStepsAsADiffAndTheVerdictTurningToFailing() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/guides/push.md", replacing: "A viewDidDisappear:\nB viewDidAppear:",
            with: "B viewDidAppear:\nA viewDidDisappear:")
        try fixture.commit("swap two claimed steps")

        let review = try await fixture.review()
        let claim = try #require(review.claims.only)
        #expect(claim.topic == "push")
        #expect(claim.scenario == "push-pop")
        #expect(claim.file == "Content/guides/push.md")
        #expect(claim.line == 13)
        #expect(claim.stepsChanged)
        #expect(claim.verdictChanged)
        #expect(claim.base?.verdict == .proven)
        #expect(claim.head?.verdict == .failing)
        #expect(claim.head?.reason?.contains("differs from scenario 'push-pop'") == true)
        #expect(
            claim.stepDiff == [
                "  A viewWillDisappear:", "  B viewWillAppear:", "+ B viewDidAppear:", "  A viewDidDisappear:",
                "- B viewDidAppear:",
            ])
        #expect(review.diagnostics.introduced.map(\.id) == ["claim.mismatch"])
        #expect(review.introducesErrors)
        // The fixture keeps no device log: what backs the claim is said, version by version.
        #expect(claim.head?.evidence?.map(\.level) == ["inferred"])
        #expect(claim.head?.evidence?.first?.observations == [])
        // Nor any log of the claimed calls, which the review names for the page to say.
        #expect(
            claim.head?.evidence?.first?.unlogged == [
                "viewDidAppear:", "viewDidDisappear:", "viewWillAppear:", "viewWillDisappear:",
            ])
    }

    /// A new page's claims are what its reviewer most needs checked; they were left out,
    /// since only topics present on both sides were compared. So were a removed page's.
    @Test func listsTheClaimsOfAnAddedTopicAsNewAndThoseOfARemovedOneAsGone() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(
            "Content/guides/pushed.md",
            GitFixture.push.replacingOccurrences(of: "id: push\n", with: "id: pushed\n"))
        try fixture.remove("Content/guides/push.md")
        try fixture.commit("the guide under a new id")

        let review = try await fixture.review()
        let added = try #require(review.claims.first { $0.topic == "pushed" })
        #expect(added.base == nil)
        #expect(added.head?.verdict == .proven)
        #expect(added.file == "Content/guides/pushed.md")
        let removed = try #require(review.claims.first { $0.topic == "push" })
        #expect(removed.head == nil)
        #expect(removed.base?.verdict == .proven)
        #expect(removed.file == "Content/guides/push.md")
    }

    @Test func reportsAnUnchangedClaimWhoseVerdictFlipsWhenItsScenarioChanges() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/scenarios/push-pop.yml", replacing: "  B: { created: init }",
            with: "  B: { created: init }\n  C: { created: init }")
        try fixture.edit(
            "Content/scenarios/push-pop.yml", replacing: "steps: [launch, { push: B }, pop]",
            with: "steps: [launch, { push: C }, { push: B }, pop]")
        try fixture.commit("push another controller first")

        let failing = try await fixture.review()
        let claim = try #require(failing.claims.only)
        #expect(!claim.stepsChanged)
        #expect(claim.verdictChanged)
        #expect(claim.stepDiff.allSatisfy { $0.hasPrefix("  ") })
        #expect(claim.base?.verdict == .proven)
        #expect(claim.head?.verdict == .failing)

        let provenAgain = try await fixture.review(base: "HEAD", head: "HEAD~1")
        #expect(provenAgain.claims.only?.head?.verdict == .proven)
        #expect(provenAgain.diagnostics.fixed.map(\.id) == ["claim.mismatch"])
    }

    @Test func reportsClaimsAddedToAndRemovedFromATopic() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/guides/push.md", replacing: GitFixture.pushClaim, with: "")
        try fixture.edit(
            "Content/concepts/layers.md", replacing: "Every view has a layer.",
            with:
                "Every view has a layer.\n\n```sequence push-pop steps=3\nB viewWillDisappear:\nA viewWillAppear:\n```")
        try fixture.commit("move the claim")

        let review = try await fixture.review()
        #expect(review.claims.count == 2)
        let added = try #require(review.claims.first { $0.base == nil })
        #expect(added.topic == "layers")
        #expect(added.head?.steps == "3")
        #expect(added.head?.verdict == .proven)
        #expect(added.stepDiff == ["+ B viewWillDisappear:", "+ A viewWillAppear:"])
        let removed = try #require(review.claims.first { $0.head == nil })
        #expect(removed.topic == "push")
        #expect(removed.file == "Content/guides/push.md")
        #expect(!review.introducesErrors)
    }
}
