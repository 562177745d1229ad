/// The rules about state preservation and restoration and the system ending an app (FORMAT.md
/// version 2: `stateRestoration`, `restorationClass`, `terminate`).
extension EngineRule {
    static let preservationCallbacks: Set<String> = [
        "application:shouldSaveApplicationState:", "application:shouldSaveSecureApplicationState:",
        "application:willEncodeRestorableStateWithCoder:", "encodeRestorableStateWithCoder:",
    ]
    static let restorationCallbacks: Set<String> = [
        "application:shouldRestoreApplicationState:", "application:shouldRestoreSecureApplicationState:",
        "viewControllerWithRestorationIdentifierPath:coder:", "decodeRestorableStateWithCoder:",
        "application:didDecodeRestorableStateWithCoder:", "applicationFinishedRestoringState",
    ]

    /// The ids of the rules below, for tests that check what they govern.
    public static var stateRestorationRuleIDs: [String] { stateRestoration.map(\.id) }

    static let stateRestoration: [EngineRule] = [
        EngineRule(
            id: "state-preservation-on-background",
            summary: "An app that opts into state preservation saves its interface each time it enters the "
                + "background, after applicationDidEnterBackground:: the app delegate is asked whether to save, "
                + "writes its own state, then each controller of the window's hierarchy writes its own, parents "
                + "first.",
            actions: ["home", "lock"], callbacks: preservationCallbacks, platforms: .majors(6),
            observations: ["restoration-home-save-ios11-regularberry", "restoration-encode-order-ios6-djibouti33"],
            documentation: [
                .init(
                    "Apple: application(_:willEncodeRestorableStateWith:)",
                    apple + "uiapplicationdelegate/application(_:willencoderestorablestatewith:)"),
                .init(
                    "Apple: encodeRestorableState(with:)", apple + "uiviewcontroller/encoderestorablestate(with:)"),
            ],
            inference: "The controllers' order (a navigation stack bottom first, every tab, then what is presented) "
                + "is Apple's walk from the root; the one log shows a root before its children. The secure question "
                + "from iOS 13.2 rests on Apple's deprecation of the older one; no log shows it. That preservation "
                + "comes before the redraws for the switcher's snapshots (iOS 13+) is not in a log either."),
        EngineRule(
            id: "scene-restoration-activity-on-background",
            summary: "A scene app that opts into state restoration is asked for its scene's user activity "
                + "(stateRestorationActivityForScene:) each time the scene enters the background, after "
                + "sceneDidEnterBackground:; the app delegate's save question and the controllers' encoding do not "
                + "run.",
            // Only the scene question: a claim about an app without scenes does not rest on this rule.
            actions: ["home", "lock"], callbacks: ["stateRestorationActivityForScene:"],
            platforms: .majors(13),
            lifecycle: .scenes,
            observations: [
                "restoration-scene-saved-on-home-ios15-fb9855914",
                "restoration-scene-app-skips-controller-restoration-flutter",
                "restoration-scene-activity-at-connection-flutter",
            ],
            documentation: [
                .init(
                    "Apple: stateRestorationActivity(for:)",
                    apple + "uiscenedelegate/staterestorationactivity(for:)"),
                .init("Apple: Restoring your app's state", apple + "restoring-your-app-s-state"),
            ],
            inference: "No log prints stateRestorationActivityForScene:. That it is asked on entering the "
                + "background rests on two accounts: an Open Radar report (FB9855914, iOS 15) whose steps save the "
                + "state by going home, and Flutter's (Home, then an ending that runs no code, and the activity "
                + "was there at the next launch); Apple's UISceneSession page says only that the system asks "
                + "before disconnecting a scene. Its place right after sceneDidEnterBackground: is the engine's "
                + "choice, matching the controller-based preservation. The same report found the activity kept "
                + "after a swipe in the switcher on iOS 15; the engine follows Apple's sample, which says a force "
                + "quit deletes it."),
        EngineRule(
            id: "scene-restoration-at-connection",
            summary: "At the next launch of a scene app the saved activity is in the session's "
                + "stateRestorationActivity when scene:willConnectToSession:options: runs, before any controller "
                + "appears; UIKit asks no restoration question and rebuilds no controller: the app does it from the "
                + "activity.",
            // A plain scene launch does not rest on this rule, only a sequence that saved an activity.
            actions: ["launch"], callbacks: ["stateRestorationActivityForScene:"],
            platforms: .majors(13),
            lifecycle: .scenes,
            observations: [
                "restoration-scene-activity-at-connection-flutter",
                "restoration-scene-app-skips-controller-restoration-flutter",
            ],
            documentation: [
                .init(
                    "Apple: UISceneSession.stateRestorationActivity",
                    apple + "uiscenesession/staterestorationactivity"),
                .init("Apple: Restoring your app's state", apple + "restoring-your-app-s-state"),
            ],
            inference: "Both sources are accounts, not console text, from iOS 18-era Flutter apps; that iOS 13 to 17 "
                + "behave the same follows Apple's documentation. scene:restoreInteractionStateWithUserActivity:, "
                + "which Flutter saw after viewWillAppear:, is not traced: the format cannot say the scene delegate "
                + "implements it. Rebuilding a pushed, presented or other-tab interface is the app's code and is "
                + "refused by name."),
        EngineRule(
            id: "state-restoration-at-launch",
            summary: "At the next launch, when a saved archive exists, restoration runs between "
                + "application:willFinishLaunchingWithOptions: and application:didFinishLaunchingWithOptions:: "
                + "the app delegate is asked whether to restore, the controllers are found or recreated and load "
                + "their views, each decodes its state, the app delegate decodes, and each hears "
                + "applicationFinishedRestoringState (iOS 7+); then the restored interface appears.",
            actions: ["launch"], callbacks: restorationCallbacks, platforms: .majors(6),
            observations: [
                "urls-universal-link-cold-ios11-regularberry", "notifications-push-tap-cold-ios11-regularberry",
                "restoration-restoration-class-decode-order-newbe",
            ],
            documentation: [
                .init("Apple: About the UI restoration process", apple + "about-the-ui-restoration-process"),
                .init(
                    "Apple: applicationFinishedRestoringState()",
                    apple + "uiviewcontroller/applicationfinishedrestoringstate()"),
            ],
            inference: "The logs show the app delegate's calls and one restored controller; that every restored "
                + "controller loads its view before any decodes, and all decode before "
                + "applicationFinishedRestoringState, follows the order Programming iOS 9 gives. The app delegate's "
                + "application:viewControllerWithRestorationIdentifierPath:coder: is never traced: the format "
                + "cannot say the delegate implements it, and the one app that did never printed it."),
        EngineRule(
            id: "restoration-class-recreates",
            summary: "A saved controller with a restoration class is asked for through the class's "
                + "viewControllerWithRestorationIdentifierPath:coder:, after the restore question and before its "
                + "view loads and its state is decoded; a controller that does not exist yet is unarchived from the "
                + "storyboard (initWithCoder:, awakeFromNib), one that exists is returned as it is.",
            // Only the class method: a claim about a plain storyboard launch does not rest on this rule.
            actions: ["launch"], callbacks: ["viewControllerWithRestorationIdentifierPath:coder:"],
            platforms: .majors(6),
            observations: [
                "restoration-restoration-class-decode-order-newbe",
                "restoration-class-asked-for-existing-tabs-ios7-wordpress",
            ],
            documentation: [
                .init("Apple: restorationClass", apple + "uiviewcontroller/restorationclass"),
                .init("Apple: UIViewControllerRestoration", apple + "uiviewcontrollerrestoration"),
            ],
            inference: "That the class returns the existing instance follows Apple's advice for the protocol; the "
                + "WordPress app returned a new one, which the engine cannot name apart from the first."),
        EngineRule(
            id: "switcher-kill-discards-saved-state",
            summary: "Swiping the app away in the switcher deletes its saved interface, so the next launch restores "
                + "nothing; the system ending it (terminate) keeps it.",
            actions: ["kill", "terminate", "launch"], callbacks: restorationCallbacks, platforms: .majors(6),
            observations: ["launch-ios11-regularberry-cold-launch", "urls-deeplink-cold-ios11-regularberry"],
            documentation: [
                .init(
                    "Apple: StateRestore sample read-me",
                    "https://developer.apple.com/library/ios/samplecode/StateRestore/Listings/ReadMe_txt.html")
            ],
            inference: "The two logs show launches without restoration calls in an app that opted in; that the "
                + "app had been swiped away before them is the authors' likely history, not stated."),
        EngineRule(
            id: "terminate-is-silent",
            summary: "The system ends a suspended app without any callback (so does Stop in Xcode, also for an app "
                + "the debugger keeps in the background); the next launch is a cold launch that finds what was saved "
                + "(the restoration archive, a scene app's session).",
            // What the next launch finds is placed by the rules above; a plain launch does not rest on this one.
            actions: ["terminate"],
            observations: [
                "notifications-system-killed-push-then-tap-ios10-jigarm",
                "restoration-relaunch-scene-config-ios13-luxmentis",
            ],
            documentation: [
                .init(
                    "Apple: Preserving your app's UI across launches",
                    apple + "preserving-your-app-s-ui-across-launches"),
                .init(
                    "Apple: StateRestore sample read-me",
                    "https://developer.apple.com/library/ios/samplecode/StateRestore/Listings/ReadMe_txt.html"),
            ]),
        EngineRule(
            id: "scene-session-kept-after-terminate",
            summary: "A scene app ended by the system reconnects its kept session at the next launch without "
                + "asking application:configurationForConnectingSceneSession:options: again.",
            actions: ["terminate", "launch"],
            callbacks: ["application:configurationForConnectingSceneSession:options:"],
            platforms: .majors(13),
            lifecycle: .scenes,
            observations: ["restoration-relaunch-scene-config-ios13-luxmentis"],
            documentation: [
                .init(
                    "Apple: application(_:configurationForConnecting:options:)",
                    apple + "uiapplicationdelegate/application(_:configurationforconnecting:options:)")
            ],
            inference: "The source is an account, not a log, and does not say how the app was ended."),
    ]
}
