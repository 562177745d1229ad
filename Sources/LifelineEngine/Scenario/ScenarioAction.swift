/// One thing the user, the system or the app's code does (FORMAT.md, "Actions").
public enum ScenarioAction: Hashable, Sendable {
    case launch
    /// FORMAT version 2: `{ launch: { orientation: landscape } }`, a cold launch with the
    /// device held that way.
    case launchHolding(Orientation)
    /// FORMAT version 2: `{ launch: { reason: R } }`, a cold launch for something other than
    /// a tap on the icon, with the device held as given (portrait unless `orientation` says).
    case launchFor(LaunchReason, holding: Orientation)
    /// FORMAT version 2: the user opens a URL with the app's scheme while the app runs.
    case openURL
    /// FORMAT version 2: the user taps a delivered notification while the app runs.
    case notificationTap
    /// FORMAT version 2: a content-available push reaches the running app.
    case remoteNotification
    /// FORMAT version 2: the user turns the device; nil turns it by a quarter from where it is.
    case rotate(Orientation?)
    /// FORMAT version 2: the system appearance changes (Settings or Control Center).
    case traitChange(InterfaceStyle)
    case home
    case foreground
    case lock
    case unlock
    case interruption
    case interruptionEnd
    case appSwitcher
    case kill
    /// FORMAT version 2: the system ends the suspended app; no callback runs, and what it
    /// saved for state restoration survives (unlike `kill`).
    case terminate
    case memoryWarning
    case push(String, animated: Bool)
    case pop
    case popToRoot
    /// A nil style means the platform's default (`Platform.defaultPresentationStyle`).
    case present(String, style: PresentationStyle?)
    case dismiss
    case addChild(parent: String, child: String)
    case removeChild(String)
    /// FORMAT version 2: the parent of `from`, a custom container, swaps it for `to`.
    case transition(from: String, to: String)
    case selectTab(String)
    /// Adds a view to a view or to a controller's view.
    case addSubview(view: String, to: String)
    case removeFromSuperview(String)
    case setNeedsLayout(String)
    case layoutIfNeeded(String)
    case runLoop
    case pushDuringLaunch(String)
    case interactivePopCancelled
    case sheetDismissCancelled
    /// FORMAT version 2: the user drags a card sheet down and lets go, so it is dismissed.
    case swipeDismiss
    /// Engine extension: the system suspends an app that kept running in the background.
    case suspend
    /// FORMAT version 2: the user swipes the app away in the switcher right after minimizing
    /// it, before it reached the background, with other apps in the switcher.
    case killWhileMinimizing
    /// FORMAT version 2: on an iPad app that supports multiple windows, the user opens another
    /// window of it (Split View, or the icon dragged from the Dock): a new scene session connects.
    case newWindow
    /// Engine extension: the app shows another window with `makeKeyAndVisible`.
    case showWindow(name: String, level: WindowLevel, makeKey: Bool)
    /// Engine extension: the app hides a window it showed (`hidden = YES`).
    case hideWindow(String)

    /// The action's name as scenario files spell it and traces report it.
    public var name: String {
        switch self {
        case .launch, .launchHolding, .launchFor: "launch"
        case .openURL: "openURL"
        case .notificationTap: "notificationTap"
        case .remoteNotification: "remoteNotification"
        case .rotate: "rotate"
        case .traitChange: "traitChange"
        case .home: "home"
        case .foreground: "foreground"
        case .lock: "lock"
        case .unlock: "unlock"
        case .interruption: "interruption"
        case .interruptionEnd: "interruptionEnd"
        case .appSwitcher: "appSwitcher"
        case .kill: "kill"
        case .terminate: "terminate"
        case .memoryWarning: "memoryWarning"
        case .push: "push"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .present: "present"
        case .dismiss: "dismiss"
        case .addChild: "addChild"
        case .removeChild: "removeChild"
        case .transition: "transition"
        case .selectTab: "selectTab"
        case .addSubview: "addSubview"
        case .removeFromSuperview: "removeFromSuperview"
        case .setNeedsLayout: "setNeedsLayout"
        case .layoutIfNeeded: "layoutIfNeeded"
        case .runLoop: "runLoop"
        case .pushDuringLaunch: "pushDuringLaunch"
        case .interactivePopCancelled: "interactivePopCancelled"
        case .sheetDismissCancelled: "sheetDismissCancelled"
        case .swipeDismiss: "swipeDismiss"
        case .suspend: "suspend"
        case .killWhileMinimizing: "killWhileMinimizing"
        case .newWindow: "newWindow"
        case .showWindow: "showWindow"
        case .hideWindow: "hideWindow"
        }
    }

    /// Every action name the engine accepts, for "did you mean" suggestions and docs.
    public static let allNames: [String] = [
        "launch", "home", "foreground", "lock", "unlock", "interruption", "interruptionEnd", "appSwitcher", "kill",
        "memoryWarning", "push", "pop", "popToRoot", "present", "dismiss", "addChild", "removeChild", "selectTab",
        "addSubview", "removeFromSuperview", "setNeedsLayout", "layoutIfNeeded", "runLoop", "pushDuringLaunch",
        "interactivePopCancelled", "sheetDismissCancelled", "suspend", "showWindow", "hideWindow",
        "killWhileMinimizing", "rotate", "traitChange", "openURL", "notificationTap", "remoteNotification",
        "swipeDismiss", "transition", "newWindow", "terminate",
    ]

    /// Code the app runs inside the current run-loop turn, as opposed to user or system
    /// actions, which run to completion and end the turn first (FORMAT.md, "Timing rules").
    public var runsInsideCurrentTurn: Bool {
        switch self {
        case .addSubview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded, .addChild, .removeChild,
            .showWindow, .hideWindow:
            true
        default:
            false
        }
    }
}
