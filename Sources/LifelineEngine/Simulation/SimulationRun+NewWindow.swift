/// `newWindow` (FORMAT.md version 2): on an iPad app that supports multiple windows, the user
/// opens another window of it, in Split View or by dragging its icon out of the Dock.
///
/// UIKit makes a new scene session, so the app delegate is asked for its configuration; a new
/// scene and a new scene delegate are made for it, and the delegate hears the connection, the
/// entry into the foreground and the activation (console logs from iOS 13 to iOS 18, rule
/// `new-window-connects-a-scene`). The window already open stays foreground-active: it hears
/// nothing (`new-window-leaves-other-scenes-active`), and the app stays active throughout.
///
/// With more than one scene, each scene delegate is named by its connection order
/// (`SceneDelegate[scene2]`, `Simulator.run`). The new window's own window and controllers are
/// new instances of the storyboard's, which the format has no names for, and the first window's
/// resize to make room depends on the iPad model: neither is traced (the rule's inference).
extension SimulationRun {
    /// Actions that reach every open window or the whole process: with a second window open
    /// the engine would have to say what each window hears, and no log shows it yet.
    static let actionsRefusedWithSeveralWindows: Set<String> = [
        "home", "foreground", "lock", "unlock", "interruption", "interruptionEnd", "appSwitcher", "kill",
        "killWhileMinimizing", "suspend", "memoryWarning", "openURL", "notificationTap", "remoteNotification",
        "rotate", "traitChange",
    ]

    mutating func newWindow() throws(SimulationError) {
        if let reason = NewWindowRequirement.problem(
            device: scenario.device, multipleWindows: scenario.app.multipleWindows)
        {
            throw SimulationError(.newWindowNotPossible(reason), step: currentStep)
        }
        try requireRunning()
        // The user opens the window from the app on screen (its Dock icon or Split View).
        guard appState == .active else {
            throw SimulationError(.appEventNotPossible(event: "newWindow", state: appState), step: currentStep)
        }
        connectedScenes += 1
        openScenes += 1
        let delegate = "SceneDelegate[scene\(connectedScenes)]"
        emit(DelegateRole.appDelegate.rawValue, .configurationForConnecting)
        emit(delegate, .sceneWillConnect, scene: .unattached)
        emit(delegate, .sceneWillEnterForeground, scene: .foregroundInactive)
        emit(delegate, .sceneDidBecomeActive, scene: .foregroundActive)
    }

    /// Refuses an action that reaches every window while more than one is open.
    func requireOneWindow(for action: ScenarioAction) throws(SimulationError) {
        guard openScenes > 1, Self.actionsRefusedWithSeveralWindows.contains(action.name) else { return }
        throw SimulationError(.notModelledWithSeveralWindows(action: action.name), step: currentStep)
    }
}
