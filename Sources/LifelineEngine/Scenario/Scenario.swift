/// One scenario: an app set up in a given way, on a given iOS version, and the steps a user
/// or the system performs on it. Mirrors the scenario file of FORMAT.md key for key; the
/// YAML reader lives in LifelineScenarios so that this target stays free of parsing and I/O.
public struct Scenario: Hashable, Sendable {
    /// Unique, kebab-case; defaults to the file name.
    public var id: String
    public var title: String
    public var platform: Platform
    public var app: AppConfiguration
    /// Every controller the scenario names, in declaration order.
    public var controllers: [ControllerSpec]
    /// Nib files in the app bundle, for the default nib lookup (FACTS.md §7).
    public var nibs: [String]
    /// Custom views whose callbacks are traced, in declaration order.
    public var views: [ViewSpec]
    public var steps: [ScenarioStep]
    /// Whose callbacks the trace shows; nil shows everyone's.
    public var log: [String]?
    /// The device family (FORMAT.md version 2), which decides size classes on rotation.
    public var device: DeviceFamily
    /// The system appearance when the scenario starts (FORMAT.md version 2).
    public var userInterfaceStyle: InterfaceStyle

    public init(
        id: String,
        title: String = "",
        platform: Platform,
        app: AppConfiguration,
        controllers: [ControllerSpec] = [],
        nibs: [String] = [],
        views: [ViewSpec] = [],
        steps: [ScenarioStep] = [],
        log: [String]? = nil,
        device: DeviceFamily = .iPhone,
        userInterfaceStyle: InterfaceStyle = .light
    ) {
        self.id = id
        self.title = title
        self.platform = platform
        self.app = app
        self.controllers = controllers
        self.nibs = nibs
        self.views = views
        self.steps = steps
        self.log = log
        self.device = device
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The declaration of a controller, if the scenario has one by that name.
    public func controller(named name: String) -> ControllerSpec? {
        controllers.first { $0.name == name }
    }

    /// The declaration of a view, if the scenario has one by that name.
    public func view(named name: String) -> ViewSpec? {
        views.first { $0.name == name }
    }
}

/// Who receives the application's life-cycle events and how the first window is made.
public struct AppConfiguration: Hashable, Sendable {
    public var lifecycle: Lifecycle
    public var window: WindowSource
    public var root: RootConfiguration
    /// The app holds a background task, so it stays in the background instead of being
    /// suspended right after `applicationDidEnterBackground:` (Apple, "Extending your app's
    /// background execution time"). An engine extension to FORMAT.md; default false.
    public var backgroundTask: Bool
    /// The app runs under Xcode's debugger, which keeps it from being suspended in the
    /// background (FORMAT.md version 2, `app.debugger`): most published console logs were made
    /// this way, so a kill after the home button still reaches code there.
    public var debugger: Bool
    /// The app sets a `UNUserNotificationCenter` delegate before launch ends, so from iOS 10 a
    /// tapped notification reaches `userNotificationCenter:didReceiveNotificationResponse:
    /// withCompletionHandler:` instead of `application:didReceiveRemoteNotification:
    /// fetchCompletionHandler:` (Apple, UNUserNotificationCenterDelegate). An engine
    /// extension to FORMAT.md (`app.notificationDelegate`); default true, as in current
    /// templates and guides; published logs made without one need false.
    public var notificationDelegate: Bool
    /// The app declares `UIApplicationSupportsMultipleScenes` in its scene manifest (FORMAT.md
    /// version 2, `app.multipleWindows`, scene apps only), so on an iPad the user can open more
    /// windows of it (`newWindow`); without it UIKit never makes a second scene (Apple,
    /// UIApplicationSupportsMultipleScenes). Default false.
    public var multipleWindows: Bool
    /// The app delegate opts into state preservation and restoration and every controller has
    /// a restoration identifier (FORMAT.md version 2, `app.stateRestoration`): UIKit saves the
    /// interface when the app enters the background and rebuilds it at the next launch, unless
    /// the user swiped the app away in between. With scenes the scene delegate also returns a
    /// user activity from `stateRestorationActivityForScene:`, which UIKit asks for instead.
    public var stateRestoration: Bool

    public init(
        lifecycle: Lifecycle = .appDelegate,
        window: WindowSource = .storyboard,
        root: RootConfiguration,
        backgroundTask: Bool = false,
        debugger: Bool = false,
        notificationDelegate: Bool = true,
        multipleWindows: Bool = false,
        stateRestoration: Bool = false
    ) {
        self.lifecycle = lifecycle
        self.window = window
        self.root = root
        self.backgroundTask = backgroundTask
        self.debugger = debugger
        self.notificationDelegate = notificationDelegate
        self.multipleWindows = multipleWindows
        self.stateRestoration = stateRestoration
    }

    /// Whether the app stays running in the background rather than being suspended there.
    public var staysRunningInBackground: Bool { backgroundTask || debugger }
}

/// Whether life-cycle events go to the app delegate only, or to scene delegates (iOS 13+).
public enum Lifecycle: String, CaseIterable, Hashable, Sendable {
    case appDelegate
    case scenes
}

/// Who creates the window and its root: UIKit from the main storyboard, or the app's own
/// code inside `application:didFinishLaunchingWithOptions:` / `scene:willConnectToSession:options:`.
public enum WindowSource: String, CaseIterable, Hashable, Sendable {
    case storyboard
    case code
}

/// The window's root controller.
public enum RootConfiguration: Hashable, Sendable {
    /// A plain controller.
    case controller(String)
    /// A navigation controller with this stack, bottom first.
    case navigation([String])
    /// A tab bar controller; the first tab is selected.
    case tabs([String])

    /// The controllers the root names, in order.
    public var controllerNames: [String] {
        switch self {
        case .controller(let name): [name]
        case .navigation(let names), .tabs(let names): names
        }
    }
}
