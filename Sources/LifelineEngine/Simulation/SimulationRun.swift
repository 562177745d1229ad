/// The mutable state of one simulation: the app state machine, every controller's record, the
/// view tree, the windows, and the trace recorded so far. Internal: `Simulator` is the API.
struct SimulationRun {
    /// What the engine knows about one declared controller.
    struct ControllerRecord {
        let spec: ControllerSpec
        var isAlive = false
        /// Creation order; memory warnings reach controllers in this order, because each
        /// controller registers for UIApplicationDidReceiveMemoryWarningNotification when it is
        /// made (inference matching seed 000: bottom of the stack first).
        var serial = 0
        var rootView: ViewTree.NodeID?
        /// The view came out of the controller's own archive and `viewDidLoad` has not run yet.
        var awaitsViewDidLoad = false
        var appearance: AppearanceState = .disappeared
        var pendingIsAppearing = false
        var parent: String?
        var isContained = false
        /// The interface orientation and appearance the controller last heard of (set when its
        /// view is made): a controller that missed a change hears it before it next appears.
        var heardOrientation: Orientation?
        var heardStyle: InterfaceStyle?
        /// iOS 8-12: the controller has had its first trait collection, delivered with
        /// `traitCollectionDidChange:` at its first layout in a window.
        var hasTraits = false
        /// iOS 11+: the root view's safe area insets are owed to the controller at its next
        /// layout in a window (first showing, an iPhone's rotation).
        var safeAreaPending = true
    }

    /// What the window's root controller is.
    enum RootContainer {
        case none
        case plain(String)
        case navigation(NavigationStack)
        case tabs([String], selected: Int)
    }

    /// One modal presentation, topmost last.
    struct Presentation {
        var controller: String
        var style: PresentationStyle
        /// The layer under it, taken out of the window for full-screen styles.
        var presenterLayer: ViewTree.NodeID
        var removedPresenter: Bool
    }

    let scenario: Scenario
    let declared: DeclaredObjects
    let platform: Platform
    var steps: [TraceStep] = []
    var currentStep = 0
    var currentAction = ""
    var machine: AppStateMachine
    var appState: AppState = .notRunning
    var controllers: [String: ControllerRecord] = [:]
    /// The inverse of each record's `parent`, kept by `setParent(of:to:)`.
    var childrenByParent: [String: Set<String>] = [:]
    var viewNodes: [String: ViewTree.NodeID] = [:]
    var tree = ViewTree()
    var windows = WindowStack()
    var mainWindow: ViewTree.NodeID?
    var extraWindows: [String: ViewTree.NodeID] = [:]
    var root: RootContainer = .none
    var containerNode: ViewTree.NodeID?
    var presentations: [Presentation] = []
    /// A container whose visible child waits for the first layout pass
    /// (`Platform.containersDeferContentToLayout`).
    var contentDeferred = false
    /// Children a navigation controller added whose `didMoveToParentViewController:` waits
    /// for a transition that ends with the first frame (a push in the launch turn).
    var awaitingDidMoveToParent: [String] = []
    var turnHasWork = false
    var serialCounter = 0
    /// Scenes connected in this run; with more than one, each scene delegate is named by its
    /// connection order (FORMAT.md version 2: `SceneDelegate[scene2]`).
    var connectedScenes = 1
    /// Scenes connected now: more than one once the user opened another window (`newWindow`).
    var openScenes = 1
    /// How the user holds the device; it outlives the process.
    var deviceOrientation: Orientation = .portrait
    /// How the main window's interface is drawn; it follows the device when the app is on
    /// screen and the deciding controller allows it.
    var interfaceOrientation: Orientation = .portrait
    /// The system appearance, a setting that outlives the process.
    var interfaceStyle: InterfaceStyle
    /// What state preservation last wrote (`SimulationRun+Restoration`); it outlives the
    /// process unless the user swipes the app away.
    var restorationArchive: RestorationArchive?
    /// A scene app's session, kept by the system across a `terminate` and discarded by a kill:
    /// a launch that finds it reconnects without asking for a configuration.
    var keptSceneSession = false

    init(scenario: Scenario) {
        self.scenario = scenario
        self.declared = DeclaredObjects(scenario)
        self.platform = scenario.platform
        self.machine = AppStateMachine(platform: scenario.platform, lifecycle: scenario.app.lifecycle)
        self.interfaceStyle = scenario.userInterfaceStyle
        for spec in scenario.controllers {
            controllers[spec.name] = ControllerRecord(spec: spec)
        }
    }

    var usesScenes: Bool { scenario.app.lifecycle == .scenes }

    /// Changes the navigation stack in place. The enum's own copy is let go first, so a push
    /// or pop changes the one stack rather than copying it (a deep stack made that quadratic).
    mutating func changeNavigationStack(_ change: (inout NavigationStack) -> Void) {
        guard case .navigation(var stack) = root else { return }
        root = .none
        change(&stack)
        root = .navigation(stack)
    }

    /// The stack, when the window's root is a navigation controller.
    var navigationStack: NavigationStack? {
        if case .navigation(let stack) = root { stack } else { nil }
    }

    // MARK: Recording

    mutating func emit(
        _ object: String, _ callback: Callback, inWindow: Bool? = nil, scene: SceneActivationState? = nil
    ) {
        guard callback.availability.contains(platform) else { return }
        steps.append(
            TraceStep(
                index: steps.count + 1, scenarioStep: currentStep, action: currentAction, object: object,
                callback: callback, appState: appState, inWindow: inWindow, sceneState: scene))
    }

    mutating func emit(controller name: String, _ callback: Callback) {
        emit(name, callback, inWindow: isControllerInWindow(name))
    }

    mutating func emit(view node: ViewTree.NodeID, _ callback: Callback) {
        guard let name = tree[node]?.tracedName else { return }
        emit(name, callback, inWindow: tree.isInWindow(node))
    }

    /// Delivers one step of an application transition, moving the reported state with it.
    mutating func emit(_ step: AppTransition.Step) {
        appState = step.appState
        emit(step.role.rawValue, step.callback, scene: step.sceneState)
    }

    func isControllerInWindow(_ name: String) -> Bool {
        guard let node = controllers[name]?.rootView else { return false }
        return tree.isInWindow(node)
    }
}
