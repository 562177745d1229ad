import LifelineDiagnostics
import LifelineEngine
import Testing

/// State restoration in an app with scenes (FORMAT.md version 2: `stateRestoration` with
/// `lifecycle: scenes`; rules `scene-restoration-activity-on-background` and
/// `scene-restoration-at-connection`): the scene delegate saves a user activity on entering the
/// background, and the next launch finds it in the session without any controller-based call.
@Suite struct SceneStateRestorationTests {
    static func scenario(
        _ platform: String = "ios17", root: String = "navigation: [A]", restore: Bool = true, steps: String
    ) -> String {
        """
        platform: \(platform)
        app: { lifecycle: scenes, window: storyboard, root: { \(root) }, stateRestoration: \(restore) }
        controllers:
          A: { created: storyboard }
          B: { created: storyboard }
        steps: \(steps)
        log: [AppDelegate, SceneDelegate, A, B]
        """
    }

    /// Every call either kind of restoration could add.
    static let restorationCalls = [
        "stateRestorationActivityForScene:", "application:shouldSaveApplicationState:",
        "application:shouldSaveSecureApplicationState:", "application:willEncodeRestorableStateWithCoder:",
        "encodeRestorableStateWithCoder:", "application:shouldRestoreApplicationState:",
        "application:shouldRestoreSecureApplicationState:", "viewControllerWithRestorationIdentifierPath:coder:",
        "decodeRestorableStateWithCoder:", "application:didDecodeRestorableStateWithCoder:",
        "applicationFinishedRestoringState",
    ]

    /// The scene delegate is asked for its activity after the scene enters the background, and
    /// nothing of the controller-based preservation runs, on every version with scenes.
    @Test(arguments: ["ios13", "ios13.2", "ios15", "ios18"])
    func goingHomeAsksTheSceneDelegateOnly(_ platform: String) {
        let saved = lines(
            Self.scenario(platform, steps: "[launch, home]"), from: 2,
            only: ["sceneWillResignActive:", "sceneDidEnterBackground:"] + Self.restorationCalls)
        #expect(
            saved == [
                "SceneDelegate sceneWillResignActive:", "SceneDelegate sceneDidEnterBackground:",
                "SceneDelegate stateRestorationActivityForScene:",
            ])
    }

    /// Locking enters the background too, and each return to the background asks again.
    @Test func everyEntryToTheBackgroundAsks() {
        let steps = "[launch, lock, unlock, home]"
        #expect(
            lines(Self.scenario(steps: steps), only: ["stateRestorationActivityForScene:"]) == [
                "SceneDelegate stateRestorationActivityForScene:", "SceneDelegate stateRestorationActivityForScene:",
            ])
    }

    @Test func anAppThatDoesNotOptInIsNotAsked() {
        let yaml = Self.scenario(restore: false, steps: "[launch, home, terminate, launch]")
        #expect(lines(yaml, only: Self.restorationCalls).isEmpty)
    }

    /// After `terminate` the relaunch reconnects the kept session: no configuration question,
    /// no restoration call; the scene connects before the controller appears, which is where
    /// the saved activity is read (Flutter, issue 189458).
    @Test func theRelaunchReconnectsWithoutAnyRestorationCall() {
        let yaml = Self.scenario(steps: "[launch, home, terminate, launch]")
        #expect(
            lines(
                yaml, from: 4,
                only: [
                    "application:configurationForConnectingSceneSession:options:",
                    "scene:willConnectToSession:options:", "viewWillAppear:",
                ] + Self.restorationCalls) == [
                    "SceneDelegate scene:willConnectToSession:options:", "A viewWillAppear:",
                ])
    }

    /// The relaunch after `terminate` is the same trace as a relaunch of an app that never
    /// opted in: UIKit adds nothing at launch.
    @Test func theRelaunchMatchesAnAppWithoutRestoration() {
        let steps = "[launch, home, terminate, launch]"
        #expect(
            lines(Self.scenario(steps: steps), from: 4) == lines(Self.scenario(restore: false, steps: steps), from: 4))
        #expect(!lines(Self.scenario(steps: steps), from: 4).isEmpty)
    }

    /// A pushed controller, a presented one or another tab would have to be rebuilt by the
    /// app's own code from the activity, which the format cannot say: refused by name at the
    /// relaunch.
    @Test(arguments: [
        ("navigation: [A]", "[launch, { push: B }, home, terminate, launch]"),
        ("controller: A", "[launch, { present: { controller: B, style: fullScreen } }, home, terminate, launch]"),
        ("tabs: [A, B]", "[launch, { selectTab: B }, home, terminate, launch]"),
    ])
    func aSavedInterfaceTheStoryboardDoesNotMakeIsRefusedAtTheRelaunch(_ root: String, _ steps: String) throws {
        let found = diagnostics(Self.scenario(root: root, steps: steps))
        #expect(found.map(\.id) == ["scenario.not-modelled"], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.summary.contains("rebuilding a scene's saved interface from its restoration activity"))
        #expect(diagnostic.location.line == 6)
    }

    /// A swipe in the switcher discards the session and its activity: the relaunch asks for a
    /// configuration again and, whatever was pushed, is not refused.
    @Test func aKillDiscardsTheSavedActivity() {
        let yaml = Self.scenario(steps: "[launch, { push: B }, home, kill, launch]")
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml).map(\.summary))")
        #expect(
            lines(yaml, from: 5, only: ["application:configurationForConnectingSceneSession:options:"]) == [
                "AppDelegate application:configurationForConnectingSceneSession:options:"
            ])
    }

    /// Both new rules are registered with the restoration rules, cite logs that exist, and a
    /// plain scene launch does not rest on them.
    @Test func theSceneRulesAreRegisteredAndNarrow() {
        let ids = EngineRule.stateRestorationRuleIDs
        #expect(ids.contains("scene-restoration-activity-on-background"))
        #expect(ids.contains("scene-restoration-at-connection"))
        let plain: Set<String> = ["scene:willConnectToSession:options:", "viewWillAppear:"]
        let governing = EngineRule.governing(["launch"], callbacks: plain, on: Platform(major: 17)).map(\.id)
        #expect(!governing.contains("scene-restoration-at-connection"), "\(governing)")
    }
}
