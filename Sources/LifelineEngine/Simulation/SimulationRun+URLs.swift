/// What a URL, a universal link, a notification or a background wake-up hands the app
/// (FORMAT.md version 2: `{ launch: { reason: R } }`, `openURL`, `notificationTap`,
/// `remoteNotification`). The rules and what backs them are in `EngineRule+URLs`.
///
/// Cold launch, app without scenes: the launch options carry the URL, the user activity or the
/// notification, and the matching delegate method follows `application:didFinishLaunchingWithOptions:`
/// while the app is inactive: `application:openURL:options:` or the user-activity pair just
/// before `applicationDidBecomeActive:` (regularberry iOS 11.0.3, recoursive iOS 12.1,
/// KenNagami 2019), the notification-center response right after didFinishLaunching, before
/// the window is shown, with activation after the first frame (skytitan, iOS 15-16).
/// With scenes the URL and the user activity arrive only in the connection options of
/// `scene:willConnectToSession:options:` (jakehao, iOS 13); the notification response follows
/// that method (depict.tokyo, iOS 15).
///
/// Running app: a URL or a tapped notification brings a background app to the foreground and
/// is handed over between entering the foreground and becoming active, while inactive
/// (regularberry, recoursive, jigarm, skytitan); an app already in front just receives it.
/// A content-available push reaches the app where it is, resuming a suspended app in the
/// background for the call and suspending it again afterwards.
extension SimulationRun {
    /// The version from which each launch reason has a delegate method to arrive through.
    func requireLaunchReasonExists(_ reason: LaunchReason) throws(SimulationError) {
        switch reason {
        case .url: try requireURLHandling()
        case .universalLink: try requireVersion(9, for: "universal links")
        case .notification: try requireNotificationHandling()
        case .remoteNotification: try requireVersion(7, for: "a launch for a content-available push")
        case .backgroundFetch: try requireVersion(7, for: "background fetch")
        }
    }

    private func requireVersion(_ major: Int, for feature: String) throws(SimulationError) {
        guard platform.major >= major else {
            throw SimulationError(.unsupported(feature: feature, platform: platform), step: currentStep)
        }
    }

    /// Before iOS 4.2 a URL arrived through `application:handleOpenURL:`, which is not modelled.
    private func requireURLHandling() throws(SimulationError) {
        guard platform >= Callback.openURLSourceApplication.availability.introduced else {
            throw SimulationError(
                .unsupported(
                    feature: "a URL before application:openURL:sourceApplication:annotation:", platform: platform),
                step: currentStep)
        }
    }

    /// The method a URL with the app's scheme arrives through, in an app without scenes:
    /// from iOS 9 the one with an options dictionary, before it the one that names the sender.
    var openURLCallback: Callback {
        platform.major >= 9 ? .openURLOptions : .openURLSourceApplication
    }

    /// Before iOS 7 a tap reached `application:didReceiveRemoteNotification:` on a running app
    /// and only the launch options on a cold launch; that older path is not modelled. A scene
    /// app without a notification-center delegate is in no log either.
    private func requireNotificationHandling() throws(SimulationError) {
        try requireVersion(
            7, for: "a notification tap (before application:didReceiveRemoteNotification:fetchCompletionHandler:)")
        if usesScenes && !handlesNotificationsInCenter {
            throw SimulationError(
                .unsupported(
                    feature: "a notification tap in a scene app without a notification-center delegate",
                    platform: platform), step: currentStep)
        }
    }

    /// Whether a tapped notification goes to the notification-center delegate (iOS 10+, when
    /// the app sets one) rather than the app delegate's remote-notification method.
    var handlesNotificationsInCenter: Bool { platform.major >= 10 && scenario.app.notificationDelegate }

    /// The method a tapped notification arrives through.
    var notificationTapCallback: Callback {
        handlesNotificationsInCenter ? .didReceiveNotificationResponse : .didReceiveRemoteNotificationFetch
    }

    /// Right after `application:didFinishLaunchingWithOptions:` (or, with scenes,
    /// `scene:willConnectToSession:options:`): the notification-center response of a launch by a tap.
    mutating func deliverLaunchResponse(_ reason: LaunchReason?) {
        guard reason == .notification, handlesNotificationsInCenter else { return }
        emit(DelegateRole.appDelegate.rawValue, .didReceiveNotificationResponse)
    }

