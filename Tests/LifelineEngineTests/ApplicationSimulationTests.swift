import Testing

/// App-level behaviour through the simulator: launch interleavings by platform, locking,
/// killing, suspension (FACTS.md §2, §4, §5).
@Suite struct ApplicationSimulationTests {
    /// A storyboard app, or, with `storyboard: false`, one whose window and root are made in
    /// code (the only kind iOS 4 has).
    func scenario(
        _ platform: String, steps: String, root: String = "{ controller: A }", extra: String = "",
        storyboard: Bool = true
    ) -> String {
        """
        platform: \(platform)
        app: { window: \(storyboard ? "storyboard" : "code"), root: \(root)\(extra) }
        controllers: { A: { created: \(storyboard ? "storyboard" : "init") } }
        steps: \(steps)
        log: [AppDelegate, SceneDelegate, A]
        """
    }

    let launchOrder = [
        "application:didFinishLaunchingWithOptions:", "applicationDidBecomeActive:", "viewDidLoad",
        "viewWillAppear:", "viewDidAppear:", "sceneWillEnterForeground:", "sceneDidBecomeActive:",
    ]

    @Test(arguments: ["ios5", "ios7", "ios9", "ios10", "ios13", "ios17"])
    func becomesActiveBetweenWillAndDidAppear(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: "[launch]"), only: launchOrder) == [
                "AppDelegate application:didFinishLaunchingWithOptions:", "A viewDidLoad", "A viewWillAppear:",
                "AppDelegate applicationDidBecomeActive:", "A viewDidAppear:",
            ])
    }

    @Test(arguments: ["ios8", "ios11", "ios12"])
    func becomesActiveAfterTheFirstFrameOnIOS8And11To12(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: "[launch]"), only: launchOrder).last
                == "AppDelegate applicationDidBecomeActive:")
    }

    @Test func navigationRootOnIOS9LoadsAfterBecomingActive() {
        #expect(
            lines(scenario("ios9", steps: "[launch]", root: "{ navigation: [A] }"), only: launchOrder) == [
                "AppDelegate application:didFinishLaunchingWithOptions:", "AppDelegate applicationDidBecomeActive:",
                "A viewDidLoad", "A viewWillAppear:", "A viewDidAppear:",
            ])
    }

    @Test func sceneLaunchLoadsTheRootBeforeEnteringTheForeground() {
        let yaml = """
            platform: ios13
            app: { lifecycle: scenes, window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch]
            log: [AppDelegate, SceneDelegate, A]
            """
        #expect(
            lines(
                yaml,
                only: launchOrder + [
                    "scene:willConnectToSession:options:",
                    "application:configurationForConnectingSceneSession:options:",
                ]) == [
                    "AppDelegate application:didFinishLaunchingWithOptions:",
                    "AppDelegate application:configurationForConnectingSceneSession:options:",
                    "SceneDelegate scene:willConnectToSession:options:", "A viewDidLoad", "A viewWillAppear:",
                    "SceneDelegate sceneWillEnterForeground:", "SceneDelegate sceneDidBecomeActive:",
                    "A viewDidAppear:",
                ])
    }

    @Test func killAfterHomeIsSilentBecauseTheAppIsSuspended() {
        #expect(lines(scenario("ios12", steps: "[launch, home, kill]"), from: 3).isEmpty)
    }

    @Test func killWithABackgroundTaskCallsWillTerminate() {
        let yaml = scenario("ios12", steps: "[launch, home, kill]", extra: ", backgroundTask: true")
        #expect(lines(yaml, from: 3, only: ["applicationWillTerminate:"]) == ["AppDelegate applicationWillTerminate:"])
    }

    @Test func killFromTheSwitcherTearsDownTheVisibleControllerFirst() {
        #expect(
            lines(scenario("ios9", steps: "[launch, appSwitcher, kill]"), from: 3) == [
                "AppDelegate applicationDidEnterBackground:", "A viewWillDisappear:", "A viewDidDisappear:",
                "AppDelegate applicationWillTerminate:",
            ])
    }

    /// With scenes the window is torn down after the scene disconnects and its session is
    /// discarded, just before the process ends, as without scenes (two iOS 16 runs).
    @Test(arguments: ["ios13", "ios16", "ios18"])
    func killFromTheSwitcherWithScenesTearsDownTheWindowAfterTheDiscard(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: "[launch, appSwitcher, kill]", extra: ", lifecycle: scenes"), from: 3) == [
                "SceneDelegate sceneDidDisconnect:", "AppDelegate application:didDiscardSceneSessions:",
                "A viewWillDisappear:", "A viewDidDisappear:", "AppDelegate applicationWillTerminate:",
            ])
    }

    @Test func lockOnIOS4ThenUnlockOnlyTogglesActive() {
        #expect(
            lines(scenario("ios4", steps: "[launch, lock, unlock]", storyboard: false), from: 2) == [
                "AppDelegate applicationWillResignActive:", "AppDelegate applicationDidBecomeActive:",
            ])
    }

    @Test func sessionsDiscardedWhileSuspendedArriveOnTheNextLaunch() {
        let yaml = """
            platform: ios14
            app: { lifecycle: scenes, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch, home, kill, launch]
            log: [AppDelegate]
            """
        #expect(
            lines(yaml, from: 4) == [
                "AppDelegate application:willFinishLaunchingWithOptions:",
                "AppDelegate application:didFinishLaunchingWithOptions:",
                "AppDelegate application:didDiscardSceneSessions:",
                "AppDelegate application:configurationForConnectingSceneSession:options:",
            ])
    }

    @Test func relaunchCreatesFreshControllers() {
        #expect(
            lines(
                scenario("ios12", steps: "[launch, home, kill, launch]"), from: 4,
                only: ["initWithCoder:", "viewDidLoad"])
                == ["A initWithCoder:", "A viewDidLoad"])
    }
}
