/// Application-level events: the transition table's callbacks, plus what they do to views.
extension SimulationRun {
    /// Home, foreground, lock, unlock, interruptions, the switcher and suspension. Views get
    /// no callbacks: leaving the screen this way is not a disappearance. An app coming back
    /// from the background first catches up with a rotation it missed, and with an appearance
    /// change once it enters the foreground (`SimulationRun+Rotation`, `+Appearance+Style`);
    /// going home on iOS 13+ redraws it in both appearances for the switcher's snapshots. After entering the
    /// background the app is suspended at once unless it holds a background task or runs
    /// under the debugger (FACTS.md §5: "shortly after it returns the app is suspended").
    ///
    /// `delivering` is what the reason for coming back hands the app (a URL, a notification):
    /// it runs once the app has entered the foreground, before it becomes active
    /// (`SimulationRun+URLs`).
    mutating func applicationEvent(
        _ event: AppEvent, delivering: [(object: String, callback: Callback)] = []
    ) throws(SimulationError) {
        try requireRunning()
        guard let transition = machine.handle(event) else {
            throw SimulationError(.appEventNotPossible(event: event.rawValue, state: appState), step: currentStep)
        }
        let wasAway = appState == .background || appState == .suspended
        let comesBack = wasAway && (transition.to == .active || transition.to == .inactive)
        if comesBack {
            // A suspended app is resumed in the background before it hears anything.
            if appState == .suspended { appState = .background }
            followTheDevice()
        }
        for item in transition.steps {
            emit(item)
            if comesBack && [.applicationWillEnterForeground, .sceneWillEnterForeground].contains(item.callback) {
                deliverInterfaceStyle()
                for delivery in delivering { emit(delivery.object, delivery.callback) }
            }
        }
        if comesBack { deliverInterfaceStyle() }
        appState = transition.to
        if transition.to == .background && !wasAway { preserveState() }
        if event == .home && transition.to == .background && !wasAway {
            snapshotBothOrientations()
            snapshotBothAppearances()
        }
        if transition.to == .background && event != .suspend && !scenario.app.staysRunningInBackground,
            let suspension = machine.handle(.suspend)
        {
            appState = suspension.to
        }
    }

    /// The user swipes the app away. A suspended app is purged silently; a running one gets
    /// `applicationWillTerminate:` (FACTS.md §5), and its windows are torn down just before it:
    /// seed 000's iOS 9 log shows the visible controller's `viewWillDisappear:` and
    /// `viewDidDisappear:` there, and with scenes two iOS 16 runs show them after
    /// `sceneDidDisconnect:` and `application:didDiscardSceneSessions:` (rule
    /// `kill-running-app-terminates`). Nothing is deallocated: the process simply ends.
    mutating func kill() throws(SimulationError) {
        try requireRunning()
        let wasInForeground = appState == .active || appState == .inactive
        guard let transition = machine.handle(.kill) else {
            throw SimulationError(.appEventNotPossible(event: "kill", state: appState), step: currentStep)
        }
        let closesLastWindow = usesScenes && scenario.device == .iPad && scenario.app.multipleWindows
        let steps =
            closesLastWindow
            ? Self.closingLastWindow(transition.steps, wasInForeground: wasInForeground) : transition.steps
        for step in steps {
            if step.callback == .applicationWillTerminate { tearDownWindowContent() }
            emit(step)
        }
        discardWhatTheSystemKept()
        resetProcess()
    }

    /// On an iPad app that supports multiple windows, each window is a card of its own in the
    /// switcher, and swiping the one open window away closes the app's last window: its scene
    /// enters the background and the process ends, with no disconnection and no discarded
    /// session (rule `kill-last-window-of-multiple-window-ipad-app`). An app without multiple
    /// windows, or on an iPhone, disconnects its scene and discards its session first.
    static func closingLastWindow(_ steps: [AppTransition.Step], wasInForeground: Bool) -> [AppTransition.Step] {
        let ending = steps.filter { ![.sceneDidDisconnect, .didDiscardSceneSessions].contains($0.callback) }
        guard wasInForeground, let terminate = ending.firstIndex(where: { $0.callback == .applicationWillTerminate })
        else { return ending }
        var closing = ending
        closing.insert(
            AppTransition.Step(.sceneDelegate, .sceneDidEnterBackground, .background, scene: .background),
            at: terminate)
        return closing
    }

