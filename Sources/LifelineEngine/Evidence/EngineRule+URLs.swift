/// The rules about launch reasons, URLs, notifications and background wake-ups (FORMAT.md
/// version 2: `{ launch: { reason: R } }`, `openURL`, `notificationTap`, `remoteNotification`).
extension EngineRule {
    static let urlsAndNotifications: [EngineRule] = [
        EngineRule(
            id: "url-launch-app-delegate",
            summary: "An app without scenes launched for a URL or a universal link gets it in the launch options, "
                + "then through application:openURL:options: or the user-activity pair, while inactive, just "
                + "before applicationDidBecomeActive:.",
            actions: ["launch"],
            // Only the calls a link adds: a claim about a plain launch does not rest on this rule.
            callbacks: [
                "application:openURL:options:", "application:willContinueUserActivityWithType:",
                "application:continueUserActivity:restorationHandler:",
            ],
            platforms: .majors(9),
            lifecycle: .appDelegate,
            observations: [
                "urls-scheme-cold-ios12-recoursive", "urls-universal-link-cold-ios12-recoursive",
                "urls-universal-link-cold-ios12-kennagami",
            ],
            documentation: [
                .init(
                    "Apple: application(_:open:options:)", apple + "uiapplicationdelegate/application(_:open:options:)"),
                .init(
                    "Apple: application(_:continue:restorationHandler:)",
                    apple + "uiapplicationdelegate/application(_:continue:restorationhandler:)"),
            ],
            inference: "The logs do not show the root controller's callbacks, so the delivery's place relative to "
                + "viewDidLoad and viewDidAppear: is inferred: with the activation, after the window is shown."),
        EngineRule(
            id: "url-launch-scenes-in-connection-options",
            summary: "A scene app launched for a URL or a universal link finds it in the connection options of "
                + "scene:willConnectToSession:options:; scene:openURLContexts: is not called on a cold launch.",
            actions: ["launch"],
            callbacks: ["scene:openURLContexts:"],
            platforms: .majors(13),
            lifecycle: .scenes,
            observations: [
                "urls-scheme-cold-scenes-ios13-jakehao", "urls-scheme-cold-scenes-ios14-iosdeveloperfromscratch",
            ],
            documentation: [
                .init(
                    "Apple: scene(_:willConnectTo:options:)",
                    apple + "uiscenedelegate/scene(_:willconnectto:options:)")
            ]),
        EngineRule(
            id: "open-url-while-running",
            summary: "A URL opened while the app is in the background brings it to the foreground and is handed "
                + "over between entering the foreground and becoming active (scene:openURLContexts: with scenes); "
                + "an app already in front just receives it.",
            actions: ["openURL"],
            platforms: .majors(9),
            observations: [
                "urls-scheme-background-ios12-recoursive", "urls-scheme-background-scenes-ios13-jakehao",
                "urls-scheme-background-scenes-ios13-kanayuzusora",
            ],
            documentation: [
                .init("Apple: scene(_:openURLContexts:)", apple + "uiscenedelegate/scene(_:openurlcontexts:)")
            ],
            inference: "With scenes, the place of scene:openURLContexts: between sceneWillEnterForeground: and "
                + "sceneDidBecomeActive: follows the app-delegate logs; the scene log names only the method. No "
                + "log shows a URL reaching an app already in front."),
        EngineRule(
            id: "open-url-before-ios9",
            summary: "Before iOS 9 a URL reaches an app through application:openURL:sourceApplication:annotation:, in "
                + "the places application:openURL:options: takes later: after didFinishLaunching on a cold launch, "
                + "between entering the foreground and becoming active for an app in the background.",
            actions: ["launch", "openURL"],
            // Only the call a URL adds, as for `url-launch-app-delegate`.
            callbacks: ["application:openURL:sourceApplication:annotation:"],
            platforms: Platform(major: 4, minor: 2)...Platform(major: 8, minor: 99),
            lifecycle: .appDelegate,
            observations: ["urls-open-url-background-ios8-mamicode"],
            documentation: [
                .init(
                    "Apple: application(_:open:sourceApplication:annotation:)",
                    apple + "uiapplicationdelegate/application(_:open:sourceapplication:annotation:)")
            ],
            inference: "The one kept list is of an app in the background (iOS 8); the cold launch follows Apple's "
                + "documentation of the method (the URL in the launch options, then this call if launching returned "
                + "YES), and earlier versions are assumed to behave as iOS 8."),
        EngineRule(
            id: "notification-tap-to-center-delegate",
            summary: "From iOS 10 a tapped notification reaches the UNUserNotificationCenter delegate when the app "
                + "sets one, otherwise application:didReceiveRemoteNotification:fetchCompletionHandler:.",
            actions: ["launch", "notificationTap"],
            callbacks: [
                "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
                "application:didReceiveRemoteNotification:fetchCompletionHandler:",
            ],
            platforms: .majors(7),
            observations: [
                "notifications-tap-cold-ios11-jianshu4eef", "notifications-tap-background-ios11-jianshu4eef",
                "launch-ios10-jigarm-push-after-user-kill", "notifications-push-background-then-tap-ios10-jigarm",
                "notifications-center-delegate-takes-tap-ios10-naonya3",
            ],
            documentation: [
                .init(
                    "Apple: userNotificationCenter(_:didReceive:withCompletionHandler:)",
                    "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/"
                        + "usernotificationcenter(_:didreceive:withcompletionhandler:)")
            ],
            inference: "iOS 7-9 use the app-delegate method by documentation; the only log of them (iOS 8) shows the "
                + "variant without a completion handler, which the engine does not trace."),
        EngineRule(
            id: "notification-launch-response-first",
            summary: "A launch by a notification tap delivers the notification-center response right after "
                + "didFinishLaunching (or scene:willConnectToSession:options:), before the window is shown; an app "
                + "without scenes then becomes active only after the first frame.",
            actions: ["launch"],
            callbacks: ["userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"],
            platforms: .majors(10),
            observations: [
                "notifications-tap-cold-ios16-skytitan", "notifications-tap-cold-scenes-ios15-depict",
                "notifications-tap-cold-ios11-jianshu4eef",
            ],
            inference: "The late activation is seen in one list (iOS 15-16) and applied to every version from iOS 10; "
                + "the author guesses the completion handler causes it. A code-made window is shown inside the "
                + "launch method, so there the response follows it."),
        EngineRule(
            id: "notification-tap-while-running",
            summary: "A notification tapped while the app is in the background brings it to the foreground and is "
                + "handed over between entering the foreground and becoming active; an app in front just receives it.",
            actions: ["notificationTap"],
            platforms: .majors(7),
            observations: [
                "notifications-tap-background-ios11-jianshu4eef", "notifications-push-background-then-tap-ios10-jigarm",
                "notifications-silent-launch-then-tap-ios16-skytitan", "notifications-tap-background-ios8-mamicode",
            ],
            inference: "With scenes the response is placed between sceneWillEnterForeground: and "
                + "sceneDidBecomeActive: by analogy; no scene log of a warm tap is kept."),
        EngineRule(
            id: "background-launch",
            summary: "A content-available push or a background fetch launches an app without scenes into the "
                + "background: the launch methods run there, then the push or fetch method, and the root controller "
                + "still appears; no activation follows and the app is suspended.",
            actions: ["launch"],
            callbacks: [
                "application:didReceiveRemoteNotification:fetchCompletionHandler:",
                "application:performFetchWithCompletionHandler:",
            ],
            platforms: .majors(7),
            lifecycle: .appDelegate,
            observations: [
                "launch-ios7-radar-background-fetch-launch", "launch-background-fetch-then-icon-ios9-kaiinui",
                "notifications-silent-launch-then-tap-ios16-skytitan",
            ],
            documentation: [
                .init(
                    "Apple: application(_:performFetchWithCompletionHandler:)",
                    apple + "uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)"),
                .init("Apple: UIApplication.State.background", apple + "uiapplication/state/background"),
            ],
            inference: "The fetch method's place before the window is shown follows the push log. Apple's article "
                + "About the background execution sequence draws applicationDidEnterBackground: before the event that "
                + "caused the launch; the iOS 7 report saw no such call, and no later log settles it, so the engine "
                + "follows the report. Scene apps are the next rule's."),
        EngineRule(
            id: "background-launch-scenes",
            summary: "A content-available push or a background fetch launches a scene app into the background: after "
                + "the launch methods its scene connects there (scene:willConnectToSession:options:) and its window "
                + "shows the root controller, then the push or fetch method runs; no foreground method follows, and "
                + "a later return to the foreground is only sceneWillEnterForeground: and sceneDidBecomeActive:.",
            actions: ["launch"],
            // Only the calls the wake-up adds, as for the rule above: a plain launch's claim does not rest on it.
            callbacks: [
                "application:didReceiveRemoteNotification:fetchCompletionHandler:",
                "application:performFetchWithCompletionHandler:",
            ],
            platforms: .majors(13),
            lifecycle: .scenes,
            documentation: [
                .init("Apple: Managing your app's life cycle", apple + "managing-your-app-s-life-cycle"),
                .init("Apple: UIApplication.applicationState", apple + "uiapplication/applicationstate"),
                .init(
                    "Apple: About the background execution sequence", apple + "about-the-background-execution-sequence"),
            ],
            inference: "Documentation only: no kept log shows a scene app launched into the background. Apple says a "
                + "scene the system requests usually moves to the background to process an event, and that a scene "
                + "app launches in the background and changes state as its scenes connect; that UIKit connects the "
                + "scene for a push or a fetch in particular, the event's place after the connection, the root "
                + "controller's appearance in the background and the absence of sceneDidEnterBackground: are "
                + "inferred from those pages and from the app-delegate launch into the background, which logs show."),
        EngineRule(
            id: "remote-notification-in-background",
            summary: "A content-available push reaches a running app through "
                + "application:didReceiveRemoteNotification:fetchCompletionHandler: in the state it is in; a "
                + "suspended app is woken in the background for it and is not brought to the foreground.",
            actions: ["remoteNotification"],
            platforms: .majors(7),
            observations: ["notifications-push-background-then-tap-ios10-jigarm"],
            documentation: [
                .init(
                    "Apple: application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                    apple + "uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)")
            ]),
    ]
}
