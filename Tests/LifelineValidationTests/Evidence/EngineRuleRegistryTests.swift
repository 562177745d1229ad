import Foundation
import LifelineEngine
import LifelineScenarios
import LifelineValidation
import Testing

/// The registry of the engine's rules is evidence, so it is held to the corpus: a rule may
/// only cite logs that exist and that the engine reproduces, made on versions it covers.
@Suite struct EngineRuleRegistryTests {
    /// Every kept log, by path, as the scenario library reads them.
    static let corpusFiles: [(path: String, text: String)] = ObservationCorpusTests.files.compactMap { file in
        let path = ObservationCorpusTests.folder.appendingPathComponent(file).path
        return FileManager.default.contents(atPath: path).map { (path, String(decoding: $0, as: UTF8.self)) }
    }

    static let corpus: [String: ObservationResult] = {
        let library = ScenarioLibrary(files: [], observationFiles: corpusFiles)
        return EvidenceIndex(library: library, traces: TraceCache()).results
    }()

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = EngineRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    }

    @Test(arguments: EngineRule.all.map(\.id))
    func aRuleCitesOnlyLogsTheEngineReproducesOnVersionsItCovers(_ id: String) throws {
        let rule = try #require(EngineRule.all.first { $0.id == id })
        #expect(!rule.actions.isEmpty)
        #expect(rule.actions.isSubset(of: Set(ScenarioAction.allNames)), "\(rule.actions)")
        for cited in rule.observations {
            let result = try #require(Self.corpus[cited], "\(id) cites \(cited), which Content/observations lacks")
            #expect(result.isReproduced, "\(id) cites \(cited), which the engine does not reproduce")
            let versions = result.observation.version.platforms
            #expect(
                versions.overlaps(rule.platforms),
                "\(id) covers \(rule.platforms) but \(cited) was made on \(versions)")
            if let iPadWithMultipleWindows = rule.iPadWithMultipleWindows {
                let scenario = result.observation.scenario
                #expect(
                    (scenario.device == .iPad && scenario.app.multipleWindows) == iPadWithMultipleWindows,
                    "\(id) is about iPad apps with multiple windows: \(iPadWithMultipleWindows), but \(cited) is not")
            }
            if let lifecycle = rule.lifecycle {
                #expect(
                    result.observation.scenario.app.lifecycle == lifecycle,
                    "\(id) is about \(lifecycle) but \(cited) logs an app with \(result.observation.scenario.app.lifecycle)"
                )
            }
        }
    }

    @Test func aRuleWithoutEvidenceSaysWhatIsInferred() {
        for rule in EngineRule.all where rule.isInferred {
            #expect(rule.inference != nil, "\(rule.id) has no evidence and does not say it is inferred")
        }
    }

    @Test func everyAreaTheEngineModelsHasALogItReproduces() {
        let modelled = [
            "launch", "app-states", "scenes", "navigation", "presentation", "tabs", "creation", "views", "memory",
            "ipad-windows",
        ]
        for area in modelled {
            #expect(
                Self.corpus.values.contains { $0.observation.area == area && $0.isReproduced },
                "no reproduced log in \(area)")
        }
    }

    /// A claim about a scene app's launch into the background does not rest on the rule for
    /// apps without scenes: the logs behind `background-launch` are not its evidence, and the
    /// same scenario without scenes is backed by them. Rules about both life cycles still
    /// count for either.
    @Test func aClaimRestsOnlyOnRulesAboutItsLifeCycle() throws {
        let scenes = """
            id: woken-scenes
            title: Woken by a push
            platform: ios17
            app:
              lifecycle: scenes
              window: storyboard
              root:
                controller: Inbox
            controllers:
              Inbox: { created: storyboard }
            steps: [{ launch: { reason: remoteNotification } }]
            """
        let appDelegate = scenes.replacingOccurrences(of: "lifecycle: scenes", with: "lifecycle: appDelegate")
            .replacingOccurrences(of: "woken-scenes", with: "woken-app-delegate")
        let scenarios = [("woken-scenes.yml", scenes), ("woken-app-delegate.yml", appDelegate)]
        let woken: Set<String> = ["application:didReceiveRemoteNotification:fetchCompletionHandler:"]

        let sceneBacking = try backing(of: "woken-scenes", among: scenarios, steps: nil, callbacks: woken, on: 17)
        #expect(sceneBacking.rules.map(\.id).contains("background-launch-scenes"))
        #expect(!sceneBacking.rules.map(\.id).contains("background-launch"))
        let appDelegateLogs = Set(try #require(EngineRule.all.first { $0.id == "background-launch" }).observations)
        #expect(!appDelegateLogs.isEmpty)
        #expect(sceneBacking.observations.allSatisfy { !appDelegateLogs.contains($0.id) })

        let plainBacking = try backing(
            of: "woken-app-delegate", among: scenarios, steps: nil, callbacks: woken, on: 17)
        #expect(plainBacking.rules.map(\.id).contains("background-launch"))
        #expect(!plainBacking.rules.map(\.id).contains("background-launch-scenes"))
        #expect(plainBacking.observations.contains { appDelegateLogs.contains($0.id) })
    }

    /// Swiping away an iPad app with multiple windows closes a window, not the app: a claim
    /// about it rests on the rule for that setup and its log, not on the logs of iPhones or of
    /// iPad apps with one window; and a claim about an iPhone does not rest on the iPad rule.
    @Test func aClaimAboutTheLastWindowOfAnIPadAppRestsOnlyOnRulesForThatSetup() throws {
        let iPad = """
            id: last-window
            title: The last window swiped away
            platform: ios13
            device: iPad
            app: { lifecycle: scenes, window: storyboard, root: { controller: A }, multipleWindows: true }
            controllers: { A: { created: storyboard } }
            steps: [launch, appSwitcher, kill]
            """
        let iPhone = iPad.replacingOccurrences(of: "device: iPad\n", with: "")
            .replacingOccurrences(of: ", multipleWindows: true", with: "")
            .replacingOccurrences(of: "last-window", with: "iphone-kill")
        let scenarios = [("last-window.yml", iPad), ("iphone-kill.yml", iPhone)]
        let killed: Set<String> = ["applicationWillTerminate:"]

        let lastWindow = try backing(of: "last-window", among: scenarios, steps: 3...3, callbacks: killed, on: 13)
        #expect(lastWindow.rules.map(\.id).contains("kill-last-window-of-multiple-window-ipad-app"))
        #expect(!lastWindow.rules.map(\.id).contains("kill-running-app-terminates"))
        #expect(
            !lastWindow.observations.map(\.id).contains("ipad-windows-switcher-close-single-window-ios13-so-isolution"))

        let iPhoneKill = try backing(of: "iphone-kill", among: scenarios, steps: 3...3, callbacks: killed, on: 13)
        #expect(iPhoneKill.rules.map(\.id).contains("kill-running-app-terminates"))
        #expect(!iPhoneKill.rules.map(\.id).contains("kill-last-window-of-multiple-window-ipad-app"))
    }

    /// What backs a claim about `callbacks` in `steps` of the scenario `id`, one of `scenarios`
    /// (file name, text), with the repository's logs as the evidence, on iOS `major`.
    func backing(
        of id: String, among scenarios: [(String, String)], steps: ClosedRange<Int>?, callbacks: Set<String>,
        on major: Int
    ) throws -> EvidenceIndex.Backing {
        let library = ScenarioLibrary(
            files: scenarios.map { (path: $0.0, text: $0.1) }, observationFiles: Self.corpusFiles)
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
        let scenario = try #require(library.scenarios[id])
        return try #require(
            EvidenceIndex(library: library, traces: TraceCache())
                .backing(of: scenario, steps: steps, callbacks: callbacks, on: [Platform(major: major)]).first)
    }

    @Test func aClaimIsBackedByLogsOnTheirVersionByOtherVersionsOrByNothing() {
        let index = EvidenceIndex(
            library: ScenarioLibrary(
                files: [],
                observationFiles: ObservationCorpusTests.files.filter {
                    $0.contains("navigation-push-pop-ios13-seed001")
                }
                .map { file in
                    let path = ObservationCorpusTests.folder.appendingPathComponent(file).path
                    return (path, String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self))
                }),
            traces: TraceCache())
        let appearance: Set<String> = ["viewWillAppear:"]
        #expect(index.backing(for: ["push"], callbacks: appearance, on: Platform(major: 13)).level == .logs)
        #expect(index.backing(for: ["push"], callbacks: appearance, on: Platform(major: 18)).level == .otherVersions)
        // The log shows no creation callback: a claim about those on a push is not backed by it.
        #expect(
            index.backing(for: ["push"], callbacks: ["awakeFromNib"], on: Platform(major: 13)).level == .documentation)
        #expect(
            index.backing(for: ["interactivePopCancelled"], callbacks: nil, on: Platform(major: 6)).level == .inferred)
    }
}
