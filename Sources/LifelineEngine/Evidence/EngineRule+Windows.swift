/// The rules about opening another window of an iPad app (FORMAT.md version 2: `newWindow`,
/// `app.multipleWindows`).
extension EngineRule {
    static let ipadWindows: [EngineRule] = [
        EngineRule(
            id: "new-window-connects-a-scene",
            summary: "A window the user opens on an iPad is a new scene session: the app delegate is asked for its "
                + "configuration, then a new scene delegate hears the connection, the entry into the foreground "
                + "and the activation.",
            actions: ["newWindow"], platforms: .majors(13),
            lifecycle: .scenes,
            observations: [
                "ipad-windows-split-view-ios13-eunjin3786", "ipad-windows-split-view-first-time-ios15-youngminah",
                "ipad-windows-split-view-second-scene-ios18-llcc", "ipad-windows-new-window-config-ios13-luxmentis",
            ],
            documentation: [
                .init("Apple: Supporting multiple windows on iPad", apple + "supporting-multiple-windows-on-ipad"),
                .init(
                    "Apple: application(_:configurationForConnecting:options:)",
                    apple + "uiapplicationdelegate/application(_:configurationforconnecting:options:)"),
            ],
            inference: "The new window's own window and controllers (new instances from the storyboard) and the "
                + "resize of the window already open are not traced; the logs run from iOS 13 to iOS 18 in Split "
                + "View, and none was made in Stage Manager."),
        EngineRule(
            id: "new-window-leaves-other-scenes-active",
            summary: "The window already open stays in the foreground and active while another one opens beside "
                + "it: its scene delegate hears nothing.",
            actions: ["newWindow"], callbacks: ["sceneWillResignActive:", "sceneDidEnterBackground:"],
            platforms: .majors(13),
            lifecycle: .scenes,
            observations: ["ipad-windows-split-view-ios13-eunjin3786"],
            documentation: [
                .init(
                    "Apple: Adopting Multitasking Enhancements on iPad (Slide Over and Split View Quick Start)",
                    "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/"
                        + "AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html"),
                .init("Apple: Scenes", apple + "scenes"),
            ],
            inference: "One log (iOS 13), whose author logged sceneWillResignActive: elsewhere, shows nothing for "
                + "the first window; a brief resignation while the new window is dragged in, or what Stage Manager "
                + "does, is in no stored log."),
        EngineRule(
            id: "kill-last-window-of-multiple-window-ipad-app",
            summary: "On an iPad app that supports multiple windows, swiping its one open window away in the "
                + "switcher closes the app's last window: the scene enters the background and the process ends, "
                + "with no sceneDidDisconnect: and no application:didDiscardSceneSessions:.",
            actions: ["kill"], platforms: .majors(13),
            lifecycle: .scenes, iPadWithMultipleWindows: true,
            observations: ["ipad-windows-switcher-close-multiwindow-ios13-so-isolution"],
            documentation: [
                .init("Apple: Supporting multiple windows on iPad", apple + "supporting-multiple-windows-on-ipad")
            ],
            inference: "One list stated in words (iOS 13), which gives applicationWillTerminate: as only possible; "
                + "Douglas Hill's 2019 report, kept among the logs, agrees that closing the last "
                + "window ends the process without discarding its session. The terminate call and the teardown "
                + "of the window before it follow a kill on an iPhone; no log of a later iPadOS is stored."),
    ]
}
