/// A scenario asked for something UIKit would refuse or that cannot happen, found while
/// simulating it. Reported as a value with the step that caused it, never as a crash, so the
/// command line can point at the step's line (issue point 5).
public struct SimulationError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        case undeclaredController(String)
        case undeclaredView(String)
        case unknownTarget(String)
        case scenesBeforeIOS13(Platform)
        case appEventNotPossible(event: String, state: AppState)
        case notRunning(action: String)
        case noNavigationController
        case popWithSingleController
        case alreadyInHierarchy(String)
        case noTabBarController
        case notATab(String)
        case dismissWithNothingPresented
        case noSheetPresented
        case notAChild(String)
        case alreadyAChild(String)
        case viewNotCreated(String)
        case viewCycle(view: String, target: String)
        case notInSuperview(String)
        case unsupported(feature: String, platform: Platform)
        case pushDuringLaunchNotAfterLaunch
        case windowNotShown(String)
        /// A setup the engine does not simulate on an iPad yet (FORMAT.md version 2, `device`).
        case notModelledOnIPad(String)
        /// `newWindow` for an app the user cannot open a second window of; the reason says why
        /// (`NewWindowRequirement`).
        case newWindowNotPossible(String)
        /// `multipleWindows: true` for an app without scenes.
        case multipleWindowsWithoutScenes
        /// An action that would reach every open window, while more than one is open
        /// (FORMAT.md version 2: the engine simulates the opening of a window, not yet what
        /// happens to several windows together).
        case notModelledWithSeveralWindows(action: String)
        /// A combination of modelled words whose behaviour no source settles (FORMAT.md
        /// version 2: refused by name rather than guessed).
        case notModelled(String)
    }

    public var kind: Kind
    /// The 1-based scenario step; nil for problems with the scenario as a whole.
    public var step: Int?

    public init(_ kind: Kind, step: Int? = nil) {
        self.kind = kind
        self.step = step
    }

    /// The stable rule id, as printed after diagnostics: `scenario.pop-last-controller`.
    public var ruleID: String {
        let suffix =
            switch kind {
            case .undeclaredController: "undeclared-controller"
            case .undeclaredView: "undeclared-view"
            case .unknownTarget: "unknown-target"
            case .scenesBeforeIOS13: "scenes-before-ios13"
            case .appEventNotPossible, .notRunning: "impossible-transition"
            case .noNavigationController: "no-navigation-controller"
            case .popWithSingleController: "pop-last-controller"
            case .alreadyInHierarchy: "already-shown"
            case .noTabBarController, .notATab: "not-a-tab"
            case .dismissWithNothingPresented: "dismiss-nothing-presented"
            case .noSheetPresented: "no-sheet-presented"
            case .notAChild, .alreadyAChild: "containment"
            case .viewNotCreated, .viewCycle, .notInSuperview: "view-hierarchy"
            case .unsupported: "unsupported-on-platform"
            case .pushDuringLaunchNotAfterLaunch: "push-during-launch-misplaced"
            case .windowNotShown: "window-not-shown"
            case .notModelledOnIPad, .notModelledWithSeveralWindows: "not-modelled"
            case .newWindowNotPossible: "new-window-not-possible"
            case .multipleWindowsWithoutScenes: "needs-scenes"
            case .notModelledOnIPad, .notModelled: "not-modelled"
            }
        return "scenario.\(suffix)"
    }

    /// One sentence saying what is wrong.
    public var message: String {
        switch kind {
        case .undeclaredController(let name): "controller '\(name)' is not declared under 'controllers:'"
        case .undeclaredView(let name): "view '\(name)' is not declared under 'views:'"
        case .unknownTarget(let name): "'\(name)' is neither a declared view nor a declared controller"
        case .scenesBeforeIOS13(let platform): "scenes need ios13 or later, but the platform is \(platform)"
        case .appEventNotPossible(let event, let state): "'\(event)' cannot happen while the app is \(state.rawValue)"
        case .notRunning(let action): "'\(action)' needs a running app; add 'launch' first"
        case .noNavigationController: "the root is not a navigation controller"
        case .popWithSingleController: "pop with only one controller on the navigation stack"
        case .alreadyInHierarchy(let name): "controller '\(name)' is already shown"
        case .noTabBarController: "the root is not a tab bar controller"
        case .notATab(let name): "'\(name)' is not one of the tab bar controller's tabs"
        case .dismissWithNothingPresented: "dismiss with nothing presented"
        case .noSheetPresented: "no sheet is presented to drag down"
        case .notAChild(let name): "controller '\(name)' is not a child of another controller"
        case .alreadyAChild(let name): "controller '\(name)' already has a parent"
        case .viewNotCreated(let name): "view '\(name)' does not exist yet: its parent has not loaded it"
        case .viewCycle(let view, let target): "adding '\(view)' to '\(target)' would put a view inside itself"
        case .notInSuperview(let name): "view '\(name)' has no superview to leave"
        case .unsupported(let feature, let platform): "\(feature) does not exist on \(platform)"
        case .pushDuringLaunchNotAfterLaunch: "'pushDuringLaunch' must directly follow 'launch'"
        case .windowNotShown(let name): "window '\(name)' is not shown"
        case .notModelledOnIPad(let feature):
            "\(feature) on an iPad are not simulated yet, so no trace can be given for them"
        case .newWindowNotPossible(let reason): reason
        case .multipleWindowsWithoutScenes: NewWindowRequirement.multipleWindowsNeedsScenes
        case .notModelledWithSeveralWindows(let action):
            "'\(action)' while more than one window of the app is open is not simulated yet (it reaches every "
                + "window), so no trace can be given for it"
        case .notModelled(let feature): "\(feature) is not simulated yet, so no trace can be given for it"
        }
    }
}
