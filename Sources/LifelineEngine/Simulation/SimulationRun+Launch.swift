/// A cold launch, from `UIApplicationMain` to the first frame.
///
/// `UIApplicationMain` makes the application object and the delegate named by its arguments,
/// and, with a main storyboard, the window and the initial controller before
/// `application:willFinishLaunchingWithOptions:` (seed 004; Apple: the storyboard is loaded
/// when willFinish runs). Code-made windows are created inside
/// `application:didFinishLaunchingWithOptions:` (or `scene:willConnectToSession:options:`),
/// storyboard windows are shown by UIKit right after that method returns (FACTS.md §4).
/// `makeKeyAndVisible` makes the window key (keyWindow is nil before it, seed 000) and puts
/// the root controller's view into it: the view loads and `viewWillAppear:` runs at once,
/// except that a container may leave its child for the first layout pass
/// (`Platform.containersDeferContentToLayout`). Activation and the first commit then come in
/// the order `Platform.activatesBeforeFirstCommit` gives (matt, stackoverflow.com/a/66605799).
extension SimulationRun {
    mutating func launch(pushingDuringLaunch pushed: String?, pushStep: Int?) throws(SimulationError) {
        guard let transition = machine.handle(.launch) else {
            throw SimulationError(.appEventNotPossible(event: "launch", state: appState), step: currentStep)
        }
        // UIApplicationMain has started the process: from here the app reads as inactive.
        appState = .inactive
        let delegateSteps = transition.steps
        func step(_ callback: Callback) -> AppTransition.Step? {
            delegateSteps.first { $0.callback == callback }
        }
        let storyboard = scenario.app.window == .storyboard
        if storyboard && !usesScenes { try createRootControllers() }
        if let willFinish = step(.willFinishLaunching) { emit(willFinish) }
        if let didFinish = step(.didFinishLaunching) { emit(didFinish) }
        if usesScenes {
            if machine.takeDiscardedSessions() {
                emit(AppTransition.Step(.appDelegate, .didDiscardSceneSessions, appState))
            }
            if let configuration = step(.configurationForConnecting) { emit(configuration) }
            if storyboard { try createRootControllers() }
            if let connect = step(.sceneWillConnect) { emit(connect) }
        }
        if !storyboard { try createRootControllers() }
        if storyboard, let pushed {
            beginPushStep(pushStep)
            try push(pushed)
        }
        try makeMainWindowKeyAndVisible()
        if !storyboard, let pushed {
            beginPushStep(pushStep)
            try push(pushed, duringLaunch: true)
        }
        let activation = delegateSteps.filter {
            [.sceneWillEnterForeground, .sceneDidBecomeActive, .applicationDidBecomeActive].contains($0.callback)
        }
        if usesScenes || platform.activatesBeforeFirstCommit {
            for item in activation { emit(item) }
            commitFirstFrame()
        } else {
            commitFirstFrame()
            for item in activation { emit(item) }
        }
        appState = transition.to
    }

    private mutating func beginPushStep(_ pushStep: Int?) {
        guard let pushStep else { return }
        currentStep = pushStep
        currentAction = ScenarioAction.pushDuringLaunch("").name
    }

    /// Makes the root controllers the scenario names, in order; UIKit's containers themselves
    /// are not traced.
    private mutating func createRootControllers() throws(SimulationError) {
        for name in scenario.app.root.controllerNames {
            try ensureExists(name)
        }
        switch scenario.app.root {
        case .controller(let name): root = .plain(name)
        case .navigation(let stack): root = .navigation(stack)
        case .tabs(let tabs): root = .tabs(tabs, selected: 0)
        }
    }

    /// `makeKeyAndVisible` on the main window (FACTS.md §14).
    private mutating func makeMainWindowKeyAndVisible() throws(SimulationError) {
        let window = tree.make(.window("Window"))
        mainWindow = window
        emit("Window", .makeKeyAndVisible)
        let change = windows.show("Window", level: .normal, makeKey: true)
        if change.became != nil { emit("Window", .becomeKeyWindow) }
        switch root {
        case .plain(let name):
            let node = try loadViewIfNeeded(name)
            beginTransition(name, appearing: true)
            attach(node, to: window)
        case .navigation, .tabs:
            let container = containerNode ?? tree.make(.container)
            containerNode = container
            attach(container, to: window)
            if platform.containersDeferContentToLayout {
                contentDeferred = true
            } else {
                showContent(of: container, into: container)
            }
        case .none:
            break
        }
    }

    /// The first commit: layout and display, then `viewDidAppear:` for what appeared.
    private mutating func commitFirstFrame() {
        endTurn()
        for name in visibleContent() {
            endTransition(name)
        }
    }

    /// The content controllers of every layer in the main window, bottom first.
    func visibleContent() -> [String] {
        var layers: [ViewTree.NodeID] = []
        if let rootLayer { layers.append(rootLayer) }
        layers += presentations.compactMap { controllers[$0.controller]?.rootView }
        return layers.filter { tree.isInWindow($0) }.flatMap { content(of: $0) }
    }

    /// The node the root controller contributes to the window.
    var rootLayer: ViewTree.NodeID? {
        switch root {
        case .plain(let name): controllers[name]?.rootView
        case .navigation, .tabs: containerNode
        case .none: nil
        }
    }
}
