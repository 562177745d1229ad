import LifelineDiagnostics
import LifelineValidation
import Testing

@Suite("Sequence claims against the engine")
struct SequenceClaimRuleTests {
    let rule = Validator.standardRules.first { String(describing: type(of: $0)) == "SequenceClaimRule" }

    func check(_ body: String) async throws -> [Diagnostic] {
        var fixture = ValidationFixture()
        fixture.topics["t"] = ValidationFixture.topic("t", body: body)
        return await fixture.run(try #require(rule))
    }

    @Test func acceptsAClaimTheEngineProves() async throws {
        let body =
            "```sequence push-pop steps=2\nB viewDidLoad\nA viewWillDisappear:\nB viewWillAppear:\nA viewDidDisappear:\nB viewDidAppear:\n```\n"
        #expect(try await check(body).isEmpty)
    }

    @Test func reportsASwappedPairAtTheFirstDifferingLineWithADiff() async throws {
        let body =
            "Intro\n\n```sequence push-pop steps=2\nB viewDidLoad\nB viewWillAppear:\nA viewWillDisappear:\n```\n"
        let diagnostics = try await check(body)
        #expect(diagnostics.located == ["Content/t.md:11 claim.mismatch"])
        let note = try #require(diagnostics.first?.notes.first?.message)
        #expect(note.contains("+ A viewWillDisappear:"))
        #expect(note.contains("- A viewWillDisappear:"))
    }

    @Test func checksEveryPlatformAClaimCovers() async throws {
        // Before iOS 11 the pushed controller loaded its view after the top one's viewWillDisappear:.
        let body = "```sequence push-pop steps=2 platforms=ios9+\nB viewDidLoad\nA viewWillDisappear:\n```\n"
        let diagnostics = try await check(body)
        #expect(diagnostics.map(\.id) == ["claim.mismatch"])
        #expect(diagnostics.first?.summary.contains("ios9") == true)
    }

    @Test func reportsAnUnknownScenarioWithASuggestion() async throws {
        let diagnostics = try await check("```sequence push-pup\nA viewDidLoad\n```\n")
        #expect(diagnostics.map(\.id) == ["claim.unknown-scenario"])
        #expect(diagnostics.first?.summary.contains("did you mean 'push-pop'") == true)
    }

    @Test func reportsObjectsTheScenarioDoesNotHave() async throws {
        let diagnostics = try await check("```sequence push-pop\nC viewDidLoad\n```\n")
        #expect(diagnostics.located == ["Content/t.md:8 claim.unknown-object"])
    }

    @Test func leavesFillBlocksToTheRenderer() async throws {
        #expect(try await check("```sequence push-pop\n```\n").isEmpty)
    }
}

@Suite("Simulating each scenario once")
struct TraceCacheTests {
    @Test func simulatesEachScenarioOncePerPlatformHoweverManyClaimsUseIt() async throws {
        var fixture = ValidationFixture()
        let claim = "```sequence push-pop steps=2\nB viewDidLoad\n```\n"
        for index in 0..<20 {
            fixture.topics["t\(index)"] = ValidationFixture.topic("t\(index)", body: claim)
        }
        fixture.topics["wide"] = ValidationFixture.topic(
            "wide", body: "```sequence push-pop platforms=ios16+\nB viewDidLoad\n```\n")
        let cache = TraceCache()
        _ = await fixture.run(Validator.standardRules, cache: cache)
        // ios13 (the scenario's own platform) for the twenty claims, ios16, ios17, ios18 for the wide one.
        #expect(cache.simulationCount == 4)
    }
}

@Suite("Reading scenario files")
struct ScenarioLibraryTests {
    /// Scenario files get the same line-end handling as topics: a lone CR ends a line, it is
    /// not dropped (which would glue two YAML lines together).
    @Test func readsScenarioFilesWithLoneCarriageReturnsAndAByteOrderMark() {
        let text = "\u{FEFF}" + ValidationFixture.pushPop.split(separator: "\n").joined(separator: "\r")
        let library = ScenarioLibrary(files: [(path: "Content/scenarios/push-pop.yml", text: text)])
        #expect(library.diagnostics.isEmpty)
        #expect(library.ids == ["push-pop"])
    }
}
