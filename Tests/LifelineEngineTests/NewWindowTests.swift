import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
import Testing

/// `newWindow` and `app.multipleWindows` (FORMAT.md version 2): the user opens another window
/// of an iPad app, and UIKit connects a new scene session for it (rules
/// `new-window-connects-a-scene`, `new-window-leaves-other-scenes-active`).
@Suite struct NewWindowTests {
    static func scenario(
        platform: String = "ios17", device: String = "iPad", lifecycle: String = "scenes",
        multipleWindows: String = "true", steps: String, log: String? = nil
    ) -> String {
        """
        platform: \(platform)
        device: \(device)
        app:
          lifecycle: \(lifecycle)
          window: storyboard
          root: { navigation: [A] }
          multipleWindows: \(multipleWindows)
        controllers:
          A: { created: storyboard }
          B: { created: init }
        steps: \(steps)
        \(log.map { "log: \($0)" } ?? "")
        """
    }

    static let delegates = #"[AppDelegate, "SceneDelegate[scene1]", "SceneDelegate[scene2]"]"#

    /// The logs from iOS 13 (eunjin3786) to iOS 18 (llcc) show one order on every version.
    @Test(arguments: ["ios13", "ios15", "ios17", "ios18"])
    func aNewWindowAsksForAConfigurationThenConnectsAndActivatesANewScene(_ platform: String) {
        let yaml = Self.scenario(platform: platform, steps: "[launch, newWindow]", log: Self.delegates)
        #expect(
            lines(yaml, from: 2) == [
                "AppDelegate application:configurationForConnectingSceneSession:options:",
                "SceneDelegate[scene2] scene:willConnectToSession:options:",
                "SceneDelegate[scene2] sceneWillEnterForeground:",
                "SceneDelegate[scene2] sceneDidBecomeActive:",
            ])
    }

    /// With two scenes in the run, the launch's scene delegate is scene1 from its first call.
    @Test func theFirstScenesDelegateIsNamedSceneOneOnceASecondConnects() {
        let yaml = Self.scenario(steps: "[launch, newWindow]", log: Self.delegates)
        let launch = lines(yaml).prefix(6)
        #expect(launch.contains("SceneDelegate[scene1] scene:willConnectToSession:options:"))
        #expect(!lines(yaml).contains { $0.hasPrefix("SceneDelegate ") })
        let single = Self.scenario(steps: "[launch]")
        #expect(lines(single).contains("SceneDelegate scene:willConnectToSession:options:"))
    }

    /// The window already open stays foreground-active: its delegate hears nothing, and the
    /// app stays active through every call.
    @Test func theWindowAlreadyOpenHearsNothingAndTheAppStaysActive() throws {
        let yaml = Self.scenario(steps: "[launch, newWindow]")
        let steps = try #require(trace(yaml)).cut(from: 2).steps
        #expect(!steps.isEmpty)
        #expect(!steps.contains { $0.object == "SceneDelegate[scene1]" })
        #expect(steps.allSatisfy { $0.appState == .active })
        #expect(steps.last?.sceneState == .foregroundActive)
    }

    @Test func eachFurtherWindowIsTheNextScene() {
        let log = #"[AppDelegate, "SceneDelegate[scene1]", "SceneDelegate[scene2]", "SceneDelegate[scene3]"]"#
        let yaml = Self.scenario(steps: "[launch, newWindow, newWindow]", log: log)
        #expect(
            lines(yaml, from: 3, only: ["scene:willConnectToSession:options:"]) == [
                "SceneDelegate[scene3] scene:willConnectToSession:options:"
            ])
    }

    /// The first window's own controllers can still be pushed and popped.
    @Test func theFirstWindowStillNavigatesWithASecondOpen() {
        let yaml = Self.scenario(steps: "[launch, newWindow, { push: B }, pop]", log: "[A, B]")
        #expect(lines(yaml, from: 3, only: ["viewDidAppear:"]) == ["B viewDidAppear:", "A viewDidAppear:"])
    }

    /// What every window hears together (going home, locking, a rotation…) is not simulated:
    /// refused at the step, never guessed.
    @Test(arguments: ["home", "lock", "kill", "rotate", "memoryWarning", "appSwitcher"])
    func anActionThatReachesEveryWindowIsRefusedWithTwoOpen(_ action: String) throws {
        let found = diagnostics(Self.scenario(steps: "[launch, newWindow, \(action)]"))
        #expect(found.map(\.id) == ["scenario.not-modelled"], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.summary.contains("'\(action)' while more than one window"))
        #expect(diagnostic.location.line == 11)
    }

    /// The user opens the window from the app on screen; a background app cannot.
    @Test func aNewWindowNeedsTheAppInFront() {
        let found = diagnostics(Self.scenario(steps: "[launch, home, newWindow]"))
        #expect(found.map(\.id) == ["scenario.impossible-transition"], "\(found.map(\.summary))")
        #expect(diagnostics(Self.scenario(steps: "[newWindow]")).map(\.id) == ["scenario.impossible-transition"])
    }

    /// A `log` naming scene delegates the run does not have would silently show nothing for
    /// them: the plain role in a run with two scenes, a number beyond the scenes connected.
    @Test(arguments: [
        ("[launch, newWindow]", "[SceneDelegate]", "'SceneDelegate[scene1]' … 'SceneDelegate[scene2]' instead"),
        ("[launch, newWindow]", #"["SceneDelegate[scene3]"]"#, "connects 2 scenes"),
        ("[launch]", #"["SceneDelegate[scene2]"]"#, "its scene delegates are 'SceneDelegate'"),
    ])
    func aLogNamingASceneDelegateTheRunLacksIsOneLocatedError(_ steps: String, _ log: String, _ words: String)
        throws
    {
        let found = diagnostics(Self.scenario(steps: steps, log: log))
        #expect(found.map(\.id) == ["scenario.unknown-log-object"], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location.line == 12)
        #expect(diagnostic.summary.contains(words), "\(diagnostic.summary)")
    }

    /// A scenario made in code is refused by the simulator for the same reasons as a file.
    @Test func theSimulatorRefusesANewWindowOnAnIPhone() {
        let app = AppConfiguration(lifecycle: .scenes, window: .code, root: .controller("A"), multipleWindows: true)
        let scenario = Scenario(
            id: "code", platform: Platform(major: 17), app: app, controllers: [ControllerSpec(name: "A")],
            steps: [ScenarioStep(.launch), ScenarioStep(.newWindow)])
        guard case .failure(let error) = Simulator.simulate(scenario) else {
            Issue.record("an iPhone opened a second window")
            return
        }
        #expect(error.ruleID == "scenario.new-window-not-possible")
        #expect(error.step == 2)
        #expect(error.message.contains("'device: iPad'"))
    }

    @Test func theSimulatorRefusesMultipleWindowsWithoutScenes() {
        let app = AppConfiguration(
            lifecycle: .appDelegate, window: .code, root: .controller("A"), multipleWindows: true)
        let scenario = Scenario(
            id: "code", platform: Platform(major: 17), app: app, controllers: [ControllerSpec(name: "A")],
            steps: [ScenarioStep(.launch)], device: .iPad)
        guard case .failure(let error) = Simulator.simulate(scenario) else {
            Issue.record("an app without scenes declared multiple windows")
            return
        }
        #expect(error.ruleID == "scenario.needs-scenes")
    }
}
