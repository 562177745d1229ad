/// State preservation and restoration, and the system ending a suspended app (FORMAT.md
/// version 2: `stateRestoration`, `restorationClass`, `terminate`). The rules and what backs
/// them are in `EngineRule+Restoration`.
///
/// Preservation runs each time the app enters the background, after
/// `applicationDidEnterBackground:` (regularberry, iOS 11.0.3): the app delegate is asked
/// whether to save, writes its own state, then every controller of the window's hierarchy
/// writes its own, parents before children (Apple, "Preserving your app's UI across
/// launches"; djibouti33's 2013 log). A custom container's children are left out: UIKit does
/// not follow them unless the container encodes them itself (Apple, encodeRestorableState).
///
/// Restoration runs at the next launch between `application:willFinishLaunchingWithOptions:`
/// and `application:didFinishLaunchingWithOptions:`, and only when an archive exists: a swipe
/// in the switcher deletes it (Apple's StateRestore read-me), a `terminate` keeps it. The
/// phases follow the order Programming iOS 9 gives and the one log of a restored controller
/// (newbe.dev): a controller with a restoration class is asked for through it, even when the
/// storyboard already made it (WordPress for iOS, issue 2178: the class method ran for tabs that
/// existed; Apple: the class returns the existing object then); the others the storyboard made
/// are found, and the rest unarchived from it; every restored controller loads its view; each
/// decodes its state; the app delegate decodes; each hears `applicationFinishedRestoringState`
/// (iOS 7+). Then the launch continues and the restored interface appears.
///
/// From iOS 13.2 the app delegate is asked the secure pair of questions: the engine's app is
/// written for the version it runs on.
extension SimulationRun {
    /// What UIKit's restoration archive records: the controllers it preserved, in the order
    /// they were encoded, and the shape of the root (the stack, the selected tab).
    struct RestorationArchive {
        var controllers: [String]
        var root: RootContainer
        var presented: [String]
    }

    private var asksSecureRestorationQuestions: Bool { platform >= Callback.ios13Point2 }

    /// After `applicationDidEnterBackground:` (or `sceneDidEnterBackground:`), for an app that
    /// opted in.
    mutating func preserveState() {
        guard scenario.app.stateRestoration else { return }
        if usesScenes {
            preserveSceneState()
            return
        }
        let delegate = DelegateRole.appDelegate.rawValue
        emit(delegate, asksSecureRestorationQuestions ? .shouldSaveSecureApplicationState : .shouldSaveApplicationState)
        emit(delegate, .willEncodeRestorableState)
        let preserved = preservedControllers()
        for name in preserved {
            emit(controller: name, .encodeRestorableState)
        }
        restorationArchive = RestorationArchive(
            controllers: preserved, root: root, presented: presentations.map(\.controller))
    }

    /// A scene app saves a user activity instead of walking its controllers: UIKit asks the
    /// scene delegate for it once the scene is in the background, and neither the app
    /// delegate's questions nor the controllers' encoding run (Flutter's engine team found them
    /// no longer called after moving to scenes). What the activity holds is the app's own
    /// choice; the engine records the interface it would have to describe.
    private mutating func preserveSceneState() {
        emit(DelegateRole.sceneDelegate.rawValue, .stateRestorationActivity)
        restorationArchive = RestorationArchive(
            controllers: preservedControllers(), root: root, presented: presentations.map(\.controller))
    }

    /// The window's hierarchy from its root controller: the root, a navigation stack bottom
    /// first or every tab, then the presented controllers in the order they were presented.
    private func preservedControllers() -> [String] {
        let rootControllers: [String]
        switch root {
        case .plain(let name): rootControllers = [name]
        case .navigation(let stack): rootControllers = Array(stack)
        case .tabs(let tabs, _): rootControllers = tabs
        case .none: rootControllers = []
        }
        return rootControllers + presentations.map(\.controller)
    }

