/// One row of the application's transition table: from a state, on an event, to a state,
/// through these delegate callbacks in order. Drawn as the state diagram on the site.
public struct AppTransition: Hashable, Sendable {
    /// One callback of a transition and the state the app reports once it returns.
    public struct Step: Hashable, Sendable {
        public var role: DelegateRole
        public var callback: Callback
        public var appState: AppState
        /// The scene's state after the callback, for scene-based apps.
        public var sceneState: SceneActivationState?

        public init(
            _ role: DelegateRole, _ callback: Callback, _ appState: AppState, scene: SceneActivationState? = nil
        ) {
            self.role = role
            self.callback = callback
            self.appState = appState
            self.sceneState = scene
        }
    }

    public var from: AppState
    public var event: AppEvent
    public var to: AppState
    public var steps: [Step]
    /// Why the row is as it is, with its source.
    public var note: String

    public init(from: AppState, event: AppEvent, to: AppState, steps: [Step], note: String = "") {
        self.from = from
        self.event = event
        self.to = to
        self.steps = steps
        self.note = note
    }
}

/// Which delegate receives a callback; its raw value is the object name traces use.
public enum DelegateRole: String, Hashable, Sendable {
    case appDelegate = "AppDelegate"
    case sceneDelegate = "SceneDelegate"
}
