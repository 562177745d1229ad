import LifelineDiagnostics
import LifelineEngine
import Testing

/// State preservation and restoration, and the system ending an app (FORMAT.md version 2:
/// `stateRestoration`, `restorationClass`, `terminate`; `EngineRule+Restoration`).
@Suite struct StateRestorationTests {
    static func scenario(
        _ platform: String, root: String = "navigation: [A]", window: String = "storyboard", restore: Bool = true,
        b: String = "storyboard", steps: String
    ) -> String {
        """
        platform: \(platform)
        app: { lifecycle: appDelegate, window: \(window), root: { \(root) }, stateRestoration: \(restore) }
        controllers:
          A: { created: \(window == "storyboard" ? "storyboard" : "init") }
          B: { created: \(b) }
        steps: \(steps)
        log: [AppDelegate, A, B]
        """
    }

    static let saving = [
        "applicationWillResignActive:", "applicationDidEnterBackground:", "application:shouldSaveApplicationState:",
        "application:shouldSaveSecureApplicationState:", "application:willEncodeRestorableStateWithCoder:",
        "encodeRestorableStateWithCoder:",
    ]
    static let restoring = [
        "application:willFinishLaunchingWithOptions:", "application:shouldRestoreApplicationState:",
        "application:shouldRestoreSecureApplicationState:", "viewControllerWithRestorationIdentifierPath:coder:",
        "initWithCoder:", "init", "awakeFromNib", "viewDidLoad", "decodeRestorableStateWithCoder:",
        "application:didDecodeRestorableStateWithCoder:", "applicationFinishedRestoringState",
        "application:didFinishLaunchingWithOptions:", "viewWillAppear:",
    ]
    static let pushAndLeave = "[launch, { push: B }, home, terminate, launch]"

    // MARK: Registry

    /// Availability may start at a minor version: the secure questions arrived in iOS 13.2.
    @Test func theSecureQuestionsStartAtIOS13Point2() throws {
        let secure = try #require(CallbackRegistry.callback(selector: "application:shouldSaveSecureApplicationState:"))
        #expect(!secure.availability.contains(Platform(major: 13, minor: 1)))
        #expect(secure.availability.contains(Platform(major: 13, minor: 2)))
        #expect(secure.availability.contains(Platform(major: 17)))
        #expect(secure.availability.description == "ios13.2+")
        let older = try #require(CallbackRegistry.callback(selector: "application:shouldSaveApplicationState:"))
        #expect(older.availability.contains(Platform(major: 17)))
        #expect(older.availability.description == "ios6+ (deprecated ios13.2)")
    }

    /// Every restoration callback is registered, so `lifeline callbacks` lists it.
    @Test func everyRestorationCallbackIsRegistered() {
        let selectors = Set(CallbackRegistry.all.map(\.selector))
        for selector in Self.saving + Self.restoring + [
            "application:viewControllerWithRestorationIdentifierPath:coder:", "stateRestorationActivityForScene:",
        ] {
            #expect(selectors.contains(selector), "\(selector)")
        }
    }

    /// A claim about a plain launch (no archive, no restoration class) does not rest on the
    /// restoration rules: they place only the calls restoration adds.
    @Test func aPlainLaunchRestsOnNoRestorationRule() {
        let plain: Set<String> = [
            "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
            "initWithCoder:", "awakeFromNib", "viewDidLoad", "viewWillAppear:",
        ]
        let restorationRules = Set(EngineRule.stateRestorationRuleIDs)
        for platform in [Platform(major: 9), Platform(major: 12), Platform(major: 17)] {
            let governing = EngineRule.governing(["launch"], callbacks: plain, on: platform).map(\.id)
            #expect(restorationRules.isDisjoint(with: governing), "\(platform): \(governing)")
        }
    }

    // MARK: Preservation