    /// Between `application:willFinishLaunchingWithOptions:` and
    /// `application:didFinishLaunchingWithOptions:`, when an archive exists.
    mutating func restoreState() throws(SimulationError) {
        guard scenario.app.stateRestoration, let archive = restorationArchive else { return }
        restorationArchive = nil
        try requireRestorable(archive)
        let delegate = DelegateRole.appDelegate.rawValue
        emit(
            delegate,
            asksSecureRestorationQuestions ? .shouldRestoreSecureApplicationState : .shouldRestoreApplicationState)
        for name in archive.controllers {
            if try record(name).spec.restorationClass {
                // Asked even when an instance exists; Apple tells the class to return it then.
                emit(controller: name, .viewControllerWithRestorationPath)
                try ensureExists(name, createdAs: .storyboard)
            } else {
                try ensureExists(name)
            }
        }
        for name in archive.controllers {
            try loadViewIfNeeded(name)
        }
        rebuildRoot(from: archive)
        for name in archive.controllers {
            emit(controller: name, .decodeRestorableState)
        }
        emit(delegate, .didDecodeRestorableState)
        for name in archive.controllers {
            emit(controller: name, .applicationFinishedRestoringState)
        }
    }

    /// At the next launch of a scene app the saved activity waits in the session, which
    /// `scene:willConnectToSession:options:` reads: no callback of its own runs before it. UIKit
    /// rebuilds no controllers; the app's code would rebuild them from the activity, which the
    /// format cannot say, so an interface that differs from the storyboard's first one (a pushed
    /// or presented controller, another tab) is refused by name.
    mutating func restoreSceneState() throws(SimulationError) {
        guard scenario.app.stateRestoration, let archive = restorationArchive else { return }
        restorationArchive = nil
        let initial = scenario.app.root.controllerNames
        var sameInterface = archive.presented.isEmpty && archive.controllers == initial
        if case .tabs(_, let selected) = archive.root, selected != 0 { sameInterface = false }
        if !sameInterface {
            throw SimulationError(
                .notModelled("rebuilding a scene's saved interface from its restoration activity"),
                step: currentStep)
        }
    }

    /// What no source shows, refused by name: a window made in code (its root does not exist
    /// yet when restoration runs, unless the app builds it in willFinishLaunching, which the
    /// format cannot say), a presented controller, a controller made in code that only the
    /// app delegate could recreate, and a stack that lost a controller the storyboard makes.
    private func requireRestorable(_ archive: RestorationArchive) throws(SimulationError) {
        func refuse(_ feature: String) -> SimulationError {
            SimulationError(.notModelled(feature), step: currentStep)
        }
        if scenario.app.window == .code {
            throw refuse("state restoration in an app whose window is made in code")
        }
        if !archive.presented.isEmpty {
            throw refuse("restoring a presented controller")
        }
        for name in archive.controllers where controllers[name]?.isAlive != true {
            let spec = try record(name).spec
            if !spec.restorationClass && spec.created != .storyboard {
                throw refuse("restoring controller '\(name)', made in code without a restoration class,")
            }
        }
        if case .navigation(let saved) = archive.root, case .navigation(let initial) = root,
            !saved.starts(with: initial)
        {
            throw refuse("restoring a navigation stack shorter than the storyboard's")
        }
    }

    /// The containers decode first and take their restored children back: the rest of a
    /// navigation stack is adopted, a tab bar controller selects the saved tab.
    private mutating func rebuildRoot(from archive: RestorationArchive) {
        switch (archive.root, root) {
        case (.navigation(let saved), .navigation(let initial)):
            root = .navigation(saved)
            adoptWithoutTransition(Array(saved.dropFirst(initial.count)))
        case (.tabs(let tabs, let selected), .tabs):
            root = .tabs(tabs, selected: selected)
        default:
            break
        }
    }

    /// A background launch of an app with a saved archive: whether UIKit restores there is in
    /// no source.
    func requireNoRestorationInBackgroundLaunch() throws(SimulationError) {
        guard scenario.app.stateRestoration, restorationArchive != nil else { return }
        throw SimulationError(
            .notModelled("state restoration in a launch into the background"), step: currentStep)
    }

    /// `terminate`: the system ends the suspended app. No callback runs; the restoration
    /// archive and a scene app's session survive for the next launch. An app under the
    /// debugger is never suspended; Stop in Xcode ends it in the background the same way
    /// (Apple's StateRestore read-me: kill the app from Xcode to test restoration). A
    /// background app kept running otherwise may hear applicationWillTerminate: (Apple), which
    /// is not modelled, so it is refused.
    mutating func terminate() throws(SimulationError) {
        try requireRunning()
        guard machine.terminate(inBackground: scenario.app.debugger) else {
            throw SimulationError(.appEventNotPossible(event: "terminate", state: appState), step: currentStep)
        }
        resetProcess()
    }

    /// A swipe in the switcher: the saved interface and the scene session go with the app.
    mutating func discardWhatTheSystemKept() {
        restorationArchive = nil
        keptSceneSession = false
    }
}