    /// The user swipes the app away right after minimizing it, with other apps in the
    /// switcher.
    ///
    /// One 2023 log (iOS 16-17, Apple's forums): the scene resigns active and disconnects
    /// without entering the background, then UIKit connects a second scene, which enters the
    /// foreground and at once the background. Its connection is not in the log (the poster did
    /// not log it) and is an inference, as is the silent end of the process after it; what the
    /// second scene's window and controllers receive is not modelled (none are created).
    mutating func killWhileMinimizing() throws(SimulationError) {
        try requireRunning()
        guard appState == .active || appState == .inactive else {
            throw SimulationError(
                .appEventNotPossible(event: "killWhileMinimizing", state: appState), step: currentStep)
        }
        // The process ends as a kill's does, so the state machine must end there too, or the
        // next launch would find it still running.
        _ = machine.handle(.kill)
        guard usesScenes else {
            killWhileMinimizingWithoutScenes()
            return
        }
        if appState == .active {
            appState = .inactive
            emit("SceneDelegate", .sceneWillResignActive, scene: .foregroundInactive)
        }
        emit("SceneDelegate", .sceneDidDisconnect, scene: .unattached)
        tearDownWindowContent()
        connectedScenes += 1
        let second = "SceneDelegate[scene\(connectedScenes)]"
        emit(second, .sceneWillConnect, scene: .unattached)
        emit(second, .sceneWillEnterForeground, scene: .foregroundInactive)
        appState = .background
        emit(second, .sceneDidEnterBackground, scene: .background)
        discardWhatTheSystemKept()
        resetProcess()
    }

    /// The same gesture in an app without scenes. The poster of the 2023 log says that an
    /// app-delegate app hears `applicationWillEnterForeground:` before
    /// `applicationDidEnterBackground:` (no log is given): the app comes back to the foreground
    /// for a moment, as the scene app's second scene does, and then enters the background.
    /// Still running when it is swiped away, it is then terminated like an app swiped away
    /// from the switcher (seed 000's iOS 9 log): its windows are torn down, then
    /// `applicationWillTerminate:`. That last part is an inference; the statement names only
    /// the two methods' order.
    private mutating func killWhileMinimizingWithoutScenes() {
        if appState == .active {
            appState = .inactive
            emit("AppDelegate", .applicationWillResignActive)
        }
        emit("AppDelegate", .applicationWillEnterForeground)
        appState = .background
        emit("AppDelegate", .applicationDidEnterBackground)
        tearDownWindowContent()
        emit("AppDelegate", .applicationWillTerminate)
        discardWhatTheSystemKept()
        resetProcess()
    }

    /// Every layer still in a window loses its content, topmost first.
    private mutating func tearDownWindowContent() {
        var layers = presentations.reversed().compactMap { controllers[$0.controller]?.rootView }
        if let rootLayer { layers.append(rootLayer) }
        for layer in layers where tree.isInWindow(layer) {
            let names = content(of: layer)
            for item in names { beginTransition(item, appearing: false) }
            detach(layer)
            for item in names { endTransition(item) }
        }
    }

    mutating func resetProcess() {
        for name in controllers.keys {
            controllers[name]?.isAlive = false
            controllers[name]?.rootView = nil
            controllers[name]?.appearance = .disappeared
            controllers[name]?.pendingIsAppearing = false
            controllers[name]?.parent = nil
            controllers[name]?.isContained = false
        }
        childrenByParent.removeAll()
        viewNodes.removeAll()
        tree.removeAll()
        windows.removeAll()
        mainWindow = nil
        extraWindows.removeAll()
        root = .none
        containerNode = nil
        presentations.removeAll()
        contentDeferred = false
        awaitingDidMoveToParent.removeAll()
        turnHasWork = false
        appState = .notRunning
        interfaceOrientation = .portrait
    }

    /// A low-memory warning: the app delegate first, then every live controller in the order
    /// they were created (seed 000: bottom of the stack first). Before iOS 6 the default
    /// `didReceiveMemoryWarning` releases the view of a controller whose view has no
    /// superview, with `viewWillUnload` (iOS 5) and `viewDidUnload`; from iOS 6 views stay
    /// (FACTS.md §6). `onMemoryWarning: releaseView` releases such a view on any version. A
    /// suspended app runs no code and hears nothing.
    mutating func memoryWarning() throws(SimulationError) {
        try requireRunning()
        if appState == .suspended { return }
        guard let transition = machine.handle(.memoryWarning) else {
            throw SimulationError(.appEventNotPossible(event: "memoryWarning", state: appState), step: currentStep)
        }
        for item in transition.steps { emit(item) }
        let live = controllers.values.filter(\.isAlive).sorted { $0.serial < $1.serial }.map(\.spec)
        for spec in live where controllers[spec.name]?.isAlive == true {
            emit(controller: spec.name, .didReceiveMemoryWarning)
            guard let node = controllers[spec.name]?.rootView, tree[node]?.superview == nil else { continue }
            if platform.unloadsViewsOnMemoryWarning {
                emit(controller: spec.name, .viewWillUnload)
                releaseView(of: spec.name)
                emit(controller: spec.name, .viewDidUnload)
            } else if spec.onMemoryWarning == .releaseView {
                releaseView(of: spec.name)
            }
        }
    }
}
