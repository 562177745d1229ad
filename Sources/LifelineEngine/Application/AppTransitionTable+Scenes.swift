extension AppTransitionTable {
    /// Rows for an app that adopts scenes (iOS 13+): the scene delegate gets the foreground and
    /// background methods; the app delegate keeps launching, scene configuration, discarding,
    /// termination and memory warnings (FACTS.md §2-§3).
    static func sceneRows() -> [AppTransition] {
        typealias Step = AppTransition.Step
        let resign = Step(.sceneDelegate, .sceneWillResignActive, .inactive, scene: .foregroundInactive)
        let enterBackground = Step(.sceneDelegate, .sceneDidEnterBackground, .background, scene: .background)
        let enterForeground = Step(.sceneDelegate, .sceneWillEnterForeground, .inactive, scene: .foregroundInactive)
        let becomeActive = Step(.sceneDelegate, .sceneDidBecomeActive, .active, scene: .foregroundActive)
        let disconnect = Step(.sceneDelegate, .sceneDidDisconnect, .background, scene: .unattached)
        let discard = Step(.appDelegate, .didDiscardSceneSessions, .background)
        let terminate = Step(.appDelegate, .applicationWillTerminate, .notRunning)
        let launch = [
            Step(.appDelegate, .willFinishLaunching, .inactive),
            Step(.appDelegate, .didFinishLaunching, .inactive),
            Step(.appDelegate, .configurationForConnecting, .inactive),
            Step(.sceneDelegate, .sceneWillConnect, .inactive, scene: .unattached),
            enterForeground, becomeActive,
        ]
        let kill =
            "Swipe-kill: sceneDidDisconnect: then application:didDiscardSceneSessions: (observed iOS 13.0, FACTS.md §3)."
        var rows = [
            AppTransition(
                from: .notRunning, event: .launch, to: .active, steps: launch,
                note: "Observed iOS 13.0 and 14 (FACTS.md §3)."),
            AppTransition(from: .active, event: .home, to: .background, steps: [resign, enterBackground]),
            AppTransition(from: .inactive, event: .home, to: .background, steps: [enterBackground]),
            AppTransition(from: .background, event: .foreground, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(from: .suspended, event: .foreground, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(from: .inactive, event: .foreground, to: .active, steps: [becomeActive]),
            AppTransition(from: .active, event: .interruption, to: .inactive, steps: [resign]),
            AppTransition(from: .inactive, event: .interruptionEnd, to: .active, steps: [becomeActive]),
            AppTransition(from: .active, event: .appSwitcher, to: .inactive, steps: [resign]),
            AppTransition(
                from: .active, event: .lock, to: .background, steps: [resign, enterBackground],
                note: "No stored scene log of locking; follows the iOS 5+ app-delegate row (FACTS.md §16)."),
            AppTransition(from: .background, event: .unlock, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(from: .suspended, event: .unlock, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(
                from: .active, event: .kill, to: .notRunning, steps: [resign, disconnect, discard, terminate],
                note: kill),
            AppTransition(
                from: .inactive, event: .kill, to: .notRunning, steps: [disconnect, discard, terminate],
                note: "Killed while foreground-inactive: no sceneDidEnterBackground: (FACTS.md §3)."),
            AppTransition(
                from: .background, event: .kill, to: .notRunning, steps: [disconnect, discard, terminate], note: kill),
            AppTransition(
                from: .suspended, event: .kill, to: .notRunning, steps: [],
                note: "Purged silently; didDiscardSceneSessions: comes on the next launch (Apple)."),
            AppTransition(from: .background, event: .suspend, to: .suspended, steps: []),
        ]
        rows += [AppState.active, .inactive, .background].map { state in
            AppTransition(
                from: state, event: .memoryWarning, to: state,
                steps: [Step(.appDelegate, .applicationDidReceiveMemoryWarning, state)])
        }
        return rows
    }
}
