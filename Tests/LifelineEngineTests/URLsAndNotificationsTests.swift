import LifelineDiagnostics
import LifelineEngine
import Testing

/// Launch reasons, URLs, notifications and background wake-ups (FORMAT.md version 2:
/// `{ launch: { reason: R } }`, `openURL`, `notificationTap`, `remoteNotification`;
/// `EngineRule+URLs`).
@Suite struct URLsAndNotificationsTests {
    static func app(
        _ platform: String, lifecycle: String = "appDelegate", window: String = "storyboard", extra: String = "",
        steps: String
    ) -> String {
        """
        platform: \(platform)
        app: { lifecycle: \(lifecycle), window: \(window), root: { controller: A }\(extra) }
        controllers: { A: { created: \(window == "storyboard" ? "storyboard" : "init") } }
        steps: \(steps)
        log: [AppDelegate, SceneDelegate, A]
        """
    }

    static let delegates = [
        "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
        "applicationWillEnterForeground:", "applicationDidBecomeActive:", "applicationDidEnterBackground:",
        "application:openURL:options:", "application:openURL:sourceApplication:annotation:",
        "application:willContinueUserActivityWithType:", "application:continueUserActivity:restorationHandler:",
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
        "application:didReceiveRemoteNotification:fetchCompletionHandler:",
        "application:performFetchWithCompletionHandler:", "scene:willConnectToSession:options:",
        "sceneWillEnterForeground:", "sceneDidBecomeActive:", "scene:openURLContexts:",
    ]

    // MARK: URLs

