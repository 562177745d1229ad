/// The application's state as a pure value: one `mutating` call per event, returning the
/// transition to perform (the swift-nio state-machine shape: no I/O, the caller acts).
public struct AppStateMachine: Hashable, Sendable {
    public let table: AppTransitionTable
    public private(set) var state: AppState = .notRunning
    /// The scene's state for scene-based apps; nil for app-delegate apps.
    public private(set) var sceneState: SceneActivationState?
    /// Sessions the user discarded while the app was not running, reported on the next launch
    /// (Apple, application(_:didDiscardSceneSessions:)).
    public private(set) var hasUndeliveredDiscardedSessions = false

    public init(platform: Platform, lifecycle: Lifecycle) {
        table = AppTransitionTable(platform: platform, lifecycle: lifecycle)
        if table.lifecycle == .scenes { sceneState = .unattached }
    }

    /// Moves the machine on `event`; nil (and no change) when the event cannot happen in the
    /// current state.
    public mutating func handle(_ event: AppEvent) -> AppTransition? {
        guard let transition = table.transition(from: state, on: event) else { return nil }
        if event == .kill && state == .suspended && table.lifecycle == .scenes {
            hasUndeliveredDiscardedSessions = true
        }
        state = transition.to
        if table.lifecycle == .scenes {
            sceneState = transition.steps.last(where: { $0.sceneState != nil })?.sceneState ?? sceneState
            if event == .kill { sceneState = .unattached }
        }
        return transition
    }

    /// A launch straight into the background (a content-available push or a background
    /// fetch while the app was not running): the process starts there and no foreground
    /// transition runs. A scene app's scene is connected in the background
    /// (`EngineRule` `background-launch-scenes`), so a later return to the foreground is the
    /// connected scene's. False (and no change) unless the app was not running.
    public mutating func launchIntoBackground() -> Bool {
        guard state == .notRunning else { return false }
        state = .background
        if table.lifecycle == .scenes { sceneState = .background }
        return true
    }

    /// The system ends a suspended app (FORMAT.md version 2, `terminate`): no transition runs
    /// and, unlike a kill, the scene sessions are not discarded. False (and no change) unless
    /// the app was suspended, or, with `inBackground` (Stop in Xcode ending an app the debugger
    /// keeps running), in the background.
    public mutating func terminate(inBackground: Bool = false) -> Bool {
        guard state == .suspended || (inBackground && state == .background) else { return false }
        state = .notRunning
        if table.lifecycle == .scenes { sceneState = .unattached }
        return true
    }

    /// Hands over the sessions discarded while the app was not running, once.
    public mutating func takeDiscardedSessions() -> Bool {
        defer { hasUndeliveredDiscardedSessions = false }
        return hasUndeliveredDiscardedSessions
    }
}
