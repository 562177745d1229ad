import LifelineEngine
import Testing

/// The application state machine, row by row (FACTS.md §2-§3, §5).
@Suite struct AppTransitionTableTests {
    func selectors(_ platform: String, _ lifecycle: Lifecycle = .appDelegate, from state: AppState, on event: AppEvent)
        -> [String]?
    {
        guard let platform = Platform(parsing: platform) else { return nil }
        return AppTransitionTable(platform: platform, lifecycle: lifecycle)
            .transition(from: state, on: event)?.steps.map(\.callback.selector)
    }

    @Test func homeResignsThenEntersBackground() {
        #expect(
            selectors("ios12", from: .active, on: .home) == [
                "applicationWillResignActive:", "applicationDidEnterBackground:",
            ])
    }

    @Test func foregroundFromSuspendedEntersForegroundThenBecomesActive() {
        #expect(
            selectors("ios9", from: .suspended, on: .foreground) == [
                "applicationWillEnterForeground:", "applicationDidBecomeActive:",
            ])
    }

    @Test func lockOnIOS4OnlyResignsActive() {
        #expect(selectors("ios4", from: .active, on: .lock) == ["applicationWillResignActive:"])
        #expect(selectors("ios4", from: .inactive, on: .unlock) == ["applicationDidBecomeActive:"])
    }

    @Test(arguments: ["ios5", "ios9", "ios17.4"])
    func lockFromIOS5EntersTheBackground(_ platform: String) {
        #expect(
            selectors(platform, from: .active, on: .lock) == [
                "applicationWillResignActive:", "applicationDidEnterBackground:",
            ])
        #expect(
            selectors(platform, from: .suspended, on: .unlock) == [
                "applicationWillEnterForeground:", "applicationDidBecomeActive:",
            ])
    }

    @Test func interruptionOnlyTogglesActive() {
        #expect(selectors("ios12", from: .active, on: .interruption) == ["applicationWillResignActive:"])
        #expect(selectors("ios12", from: .inactive, on: .interruptionEnd) == ["applicationDidBecomeActive:"])
    }

    @Test func killWhenSuspendedCallsNothing() {
        #expect(selectors("ios9", from: .suspended, on: .kill) == [])
        #expect(selectors("ios16", .scenes, from: .suspended, on: .kill) == [])
    }

    @Test func killWhenNotSuspendedCallsWillTerminate() {
        #expect(
            selectors("ios9", from: .inactive, on: .kill) == [
                "applicationDidEnterBackground:", "applicationWillTerminate:",
            ])
        #expect(selectors("ios9", from: .background, on: .kill) == ["applicationWillTerminate:"])
    }

    @Test func scenesTakeOverForegroundAndBackground() {
        #expect(
            selectors("ios13", .scenes, from: .active, on: .home) == [
                "sceneWillResignActive:", "sceneDidEnterBackground:",
            ])
        #expect(
            selectors("ios13", .scenes, from: .background, on: .foreground) == [
                "sceneWillEnterForeground:", "sceneDidBecomeActive:",
            ])
        #expect(
            selectors("ios13", .scenes, from: .inactive, on: .kill) == [
                "sceneDidDisconnect:", "application:didDiscardSceneSessions:", "applicationWillTerminate:",
            ])
    }

    @Test func noAppDelegateForegroundMethodsWithScenes() throws {
        let table = AppTransitionTable(platform: try #require(Platform(parsing: "ios15")), lifecycle: .scenes)
        let forbidden = [
            "applicationDidBecomeActive:", "applicationWillResignActive:", "applicationDidEnterBackground:",
            "applicationWillEnterForeground:",
        ]
        let used = table.transitions.flatMap { $0.steps.map(\.callback.selector) }
        #expect(used.allSatisfy { !forbidden.contains($0) })
    }

    @Test func machineRefusesEventsThatCannotHappen() {
        var machine = AppStateMachine(platform: Platform(major: 12), lifecycle: .appDelegate)
        #expect(machine.handle(.home) == nil)
        #expect(machine.handle(.launch)?.to == .active)
        #expect(machine.state == .active)
        #expect(machine.handle(.launch) == nil)
    }

    @Test func machineRemembersSessionsDiscardedWhileSuspended() {
        var machine = AppStateMachine(platform: Platform(major: 14), lifecycle: .scenes)
        _ = machine.handle(.launch)
        _ = machine.handle(.home)
        _ = machine.handle(.suspend)
        _ = machine.handle(.kill)
        let first = machine.takeDiscardedSessions()
        let second = machine.takeDiscardedSessions()
        #expect(first)
        #expect(!second)
    }

    @Test(arguments: ["ios6", "ios9", "ios12", "ios13", "ios18"], [Lifecycle.appDelegate, .scenes])
    func simulatedLaunchDeliversTheTableRow(_ platformName: String, _ lifecycle: Lifecycle) throws {
        let platform = try #require(Platform(parsing: platformName))
        guard lifecycle == .appDelegate || platform.hasScenes else { return }
        let scenario = Scenario(
            id: "launch", platform: platform,
            app: AppConfiguration(lifecycle: lifecycle, root: .controller("A")),
            controllers: [ControllerSpec(name: "A", created: .storyboard)], steps: [ScenarioStep(.launch)])
        let trace = try Simulator(scenario: scenario).run().get()
        let delegates = trace.steps.filter { $0.object == "AppDelegate" || $0.object == "SceneDelegate" }
        let row = AppTransitionTable(platform: platform, lifecycle: lifecycle).transition(
            from: .notRunning, on: .launch)
        #expect(delegates.map(\.callback) == row?.steps.map(\.callback))
        #expect(trace.steps.last { $0.object != "A" }?.appState == .active)
    }
}
