/// One callback in a trace: who received it, during which scenario step, and the state of the
/// app when it returned (FORMAT.md, "Trace").
public struct TraceStep: Hashable, Sendable {
    /// Counts the trace's steps from 1.
    public var index: Int
    /// The 1-based number of the scenario step that produced this callback.
    public var scenarioStep: Int
    /// That step's action name, e.g. `push`.
    public var action: String
    /// The scenario's name for the receiver (`A`, `V`) or its role (`AppDelegate`,
    /// `SceneDelegate`, `Window`).
    public var object: String
    public var callback: Callback
    /// The application state after the callback returns.
    public var appState: AppState
    /// For a controller, whether its view is in a window; for a view, whether it is in one.
    public var inWindow: Bool?
    /// For the scene delegate, the scene's activation state after the callback.
    public var sceneState: SceneActivationState?

    public init(
        index: Int, scenarioStep: Int, action: String, object: String, callback: Callback, appState: AppState,
        inWindow: Bool? = nil, sceneState: SceneActivationState? = nil
    ) {
        self.index = index
        self.scenarioStep = scenarioStep
        self.action = action
        self.object = object
        self.callback = callback
        self.appState = appState
        self.inWindow = inWindow
        self.sceneState = sceneState
    }

    /// `A viewDidLoad`: the form reference cases compare.
    public var summary: String { "\(object) \(callback.selector)" }
}