    /// After `applicationDidEnterBackground:` the app delegate is asked and encodes, then the
    /// stack, bottom first; from iOS 13.2 the question is the secure one.
    @Test(arguments: [("ios9", false), ("ios12", false), ("ios13.1", false), ("ios13.2", true), ("ios17", true)])
    func preservationFollowsEnteringTheBackground(_ platform: String, _ secure: Bool) {
        let steps = "[launch, { push: B }, home]"
        #expect(
            lines(Self.scenario(platform, steps: steps), from: 3, only: Self.saving) == [
                "AppDelegate applicationWillResignActive:", "AppDelegate applicationDidEnterBackground:",
                secure
                    ? "AppDelegate application:shouldSaveSecureApplicationState:"
                    : "AppDelegate application:shouldSaveApplicationState:",
                "AppDelegate application:willEncodeRestorableStateWithCoder:",
                "A encodeRestorableStateWithCoder:", "B encodeRestorableStateWithCoder:",
            ])
    }

    @Test func anAppThatDoesNotOptInSavesNothing() {
        let steps = "[launch, { push: B }, home]"
        #expect(
            lines(Self.scenario("ios12", restore: false, steps: steps), from: 3, only: Self.saving) == [
                "AppDelegate applicationWillResignActive:", "AppDelegate applicationDidEnterBackground:",
            ])
    }

    /// Every tab is preserved, in order, and so is what is presented, after the root.
    @Test func tabsAndAPresentedControllerArePreservedAfterTheRoot() {
        let yaml = Self.scenario(
            "ios12", root: "tabs: [A, B]", steps: "[launch, { present: { controller: C, style: fullScreen } }, home]"
        ).replacingOccurrences(
            of: "  B: { created: storyboard }", with: "  B: { created: storyboard }\n  C: { created: init }"
        )
        .replacingOccurrences(of: "log: [AppDelegate, A, B]", with: "log: [A, B, C]")
        #expect(
            lines(yaml, from: 3, only: ["encodeRestorableStateWithCoder:"]) == [
                "A encodeRestorableStateWithCoder:", "B encodeRestorableStateWithCoder:",
                "C encodeRestorableStateWithCoder:",
            ])
    }

    // MARK: Restoration

    /// After `terminate` the next launch restores between willFinish and didFinish: the
    /// storyboard has made A; B is unarchived from it, every restored controller loads its
    /// view, all decode, the app delegate decodes, all finish (iOS 7+), then the restored top
    /// appears.
    @Test(arguments: [("ios9", false), ("ios12", false), ("ios17", true)])
    func aLaunchAfterTerminateRestoresTheStack(_ platform: String, _ secure: Bool) {
        #expect(
            lines(Self.scenario(platform, steps: Self.pushAndLeave), from: 5, only: Self.restoring) == [
                "A initWithCoder:", "A awakeFromNib", "AppDelegate application:willFinishLaunchingWithOptions:",
                secure
                    ? "AppDelegate application:shouldRestoreSecureApplicationState:"
                    : "AppDelegate application:shouldRestoreApplicationState:",
                "B initWithCoder:", "B awakeFromNib", "A viewDidLoad", "B viewDidLoad",
                "A decodeRestorableStateWithCoder:", "B decodeRestorableStateWithCoder:",
                "AppDelegate application:didDecodeRestorableStateWithCoder:",
                "A applicationFinishedRestoringState", "B applicationFinishedRestoringState",
                "AppDelegate application:didFinishLaunchingWithOptions:", "B viewWillAppear:",
            ])
    }

    /// `applicationFinishedRestoringState` arrived in iOS 7; iOS 6 restores without it.
    @Test func iOS6RestoresWithoutTheFinishedCall() {
        let restored = lines(Self.scenario("ios6", steps: Self.pushAndLeave), from: 5, only: Self.restoring)
        #expect(restored.contains("B decodeRestorableStateWithCoder:"))
        #expect(!restored.contains { $0.hasSuffix("applicationFinishedRestoringState") })
    }

    /// A restoration class recreates its controller from the storyboard, whatever made it first.
    @Test func aRestorationClassRecreatesItsControllerFromTheStoryboard() {
        let yaml = Self.scenario("ios9", b: "init, restorationClass: true", steps: Self.pushAndLeave)
        #expect(
            lines(yaml, from: 5, only: Self.restoring).filter { $0.hasPrefix("B ") }.prefix(4) == [
                "B viewControllerWithRestorationIdentifierPath:coder:", "B initWithCoder:", "B awakeFromNib",
                "B viewDidLoad",
            ])
    }

    /// The class is asked even for a controller that exists (here a tab the storyboard made),
    /// which is then not unarchived again.
    @Test func aRestorationClassIsAskedForAControllerThatExists() {
        let yaml = Self.scenario(
            "ios9", root: "tabs: [A, B]", b: "storyboard, restorationClass: true",
            steps: "[launch, home, terminate, launch]")
        #expect(
            lines(yaml, from: 4, only: Self.restoring).filter { $0.hasPrefix("B ") || $0.contains("shouldRestore") }
                .prefix(4) == [
                    "B initWithCoder:", "B awakeFromNib", "AppDelegate application:shouldRestoreApplicationState:",
                    "B viewControllerWithRestorationIdentifierPath:coder:",
                ])
        #expect(lines(yaml, from: 4, only: ["initWithCoder:"]) == ["A initWithCoder:", "B initWithCoder:"])
    }

    /// A swipe in the switcher deletes the archive; a plain first launch has none either.
    @Test(arguments: ["[launch, { push: B }, home, kill, launch]", "[launch]"])
    func withoutAnArchiveTheLaunchRestoresNothing(_ steps: String) {
        let yaml = Self.scenario("ios12", steps: steps)
        let launch = steps == "[launch]" ? 1 : 5
        let restored = lines(yaml, from: launch, only: Self.restoring)
        #expect(!restored.contains { $0.contains("Restor") || $0.contains("Decode") || $0.hasPrefix("B ") })
        #expect(restored.contains("A viewWillAppear:"))
    }

    /// The saved tab is selected again.
    @Test func theSavedTabIsSelectedAgain() {
        let yaml = Self.scenario(
            "ios12", root: "tabs: [A, B]", steps: "[launch, { selectTab: B }, home, terminate, launch]")
        #expect(lines(yaml, from: 5, only: ["viewWillAppear:"]) == ["B viewWillAppear:"])
    }

    // MARK: terminate

    /// The system ends only a suspended app; one kept running by a background task is not, and
    /// neither is an app in front.
    @Test(arguments: [
        ("[launch, terminate]", "stateRestoration: true"), ("[launch, home, terminate]", "backgroundTask: true"),
        ("[launch, terminate]", "debugger: true"),
    ])
    func terminateNeedsASuspendedApp(_ steps: String, _ key: String) {
        let yaml = Self.scenario("ios12", steps: steps).replacingOccurrences(of: "stateRestoration: true", with: key)
        #expect(diagnostics(yaml).map(\.id) == ["scenario.impossible-transition"])
    }

    /// Stop in Xcode ends an app the debugger kept running in the background: silently, and the
    /// saved interface survives (Apple's StateRestore read-me).
    @Test func stopInXcodeEndsADebuggedAppInTheBackgroundAndKeepsTheArchive() {
        let yaml = Self.scenario("ios12", steps: Self.pushAndLeave).replacingOccurrences(
            of: "stateRestoration: true", with: "stateRestoration: true, debugger: true")
        // Nothing at step 4: the trace from it on is the relaunch's alone.
        #expect(lines(yaml, from: 4) == lines(yaml, from: 5))
        #expect(lines(yaml, from: 5, only: ["decodeRestorableStateWithCoder:"]).count == 2)
    }

    @Test func terminateRunsNoCallback() {
        let yaml = Self.scenario("ios12", steps: "[launch, home, terminate]")
        #expect(lines(yaml, from: 3).isEmpty)
    }

    /// A scene app's session survives `terminate`, so the relaunch does not ask for a
    /// configuration; after a kill it does.
    @Test(arguments: [("terminate", 1), ("kill", 2)])
    func aSceneSessionSurvivesTerminateButNotKill(_ end: String, _ asked: Int) {
        let yaml = """
            platform: ios13
            app: { lifecycle: scenes, window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch, home, \(end), launch]
            log: [AppDelegate, SceneDelegate]
            """
        let connected = lines(
            yaml,
            only: [
                "application:configurationForConnectingSceneSession:options:", "scene:willConnectToSession:options:",
            ])
        #expect(connected.filter { $0.hasPrefix("AppDelegate") }.count == asked)
        #expect(connected.filter { $0.hasPrefix("SceneDelegate") }.count == 2)
    }

    // MARK: Refused by name

    @Test(arguments: [
        (
            "ios12", "storyboard", "storyboard", "[launch, { present: B }, home, terminate, launch]",
            "a presented controller"
        ),
        ("ios12", "code", "init", "[launch, home, terminate, launch]", "window is made in code"),
        ("ios12", "storyboard", "init", Self.pushAndLeave, "made in code without a restoration class"),
        (
            "ios12", "storyboard", "storyboard", "[launch, home, terminate, { launch: { reason: backgroundFetch } }]",
            "a launch into the background"
        ),
    ])
    func whatNoSourceShowsIsRefusedAtItsStep(
        _ platform: String, _ window: String, _ b: String, _ steps: String, _ words: String
    ) throws {
        let found = diagnostics(Self.scenario(platform, window: window, b: b, steps: steps))
        #expect(found.map(\.id) == ["scenario.not-modelled"], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.summary.contains(words))
        #expect(diagnostic.location.line == 6)
    }

    @Test func stateRestorationBeforeIOS6IsRefused() {
        let yaml = Self.scenario("ios5", steps: "[launch]")
        #expect(diagnostics(yaml).map(\.id) == ["scenario.unsupported-on-platform"])
    }
}
