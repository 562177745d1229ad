import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
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

    /// A scenario that cannot run on its own platform is one error, at the step that fails:
    /// the claims on it are not each told so again, once for every platform they cover.
    @Test func aScenarioThatCannotRunIsOneErrorAtItsStepNotOneForEveryClaim() async throws {
        var fixture = ValidationFixture()
        fixture.scenarios["broken"] = ValidationFixture.pushPop
            .replacingOccurrences(of: "id: push-pop", with: "id: broken")
            .replacingOccurrences(of: "steps: [launch, { push: B }, pop]", with: "steps: [launch, pop]")
        let claim = "```sequence broken platforms=ios13+\nA viewDidLoad\n```\n"
        fixture.topics["t"] = ValidationFixture.topic("t", body: claim + "\n" + claim)
        let rules = Validator.standardRules.filter { rule in
            ["SequenceClaimRule", "ScenarioRunRule"].contains(String(describing: type(of: rule)))
        }
        let found = await fixture.run(rules, cache: TraceCache())
        #expect(found.located == ["Content/scenarios/broken.yml:8 scenario.pop-last-controller"])
    }

    /// A claim over platforms its scenario cannot run on is one error for the claim, naming
    /// those platforms, not one for each of them.
    @Test func aClaimOverPlatformsItsScenarioCannotRunOnIsOneError() async throws {
        var fixture = ValidationFixture()
        fixture.scenarios["scenes"] = """
            id: scenes
            title: Scenes
            platform: ios13
            app: { lifecycle: scenes, window: storyboard, root: { controller: A } }
            controllers:
              A: { created: storyboard }
            steps: [launch]
            """
        fixture.topics["t"] = ValidationFixture.topic(
            "t", body: "```sequence scenes platforms=ios11+\nA viewDidLoad\n```\n")
        let found = await fixture.run(try #require(rule))
        #expect(found.located == ["Content/t.md:7 claim.not-simulated"])
        let summary = try #require(found.first?.summary)
        #expect(summary.contains("ios11, ios12"), "\(summary)")
    }

    @Test func checksEveryPlatformAClaimCovers() async throws {
        // Before iOS 11 the pushed controller loaded its view after the top one's viewWillDisappear:.
        let body = "```sequence push-pop steps=2 platforms=ios9+\nB viewDidLoad\nA viewWillDisappear:\n```\n"
        let diagnostics = try await check(body)
        #expect(diagnostics.map(\.id) == ["claim.mismatch"])
        #expect(diagnostics.first?.summary.contains("ios9") == true)
    }

    @Test func reportsTheFirstPlatformThatDiffersAfterPlatformsWhereTheClaimHolds() async throws {
        // The pre-iOS 11 order holds on ios9 and ios10, which share their steps, and not on
        // ios11: the platforms with a trace already matched are skipped, not the ones after.
        let body = "```sequence push-pop steps=2 platforms=ios9+\nA viewWillDisappear:\nB viewDidLoad\n```\n"
        let diagnostics = try await check(body)
        #expect(diagnostics.map(\.id) == ["claim.mismatch"])
        #expect(diagnostics.first?.summary.contains("on ios11") == true)
    }

    /// Asking for steps the scenario does not have is a mistake of its own, not a claim that
    /// "stops early".
    @Test func reportsStepsBeyondTheScenarioWithItsNumberOfSteps() async throws {
        for steps in ["9", "2-4"] {
            let diagnostics = try await check("```sequence push-pop steps=\(steps)\nB viewDidLoad\n```\n")
            #expect(diagnostics.map(\.id) == ["claim.invalid-steps"])
            #expect(
                diagnostics.first?.summary
                    == "steps=\(steps) asks for steps scenario 'push-pop' does not have: it has 3 steps")
        }
    }

    /// A known callback the engine never makes in the scenario is said to be that, not "not
    /// what the engine does here".
    @Test func saysWhenTheEngineNeverCallsTheClaimedCallbackInTheScenario() async throws {
        let diagnostics = try await check(
            "```sequence push-pop steps=2\nB viewDidLoad\nA didReceiveMemoryWarning\n```\n")
        #expect(diagnostics.map(\.id) == ["claim.mismatch"])
        #expect(
            diagnostics.first?.summary.contains("the engine never calls 'didReceiveMemoryWarning' in this scenario")
                == true)
    }

    /// A callback the engine does not know at all is reported once, by callback.unknown.
    @Test func leavesACallbackTheEngineDoesNotKnowToTheCallbackNameRule() async throws {
        let diagnostics = try await check("```sequence push-pop steps=2\nB viewDidLoad\nA viewDidFrobnicate\n```\n")
        #expect(diagnostics.isEmpty)
    }

    static let twoWindows = """
        id: two-windows
        platform: ios17
        device: iPad
        app: { lifecycle: scenes, window: storyboard, root: { controller: A }, multipleWindows: true }
        controllers: { A: { created: storyboard } }
        steps: [launch, newWindow]
        """

    func checkTwoWindows(_ body: String) async throws -> [Diagnostic] {
        var fixture = ValidationFixture()
        fixture.scenarios["two-windows"] = Self.twoWindows
        fixture.topics["t"] = ValidationFixture.topic("t", body: body)
        return await fixture.run(try #require(rule))
    }

    /// A claim names each scene delegate of a run with two scenes by its connection order, and
    /// is held to the order like any other object; the plain role name is no object of it.
    @Test func aClaimNamesTheSceneDelegatesOfSeveralWindowsByConnectionOrder() async throws {
        let proven =
            "```sequence two-windows steps=2\nAppDelegate application:configurationForConnectingSceneSession:options:\n"
            + "SceneDelegate[scene2] scene:willConnectToSession:options:\nSceneDelegate[scene2] sceneDidBecomeActive:\n```\n"
        #expect(try await checkTwoWindows(proven).isEmpty)
        let wrongScene =
            "```sequence two-windows steps=2\nSceneDelegate[scene1] scene:willConnectToSession:options:\n```\n"
        #expect(try await checkTwoWindows(wrongScene).map(\.id) == ["claim.mismatch"])
        let plainRole = "```sequence two-windows steps=2\nSceneDelegate scene:willConnectToSession:options:\n```\n"
        #expect(try await checkTwoWindows(plainRole).map(\.id) == ["claim.unknown-object"])
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

    @Test func platformsShareAVariantExactlyWhenTheirStepsAreEqual() throws {
        let library = ScenarioLibrary(files: [(path: "Content/scenarios/push-pop.yml", text: ValidationFixture.pushPop)]
        )
        let scenario = try #require(library.scenarios["push-pop"])
        let cache = TraceCache()
        let platforms = (9...18).map { Platform(major: $0) }
        let simulated = platforms.map { cache.simulated(scenario, on: $0) }
        let steps = try simulated.map { try $0.result.get().steps }
        let variants = simulated.map(\.variant)
        for first in platforms.indices {
            for second in platforms.indices {
                #expect((variants[first] == variants[second]) == (steps[first] == steps[second]))
            }
        }
        // iOS 11 changed when a pushed controller loads its view, so there are at least two.
        #expect(Set(variants).count >= 2)
        #expect(variants[0] == variants[1])
        #expect(variants[1] != variants[2])
        // Asking again gives the stored trace and variant, with no new simulation.
        #expect(cache.simulated(scenario, on: platforms[0]).variant == variants[0])
        #expect(cache.simulationCount == platforms.count)
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
