/// The application's state machine as data: every legal (state, event) pair with the
/// delegate callbacks it produces, for one platform and life-cycle kind. The simulator runs
/// it; the site draws it.
///
/// Sources per row: FACTS.md §2 (app delegate, observed iOS 4.3, 5.0, 9, 11), §3 (scenes,
/// observed iOS 13.0), §5 (termination), seeds 000, 002 and 003. With scenes the app
/// delegate no longer gets the foreground and background methods (Apple,
/// applicationDidEnterBackground(_:)). Lock and interruption rows for scenes follow the iOS
/// 5+ app-delegate rows by analogy (FACTS.md §16, inference).
public struct AppTransitionTable: Hashable, Sendable {
    public let platform: Platform
    public let lifecycle: Lifecycle
    public let transitions: [AppTransition]

    public init(platform: Platform, lifecycle: Lifecycle) {
        self.platform = platform
        self.lifecycle = lifecycle
        self.transitions =
            lifecycle == .scenes && platform.hasScenes
            ? Self.sceneRows() : Self.appDelegateRows(platform)
    }

    /// The row for an event in a state; nil when the event cannot happen there.
    public func transition(from state: AppState, on event: AppEvent) -> AppTransition? {
        transitions.first { $0.from == state && $0.event == event }
    }

    /// The events that can happen in a state, in table order.
    public func events(from state: AppState) -> [AppEvent] {
        transitions.filter { $0.from == state }.map(\.event)
    }

    private static func appDelegateRows(_ platform: Platform) -> [AppTransition] {
        typealias Step = AppTransition.Step
        let resign = Step(.appDelegate, .applicationWillResignActive, .inactive)
        let enterBackground = Step(.appDelegate, .applicationDidEnterBackground, .background)
        let enterForeground = Step(.appDelegate, .applicationWillEnterForeground, .inactive)
        let becomeActive = Step(.appDelegate, .applicationDidBecomeActive, .active)
        let terminate = Step(.appDelegate, .applicationWillTerminate, .notRunning)
        var launch = [Step(.appDelegate, .didFinishLaunching, .inactive), becomeActive]
        if platform.hasWillFinishLaunching {
            launch.insert(Step(.appDelegate, .willFinishLaunching, .inactive), at: 0)
        }
        var rows: [AppTransition] = [
            AppTransition(
                from: .notRunning, event: .launch, to: .active, steps: launch,
                note: "No applicationWillEnterForeground: on a cold launch (FACTS.md §2)."),
            AppTransition(from: .active, event: .home, to: .background, steps: [resign, enterBackground]),
            AppTransition(from: .inactive, event: .home, to: .background, steps: [enterBackground]),
            AppTransition(from: .background, event: .foreground, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(from: .suspended, event: .foreground, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(from: .inactive, event: .foreground, to: .active, steps: [becomeActive]),
            AppTransition(from: .active, event: .interruption, to: .inactive, steps: [resign]),
            AppTransition(from: .inactive, event: .interruptionEnd, to: .active, steps: [becomeActive]),
            AppTransition(
                from: .active, event: .appSwitcher, to: .inactive, steps: [resign],
                note: "The app stays visible in the switcher (or the iOS 4-6 multitasking bar)."),
        ]
        rows += lockRows(
            platform, resign: resign, enterBackground: enterBackground, enterForeground: enterForeground,
            becomeActive: becomeActive)
        rows += [
            AppTransition(
                from: .active, event: .kill, to: .notRunning, steps: [resign, enterBackground, terminate],
                note: "Killed before suspension: applicationWillTerminate: is called (FACTS.md §5)."),
            AppTransition(
                from: .inactive, event: .kill, to: .notRunning, steps: [enterBackground, terminate],
                note: "Swiped away from the switcher: seed 000's iOS 9 log."),
            AppTransition(from: .background, event: .kill, to: .notRunning, steps: [terminate]),
            AppTransition(
                from: .suspended, event: .kill, to: .notRunning, steps: [],
                note: "A suspended app is purged without any callback (FACTS.md §5)."),
            AppTransition(from: .background, event: .suspend, to: .suspended, steps: []),
        ]
        rows += memoryRows
        return rows
    }

    private static func lockRows(
        _ platform: Platform, resign: AppTransition.Step, enterBackground: AppTransition.Step,
        enterForeground: AppTransition.Step, becomeActive: AppTransition.Step
    ) -> [AppTransition] {
        guard platform.lockEntersBackground else {
            return [
                AppTransition(
                    from: .active, event: .lock, to: .inactive, steps: [resign],
                    note: "iOS 4: locking only resigns active (FACTS.md §2)."),
                AppTransition(from: .inactive, event: .unlock, to: .active, steps: [becomeActive]),
            ]
        }
        return [
            AppTransition(
                from: .active, event: .lock, to: .background, steps: [resign, enterBackground],
                note: "From iOS 5 locking enters the background (FACTS.md §2)."),
            AppTransition(from: .background, event: .unlock, to: .active, steps: [enterForeground, becomeActive]),
            AppTransition(from: .suspended, event: .unlock, to: .active, steps: [enterForeground, becomeActive]),
        ]
    }

    private static var memoryRows: [AppTransition] {
        [AppState.active, .inactive, .background].map { state in
            AppTransition(
                from: state, event: .memoryWarning, to: state,
                steps: [AppTransition.Step(.appDelegate, .applicationDidReceiveMemoryWarning, state)],
                note: "App delegate first, then the controllers (FACTS.md §6).")
        }
    }
}
