import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
import LifelineValidation
import Testing

/// The check leaves each claim's result as a value, which the page and the review read:
/// the verdict, the verdict on each platform, the steps shown and their evidence.
@Suite("A claim's result, from the check to the page")
struct ClaimResultTests {
    /// The result of the claim in topic `t` whose fence is on `line`, after every standard rule.
    func result(of body: String, fenceLine line: Int) async throws -> (ClaimResult, [Diagnostic]) {
        var fixture = ValidationFixture()
        fixture.topics["t"] = ValidationFixture.topic("t", body: body)
        let claims = ClaimResults()
        let diagnostics = await fixture.run(Validator.standardRules, cache: TraceCache(), claims: claims)
        return (try #require(claims.result(file: "Content/t.md", fenceLine: line)), diagnostics)
    }

    @Test func aProvenClaimHoldsOnEveryPlatformAndShowsItsOwnLines() async throws {
        let body = "```sequence push-pop steps=2 platforms=ios13+\nA viewWillDisappear:\nB viewWillAppear:\n```\n"
        let (result, _) = try await result(of: body, fenceLine: 7)
        #expect(result.verdict == .proven)
        #expect(result.reason == nil)
        #expect(result.platforms.count == Platform.newest.major - 12)
        #expect(result.platforms.allSatisfy { $0.verdict == .holds })
        #expect(result.shownPlatform == Platform(major: 13))
        #expect(result.shownSteps?.map(\.summary) == ["A viewWillDisappear:", "B viewWillAppear:"])
        #expect(result.evidence.map(\.platform) == result.platforms.map(\.platform))
    }

    /// Two calls of the push step: the result says how many the step has and names every
    /// object and callback the table leaves out, so the page can say it shows an excerpt.
    @Test func aClaimOfSomeCallsOfAStepCarriesWhatItLeavesOut() async throws {
        let body = "```sequence push-pop steps=2\nA viewWillDisappear:\nB viewWillAppear:\n```\n"
        let (result, _) = try await result(of: body, fenceLine: 7)
        let excerpt = try #require(result.excerpt)
        let scenario = try #require(result.scenario)
        let trace = try TraceCache().trace(of: scenario, on: Platform(major: 13)).get().steps.filter {
            $0.scenarioStep == 2
        }
        #expect(excerpt.shown == 2)
        #expect(excerpt.total == trace.count)
        #expect(excerpt.omittedCallbacks.contains(.init(object: "B", selector: "viewIsAppearing:")))
        #expect(excerpt.omittedCallbacks.contains(.init(object: "A", selector: "viewDidDisappear:")))
        #expect(!excerpt.omittedCallbacks.contains(.init(object: "B", selector: "viewWillAppear:")))
        var others: [String] = []
        for step in trace where step.object != "A" && step.object != "B" && !others.contains(step.object) {
            others.append(step.object)
        }
        #expect(excerpt.omittedObjects == others)
    }

    @Test func aClaimOfEveryCallOfItsStepsIsNoExcerpt() async throws {
        let cache = TraceCache()
        let library = ScenarioLibrary(files: [(path: "push-pop.yml", text: ValidationFixture.pushPop)])
        let scenario = try #require(library.scenarios["push-pop"])
        let steps = try cache.trace(of: scenario, on: Platform(major: 13)).get().steps.filter { $0.scenarioStep == 3 }
        let body = "```sequence push-pop steps=3\n" + steps.map(\.summary).joined(separator: "\n") + "\n```\n"
        let (result, diagnostics) = try await result(of: body, fenceLine: 7)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.verdict == .proven)
        #expect(result.shownSteps?.count == steps.count)
        #expect(result.excerpt == nil)
    }

    @Test func aMismatchFailsOnThePlatformThatDiffersWithTheChecksReason() async throws {
        // Before iOS 11 the pushed controller loaded its view after the top one's viewWillDisappear:.
        let body = "```sequence push-pop steps=2 platforms=ios9+\nB viewDidLoad\nA viewWillDisappear:\n```\n"
        let (result, diagnostics) = try await result(of: body, fenceLine: 7)
        #expect(result.verdict == .failing)
        #expect(result.reason == diagnostics.first { $0.id == "claim.mismatch" }?.summary)
        #expect(result.platforms.first?.verdict == .differs)
        #expect(result.platforms.last?.verdict == .notCompared)
    }

    @Test func anEmptyBlockIsTracedAndShowsTheScenariosLoggedSteps() async throws {
        let (result, _) = try await result(of: "```sequence push-pop steps=3\n```\n", fenceLine: 7)
        #expect(result.verdict == .traced)
        #expect(result.shownSteps?.isEmpty == false)
        #expect(result.shownSteps?.allSatisfy { $0.scenarioStep == 3 } == true)
    }

    @Test func anErrorAnotherRuleFindsInTheBlockFailsTheClaim() async throws {
        // The callback-name rule finds the misspelt callback inside the block, before the claim
        // rule compares it: the reason is the first error any rule found there, the clearer one.
        let body = "```sequence push-pop steps=2\nA viewWillDisappear:\nB viewWilAppear:\n```\n"
        let (result, diagnostics) = try await result(of: body, fenceLine: 7)
        let misspelt = try #require(diagnostics.first { $0.severity == .error && $0.id.hasPrefix("callback.") })
        #expect(misspelt.location.line == 9)
        #expect(result.verdict == .failing)
        #expect(result.reason == misspelt.summary)
    }

    @Test func aClaimOnAnUnknownScenarioFailsWithNothingToShow() async throws {
        let (result, _) = try await result(of: "```sequence push-pup\nA viewDidLoad\n```\n", fenceLine: 7)
        #expect(result.verdict == .failing)
        #expect(result.scenario == nil && result.shownSteps == nil)
        #expect(result.reason?.contains("no scenario 'push-pup'") == true)
    }
}