    @Test(arguments: ["ios9", "ios12", "ios13", "ios17"])
    func aColdURLLaunchWithoutScenesOpensTheURLJustBeforeActivation(_ platform: String) {
        #expect(
            lines(Self.app(platform, steps: "[{ launch: { reason: url } }]"), only: Self.delegates) == [
                "AppDelegate application:willFinishLaunchingWithOptions:",
                "AppDelegate application:didFinishLaunchingWithOptions:", "AppDelegate application:openURL:options:",
                "AppDelegate applicationDidBecomeActive:",
            ])
    }

    @Test func theURLIsOpenedWhileInactive() throws {
        let simulated = try #require(trace(Self.app("ios12", steps: "[{ launch: { reason: url } }]")))
        let open = try #require(simulated.steps.first { $0.callback == .openURLOptions })
        #expect(open.appState == .inactive)
    }

    @Test func aColdUniversalLinkArrivesThroughTheUserActivityPair() {
        #expect(
            lines(Self.app("ios12", steps: "[{ launch: { reason: universalLink } }]"), only: Self.delegates) == [
                "AppDelegate application:willFinishLaunchingWithOptions:",
                "AppDelegate application:didFinishLaunchingWithOptions:",
                "AppDelegate application:willContinueUserActivityWithType:",
                "AppDelegate application:continueUserActivity:restorationHandler:",
                "AppDelegate applicationDidBecomeActive:",
            ])
    }

    @Test(arguments: ["url", "universalLink"])
    func aSceneAppFindsAColdLinkInItsConnectionOptionsOnly(_ reason: String) {
        let plain = lines(Self.app("ios13", lifecycle: "scenes", steps: "[launch]"))
        let linked = lines(Self.app("ios13", lifecycle: "scenes", steps: "[{ launch: { reason: \(reason) } }]"))
        #expect(!plain.isEmpty)
        #expect(linked == plain)
        #expect(!linked.contains("SceneDelegate scene:openURLContexts:"))
    }

    @Test func aURLOpenedInTheBackgroundComesBetweenForegroundAndActive() {
        #expect(
            lines(Self.app("ios12", steps: "[launch, home, openURL]"), from: 3) == [
                "AppDelegate applicationWillEnterForeground:", "AppDelegate application:openURL:options:",
                "AppDelegate applicationDidBecomeActive:",
            ])
    }

    @Test func aSceneAppInTheBackgroundGetsOpenURLContexts() {
        #expect(
            lines(Self.app("ios13", lifecycle: "scenes", steps: "[launch, home, openURL]"), from: 3) == [
                "SceneDelegate sceneWillEnterForeground:", "SceneDelegate scene:openURLContexts:",
                "SceneDelegate sceneDidBecomeActive:",
            ])
    }

    @Test(arguments: ["appDelegate", "scenes"])
    func anAppInFrontJustReceivesTheURL(_ lifecycle: String) {
        let expected =
            lifecycle == "scenes" ? "SceneDelegate scene:openURLContexts:" : "AppDelegate application:openURL:options:"
        #expect(lines(Self.app("ios15", lifecycle: lifecycle, steps: "[launch, openURL]"), from: 2) == [expected])
    }

    /// Before iOS 9 the URL comes through the method that names the sending app, in the same
    /// places (urls-open-url-background-ios8-mamicode; Apple's documentation for the cold launch).
    @Test(arguments: ["ios4.2", "ios6", "ios8.4"])
    func beforeIOS9TheURLArrivesThroughSourceApplicationAnnotation(_ platform: String) {
        #expect(
            lines(Self.app(platform, window: "code", steps: "[launch, home, openURL]"), from: 3) == [
                "AppDelegate applicationWillEnterForeground:",
                "AppDelegate application:openURL:sourceApplication:annotation:",
                "AppDelegate applicationDidBecomeActive:",
            ])
        let cold = lines(
            Self.app(platform, window: "code", steps: "[{ launch: { reason: url } }]"), only: Self.delegates)
        #expect(
            cold.suffix(2) == [
                "AppDelegate application:openURL:sourceApplication:annotation:",
                "AppDelegate applicationDidBecomeActive:",
            ])
        #expect(!cold.contains("AppDelegate application:openURL:options:"))
    }

    /// iOS 4.0 and 4.1 used application:handleOpenURL:, which is not modelled, so it is refused.
    @Test func urlsBeforeIOS4Point2AreRefusedNotGuessed() {
        let found = diagnostics(Self.app("ios4.1", window: "code", steps: "[launch, home, openURL]"))
        #expect(found.map(\.id) == ["scenario.unsupported-on-platform"], "\(found.map(\.summary))")
        let cold = diagnostics(Self.app("ios4", window: "code", steps: "[{ launch: { reason: url } }]"))
        #expect(cold.map(\.id) == ["scenario.unsupported-on-platform"])
    }

    @Test func universalLinksBeforeIOS9AreRefused() {
        let cold = diagnostics(Self.app("ios8", steps: "[{ launch: { reason: universalLink } }]"))
        #expect(cold.map(\.id) == ["scenario.unsupported-on-platform"])
    }

    // MARK: Notifications

    @Test func aNotificationLaunchAnswersTheCenterBeforeTheWindowAndActivatesAfterTheFirstFrame() {
        #expect(
            lines(
                Self.app("ios16", steps: "[{ launch: { reason: notification } }]"),
                only: Self.delegates + ["viewDidLoad", "viewWillAppear:", "viewDidAppear:"]) == [
                    "AppDelegate application:willFinishLaunchingWithOptions:",
                    "AppDelegate application:didFinishLaunchingWithOptions:",
                    "AppDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                    "A viewDidLoad", "A viewWillAppear:", "A viewDidAppear:", "AppDelegate applicationDidBecomeActive:",
                ])
    }

    @Test func aPlainLaunchOnTheSameVersionActivatesBeforeTheFirstFrame() {
        let plain = lines(
            Self.app("ios16", steps: "[launch]"), only: ["applicationDidBecomeActive:", "viewDidAppear:"])
        #expect(plain == ["AppDelegate applicationDidBecomeActive:", "A viewDidAppear:"])
    }

    @Test func aCodeMadeWindowIsShownInsideDidFinishSoTheResponseFollowsIt() {
        #expect(
            lines(
                Self.app("ios16", window: "code", steps: "[{ launch: { reason: notification } }]"),
                only: [
                    "application:didFinishLaunchingWithOptions:", "viewWillAppear:",
                    "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                ]) == [
                    "AppDelegate application:didFinishLaunchingWithOptions:", "A viewWillAppear:",
                    "AppDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                ])
    }

    @Test(arguments: ["ios9", "ios12"])
    func withoutANotificationCenterDelegateTheTapGoesToTheAppDelegate(_ platform: String) {
        let extra = platform == "ios9" ? "" : ", notificationDelegate: false"
        #expect(
            lines(
                Self.app(platform, extra: extra, steps: "[{ launch: { reason: notification } }]"), only: Self.delegates
            )
            .suffix(2) == [
                "AppDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:",
                "AppDelegate applicationDidBecomeActive:",
            ])
    }

    @Test func fromIOS10TheCenterDelegateTakesTheTap() {
        let yaml = Self.app("ios10", steps: "[launch, home, notificationTap]")
        #expect(
            lines(yaml, from: 3) == [
                "AppDelegate applicationWillEnterForeground:",
                "AppDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                "AppDelegate applicationDidBecomeActive:",
            ])
    }

    @Test func aSceneAppLaunchedByATapAnswersRightAfterConnecting() {
        let found = lines(
            Self.app("ios15", lifecycle: "scenes", steps: "[{ launch: { reason: notification } }]"),
            only: Self.delegates)
        #expect(
            found == [
                "AppDelegate application:willFinishLaunchingWithOptions:",
                "AppDelegate application:didFinishLaunchingWithOptions:",
                "SceneDelegate scene:willConnectToSession:options:",
                "AppDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                "SceneDelegate sceneWillEnterForeground:", "SceneDelegate sceneDidBecomeActive:",
            ])
    }

    @Test func aTapOnAnAppInFrontOnlyDeliversTheResponse() {
        #expect(
            lines(Self.app("ios11", steps: "[launch, notificationTap]"), from: 2) == [
                "AppDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"
            ])
    }

    // MARK: Background wake-ups

    @Test func aContentAvailablePushReachesABackgroundAppWithoutBringingItForward() throws {
        let yaml = Self.app(
            "ios10", extra: ", notificationDelegate: false", steps: "[launch, home, remoteNotification]")
        let simulated = try #require(trace(yaml))
        let wake = simulated.steps.filter { $0.scenarioStep == 3 }
        #expect(wake.map(\.summary) == ["AppDelegate application:didReceiveRemoteNotification:fetchCompletionHandler:"])
        #expect(wake.first?.appState == .background)
    }

    @Test(arguments: ["remoteNotification", "backgroundFetch"])
    func aBackgroundLaunchRunsTheLaunchInTheBackgroundAndShowsTheRootWithoutActivating(_ reason: String) throws {
        let method =
            reason == "backgroundFetch"
            ? "application:performFetchWithCompletionHandler:"
            : "application:didReceiveRemoteNotification:fetchCompletionHandler:"
        let simulated = try #require(trace(Self.app("ios16", steps: "[{ launch: { reason: \(reason) } }]")))
        #expect(
            simulated.cut(from: 1, callbacks: Self.delegates + ["viewDidLoad", "viewDidAppear:"]).summaries == [
                "AppDelegate application:willFinishLaunchingWithOptions:",
                "AppDelegate application:didFinishLaunchingWithOptions:", "AppDelegate \(method)", "A viewDidLoad",
                "A viewDidAppear:",
            ])
        #expect(simulated.steps.allSatisfy { $0.appState == .background })
    }

    @Test func aBackgroundLaunchIsSuspendedAndComesForwardThroughWillEnterForeground() {
        #expect(
            lines(Self.app("ios9", steps: "[{ launch: { reason: backgroundFetch } }, foreground]"), from: 2) == [
                "AppDelegate applicationWillEnterForeground:", "AppDelegate applicationDidBecomeActive:",
            ])
    }

    /// With scenes the scene connects in the background after the launch methods, its window
    /// shows the root, and only then the push or fetch method runs; nothing brings it forward.
    @Test(arguments: ["remoteNotification", "backgroundFetch"], ["storyboard", "code"])
    func aSceneAppsBackgroundLaunchConnectsItsSceneInTheBackground(_ reason: String, _ window: String) throws {
        let method =
            reason == "backgroundFetch"
            ? "application:performFetchWithCompletionHandler:"
            : "application:didReceiveRemoteNotification:fetchCompletionHandler:"
        let yaml = Self.app("ios15", lifecycle: "scenes", window: window, steps: "[{ launch: { reason: \(reason) } }]")
        let simulated = try #require(trace(yaml))
        let watched =
            Self.delegates + [
                "application:configurationForConnectingSceneSession:options:", "sceneDidEnterBackground:",
                "viewDidLoad", "viewWillAppear:", "viewDidAppear:",
            ]
        #expect(
            simulated.cut(from: 1, callbacks: watched).summaries == [
                "AppDelegate application:willFinishLaunchingWithOptions:",
                "AppDelegate application:didFinishLaunchingWithOptions:",
                "AppDelegate application:configurationForConnectingSceneSession:options:",
                "SceneDelegate scene:willConnectToSession:options:", "A viewDidLoad", "A viewWillAppear:",
                "AppDelegate \(method)", "A viewDidAppear:",
            ])
        #expect(simulated.steps.allSatisfy { $0.appState == .background })
    }

    /// The scene stayed connected, so whatever brings the app forward afterwards only enters
    /// the foreground: no second connection, no second appearance of the root.
    @Test(arguments: [
        ("foreground", ["SceneDelegate sceneWillEnterForeground:", "SceneDelegate sceneDidBecomeActive:"]),
        (
            "notificationTap",
            [
                "SceneDelegate sceneWillEnterForeground:",
                "AppDelegate userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                "SceneDelegate sceneDidBecomeActive:",
            ]
        ),
        (
            "openURL",
            [
                "SceneDelegate sceneWillEnterForeground:", "SceneDelegate scene:openURLContexts:",
                "SceneDelegate sceneDidBecomeActive:",
            ]
        ),
    ])
    func aSceneAppOpenedAfterABackgroundLaunchOnlyEntersTheForeground(_ word: String, _ expected: [String]) {
        let yaml = Self.app(
            "ios17", lifecycle: "scenes", steps: "[{ launch: { reason: remoteNotification } }, \(word)]")
        #expect(lines(yaml, from: 2, only: Self.delegates + appearance) == expected)
    }

    /// A scene session the system kept (after `terminate`) is not configured again.
    @Test func aKeptSessionIsNotConfiguredAgainInABackgroundLaunch() {
        let yaml = Self.app(
            "ios16", lifecycle: "scenes", steps: "[launch, home, terminate, { launch: { reason: backgroundFetch } }]")
        #expect(
            lines(yaml, from: 4, only: ["application:configurationForConnectingSceneSession:options:"]).isEmpty)
        #expect(
            lines(yaml, from: 4, only: ["scene:willConnectToSession:options:"]) == [
                "SceneDelegate scene:willConnectToSession:options:"
            ])
    }

    @Test func backgroundFetchBeforeIOS7IsRefused() {
        let found = diagnostics(Self.app("ios6", steps: "[{ launch: { reason: backgroundFetch } }]"))
        #expect(found.map(\.id) == ["scenario.unsupported-on-platform"], "\(found.map(\.summary))")
    }

    /// The push wakes a suspended app only for its call: it is suspended again, so a later kill
    /// runs no code, while under the debugger it was never suspended and still terminates.
    @Test func aWokenAppIsSuspendedAgainAfterThePush() {
        #expect(lines(Self.app("ios12", steps: "[launch, home, remoteNotification, kill]"), from: 4).isEmpty)
        let debugged = Self.app("ios12", extra: ", debugger: true", steps: "[launch, home, remoteNotification, kill]")
        #expect(
            lines(debugged, from: 4, only: ["applicationWillTerminate:"]) == ["AppDelegate applicationWillTerminate:"])
    }

    @Test(arguments: ["openURL", "notificationTap", "remoteNotification"])
    func aWordForARunningAppNeedsTheAppToRun(_ word: String) {
        let found = diagnostics(Self.app("ios15", steps: "[\(word)]"))
        #expect(found.map(\.id) == ["scenario.impossible-transition"], "\(found.map(\.summary))")
    }

    @Test func aBadNotificationDelegateValueIsOneLocatedError() {
        let found = diagnostics(Self.app("ios15", extra: ", notificationDelegate: maybe", steps: "[launch]"))
        #expect(found.count == 1, "\(found.map(\.summary))")
        #expect(found.first?.location.line == 2)
    }

    // MARK: Evidence

    /// The rules of reasoned launches place only the calls a link, a tap or a wake-up adds, so a
    /// claim about a plain launch's delegate and view calls is not said to rest on them.
    @Test func aPlainLaunchClaimDoesNotRestOnTheLaunchReasonRules() {
        let reasonRules: Set<String> = [
            "url-launch-app-delegate", "url-launch-scenes-in-connection-options", "notification-tap-to-center-delegate",
            "notification-launch-response-first", "background-launch", "background-launch-scenes",
        ]
        let plain: Set<String> = [
            "application:willFinishLaunchingWithOptions:", "application:didFinishLaunchingWithOptions:",
            "applicationDidBecomeActive:", "scene:willConnectToSession:options:", "sceneDidBecomeActive:",
            "viewDidLoad", "viewWillAppear:", "viewDidAppear:",
        ]
        let governing = Set(EngineRule.governing(["launch"], callbacks: plain).map(\.id))
        #expect(governing.isDisjoint(with: reasonRules), "\(governing.intersection(reasonRules))")
        let linked = Set(EngineRule.governing(["launch"], callbacks: ["application:openURL:options:"]).map(\.id))
        #expect(linked.contains("url-launch-app-delegate"))
    }
}