    /// Just before the launch's activation: what an app without scenes is handed through the
    /// app delegate.
    mutating func deliverBeforeActivation(_ reason: LaunchReason?) {
        guard let reason, !usesScenes else { return }
        let delegate = DelegateRole.appDelegate.rawValue
        switch reason {
        case .url:
            emit(delegate, openURLCallback)
        case .universalLink:
            emit(delegate, .willContinueUserActivity)
            emit(delegate, .continueUserActivity)
        case .notification where !handlesNotificationsInCenter:
            emit(delegate, .didReceiveRemoteNotificationFetch)
        default:
            break
        }
    }

    /// A launch by a notification tap handled by the notification center activates the app
    /// after the first frame, even where a plain launch activates before it (skytitan, iOS
    /// 15-16, app without scenes).
    func activationWaitsForFirstFrame(_ reason: LaunchReason?) -> Bool {
        reason == .notification && !usesScenes && handlesNotificationsInCenter
    }

    /// A content-available push or a background fetch starts the app in the background: the
    /// launch methods run with the app in the background, the push or fetch method follows,
    /// and the storyboard window is still made and shown, so the root controller appears
    /// without the app becoming active (radar, iOS 7; kaiinui, iOS 9; skytitan, iOS 15-16;
    /// stackoverflow.com/a/66605799). Then the app is suspended like any background app.
    /// A scene app connects its scene there too (`SimulationRun+SceneBackgroundLaunch`).
    mutating func launchIntoBackground(
        for reason: LaunchReason, pushingDuringLaunch pushed: String?, pushStep: Int?
    ) throws(SimulationError) {
        if pushed != nil {
            throw SimulationError(
                .unsupported(feature: "pushDuringLaunch in a launch into the background", platform: platform),
                step: pushStep)
        }
        try requireNoRestorationInBackgroundLaunch()
        guard machine.launchIntoBackground() else {
            throw SimulationError(.appEventNotPossible(event: "launch", state: appState), step: currentStep)
        }
        appState = .background
        if usesScenes {
            try launchSceneAppIntoBackground(for: reason)
            return
        }
        setLaunchOrientation(beforeWindow: true)
        let storyboard = scenario.app.window == .storyboard
        if storyboard { try createRootControllers() }
        let delegate = DelegateRole.appDelegate.rawValue
        if platform.hasWillFinishLaunching { emit(delegate, .willFinishLaunching) }
        emit(delegate, .didFinishLaunching)
        // A code-made window is shown inside didFinishLaunching, a storyboard one after it.
        if !storyboard {
            try createRootControllers()
            try makeMainWindowKeyAndVisible()
        }
        emit(delegate, reason == .remoteNotification ? .didReceiveRemoteNotificationFetch : .performFetch)
        if storyboard { try makeMainWindowKeyAndVisible() }
        setLaunchOrientation(beforeWindow: false)
        commitFirstFrame()
        suspendUnlessKeptRunning()
    }

    /// `openURL`: the app comes to the foreground if it is away and receives the URL there.
    mutating func openURL() throws(SimulationError) {
        try requireRunning()
        try requireURLHandling()
        let delivery =
            usesScenes
            ? (object: DelegateRole.sceneDelegate.rawValue, callback: Callback.sceneOpenURLContexts)
            : (object: DelegateRole.appDelegate.rawValue, callback: openURLCallback)
        try deliverBringingForward(delivery)
    }

    /// `notificationTap`: as `openURL`, with the notification's method.
    mutating func notificationTap() throws(SimulationError) {
        try requireRunning()
        try requireNotificationHandling()
        try deliverBringingForward((object: DelegateRole.appDelegate.rawValue, callback: notificationTapCallback))
    }

    private mutating func deliverBringingForward(
        _ delivery: (object: String, callback: Callback)
    ) throws(SimulationError) {
        if appState == .background || appState == .suspended {
            try applicationEvent(.foreground, delivering: [delivery])
        } else {
            emit(delivery.object, delivery.callback)
        }
    }

    /// `remoteNotification`: the app delegate hears the push in whatever state the app is in;
    /// a suspended app is resumed in the background for it and suspended again.
    mutating func remoteNotification() throws(SimulationError) {
        try requireRunning()
        try requireVersion(
            7, for: "a content-available push (application:didReceiveRemoteNotification:fetchCompletionHandler:)")
        let wasSuspended = appState == .suspended
        if wasSuspended { appState = .background }
        emit(DelegateRole.appDelegate.rawValue, .didReceiveRemoteNotificationFetch)
        if wasSuspended { appState = .suspended }
    }

    /// After entering the background the app is suspended, unless it holds a background task
    /// or runs under the debugger (as for `home`).
    mutating func suspendUnlessKeptRunning() {
        guard !scenario.app.staysRunningInBackground, let suspension = machine.handle(.suspend) else { return }
        appState = suspension.to
    }
}
