/// A content-available push or a background fetch launching an app that adopts scenes
/// (iOS 13+; the rule and what backs it are `background-launch-scenes` in `EngineRule+URLs`).
///
/// No kept log shows such a launch, so the order follows Apple's documentation and, where it
/// is silent, the app-delegate launch into the background that logs do show. Apple's
/// life-cycle article says a scene the system asks for usually goes to the background to
/// handle an event, and `applicationState` says a scene app launches in the background and
/// moves as its scenes connect; the background-execution article lists the whole launch
/// sequence (which for a scene app ends with the scene's connection) before the event that
/// caused the launch. So: the app delegate's launch methods with the app in the background,
/// the scene's configuration (unless a kept session already has one) and
/// `scene:willConnectToSession:options:`, the window shown with the root controller's view,
/// then the push or fetch method, the first commit, and suspension. No foreground method runs,
/// and, as for the app-delegate launch the iOS 7 report logged, no "did enter background" one
/// either. The scene stays connected in the background, so a later return to the foreground
/// (the icon, a tapped notification, a URL) is only `sceneWillEnterForeground:` and
/// `sceneDidBecomeActive:`.
extension SimulationRun {
    mutating func launchSceneAppIntoBackground(for reason: LaunchReason) throws(SimulationError) {
        setLaunchOrientation(beforeWindow: true)
        let storyboard = scenario.app.window == .storyboard
        let app = DelegateRole.appDelegate.rawValue
        if platform.hasWillFinishLaunching { emit(app, .willFinishLaunching) }
        emit(app, .didFinishLaunching)
        if machine.takeDiscardedSessions() { emit(app, .didDiscardSceneSessions) }
        // A session the system kept reconnects with its saved configuration (luxmentis).
        if !keptSceneSession { emit(app, .configurationForConnecting) }
        keptSceneSession = true
        if storyboard { try createRootControllers() }
        emit(DelegateRole.sceneDelegate.rawValue, .sceneWillConnect, scene: .unattached)
        if !storyboard { try createRootControllers() }
        try makeMainWindowKeyAndVisible()
        emit(app, reason == .remoteNotification ? .didReceiveRemoteNotificationFetch : .performFetch)
        setLaunchOrientation(beforeWindow: false)
        commitFirstFrame()
        suspendUnlessKeptRunning()
    }
}
