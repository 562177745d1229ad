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
///
/// `pushDuringLaunch` (FACTS.md §9, VAndrJ/awesome-apple-bugs): the app's code pushes inside
/// the launch method, before UIKit shows a storyboard window or after the app's own
/// `makeKeyAndVisible`. Either way the push only adds the child at once (`beginPush`); its
/// transition runs once the navigation controller's view is in the window, in the same turn.
/// So where containers show their child at once, the root starts to appear and is pushed
/// over: `viewWillAppear:`, `viewIsAppearing:`, `viewWillDisappear:`, `viewDidDisappear:`
/// and no `viewDidAppear:` (observed on iOS 17.4; applied to every such version, inference).
/// Where containers defer their child to the first layout (iOS 18.0-18.2 observed; the rest
/// of iOS 18 and iOS 9-10 by inference) the root's view is never loaded and it gets nothing.
/// That a storyboard window behaves like a code-made one is an inference: the report used one
/// launch turn, which both share.
extension SimulationRun {
    mutating func launch(
        for reason: LaunchReason? = nil, pushingDuringLaunch pushed: String?, pushStep: Int?
    ) throws(SimulationError) {
        if let reason {
            try requireLaunchReasonExists(reason)
            if reason.launchesIntoBackground {
                try launchIntoBackground(for: reason, pushingDuringLaunch: pushed, pushStep: pushStep)
                return
            }
        }
        guard let transition = machine.handle(.launch) else {
            throw SimulationError(.appEventNotPossible(event: "launch", state: appState), step: currentStep)
        }
        // UIApplicationMain has started the process: from here the app reads as inactive.
        appState = .inactive
        setLaunchOrientation(beforeWindow: true)
        let delegateSteps = transition.steps
        func step(_ callback: Callback) -> AppTransition.Step? {
            delegateSteps.first { $0.callback == callback }
        }
        let storyboard = scenario.app.window == .storyboard
        if storyboard && !usesScenes { try createRootControllers() }
        if let willFinish = step(.willFinishLaunching) { emit(willFinish) }
        if !usesScenes { try restoreState() }
        if let didFinish = step(.didFinishLaunching) { emit(didFinish) }
        if usesScenes {
            if machine.takeDiscardedSessions() {
                emit(AppTransition.Step(.appDelegate, .didDiscardSceneSessions, appState))
            }
            // A session the system kept reconnects with its saved configuration (luxmentis).
            if let configuration = step(.configurationForConnecting), !keptSceneSession { emit(configuration) }
            keptSceneSession = true
            try restoreSceneState()
            if storyboard { try createRootControllers() }
            if let connect = step(.sceneWillConnect) { emit(connect) }
        }
        if !storyboard { try createRootControllers() }
        if storyboard, let pushed {
            beginPushStep(pushStep)
            try beginPush(pushed)
        }
        // A storyboard window is shown after the launch method returns, a code-made one inside it:
        // the notification response follows the method either way.
        if storyboard { deliverLaunchResponse(reason) }
        try makeMainWindowKeyAndVisible()
        if let pushed {
            if !storyboard {
                beginPushStep(pushStep)
                try beginPush(pushed)
            }
            try finishPush(pushed, duringLaunch: true)
        }
        if !storyboard { deliverLaunchResponse(reason) }
        setLaunchOrientation(beforeWindow: false)
        let activation = delegateSteps.filter {
            [.sceneWillEnterForeground, .sceneDidBecomeActive, .applicationDidBecomeActive].contains($0.callback)
        }
        if (usesScenes || platform.activatesBeforeFirstCommit) && !activationWaitsForFirstFrame(reason) {
            if platform.laysOutBeforeActivation { endTurn() }
            deliverBeforeActivation(reason)
            for item in activation { emit(item) }
            commitFirstFrame()
        } else {
            commitFirstFrame()
            deliverBeforeActivation(reason)
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
    /// are not traced. A navigation or tab bar controller adopts its controllers as children
    /// as it is made (`initWithRootViewController:`, `viewControllers`, or unarchiving from
    /// the storyboard), so they get `willMoveToParentViewController:` and
    /// `didMoveToParentViewController:` after their own creation and before any view callback
    /// (FACTS.md §12; the position is an inference: nothing is on screen yet, so there is no
    /// transition to wait for).
    mutating func createRootControllers() throws(SimulationError) {
        for name in scenario.app.root.controllerNames {
            try ensureExists(name)
        }
        switch scenario.app.root {
        case .controller(let name):
            root = .plain(name)
        case .navigation(let stack):
            root = .navigation(NavigationStack(stack))
            adoptWithoutTransition(stack)
        case .tabs(let tabs):
            root = .tabs(tabs, selected: 0)
            adoptWithoutTransition(tabs)
        }
    }

    /// `makeKeyAndVisible` on the main window (FACTS.md §14). It puts the window on screen
    /// first and makes it key after: UIKit's frames name the first part
    /// `_orderFrontWithoutMakingKey`, and the root controller's view loads and joins the window
    /// inside it, so `becomeKeyWindow` follows the root's `viewWillAppear:` (rule
    /// `window-shown-before-key`).
    mutating func makeMainWindowKeyAndVisible() throws(SimulationError) {
        let window = tree.make(.window("Window"))
        mainWindow = window
        emit("Window", .makeKeyAndVisible)
        try showRoot(in: window)
        let change = windows.show("Window", level: .normal, makeKey: true)
        if change.became != nil { emit("Window", .becomeKeyWindow) }
    }

    /// The root controller's view (or its container's) loads and joins the main window.
    private mutating func showRoot(in window: ViewTree.NodeID) throws(SimulationError) {
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

    /// The first commit: layout and display, then `viewDidAppear:` for what appeared, then
    /// the end of a push issued in the launch turn (`didMoveToParentViewController:`).
    mutating func commitFirstFrame() {
        endTurn()
        for name in visibleContent() {
            endTransition(name)
        }
        finishAwaitedMoves()
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
