/// App-delegate and scene-delegate callbacks (Apple, UIApplicationDelegate and
/// UISceneDelegate; FACTS.md §2-§3).
extension Callback {
    static let ios5 = Platform(major: 5)
    static let ios6 = Platform(major: 6)
    static let ios13 = Platform(major: 13)

    public static let willFinishLaunching = Callback(
        "application:willFinishLaunchingWithOptions:", swift: "application(_:willFinishLaunchingWithOptions:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios6),
        summary: "The launch has begun; the main storyboard is loaded, state restoration has not run yet.")
    public static let didFinishLaunching = Callback(
        "application:didFinishLaunchingWithOptions:", swift: "application(_:didFinishLaunchingWithOptions:)",
        owner: .applicationDelegate,
        summary: "The launch is almost done; code-made windows are created and shown here.")
    public static let applicationDidBecomeActive = Callback(
        "applicationDidBecomeActive:", swift: "applicationDidBecomeActive(_:)", owner: .applicationDelegate,
        summary: "The app is in the foreground and receives events (not called with scenes).")
    public static let applicationWillResignActive = Callback(
        "applicationWillResignActive:", swift: "applicationWillResignActive(_:)", owner: .applicationDelegate,
        summary: "The app is about to stop receiving events (not called with scenes).")
    public static let applicationDidEnterBackground = Callback(
        "applicationDidEnterBackground:", swift: "applicationDidEnterBackground(_:)", owner: .applicationDelegate,
        summary: "The app is off screen; about five seconds before suspension (not called with scenes).")
    public static let applicationWillEnterForeground = Callback(
        "applicationWillEnterForeground:", swift: "applicationWillEnterForeground(_:)", owner: .applicationDelegate,
        summary: "The app is about to return from the background (not called with scenes).")
    public static let applicationWillTerminate = Callback(
        "applicationWillTerminate:", swift: "applicationWillTerminate(_:)", owner: .applicationDelegate,
        summary: "The process is about to end; only when the app is not suspended.")
    public static let applicationDidReceiveMemoryWarning = Callback(
        "applicationDidReceiveMemoryWarning:", swift: "applicationDidReceiveMemoryWarning(_:)",
        owner: .applicationDelegate, summary: "The system is low on memory; sent before the controllers hear of it.")
    public static let configurationForConnecting = Callback(
        "application:configurationForConnectingSceneSession:options:",
        swift: "application(_:configurationForConnecting:options:)", owner: .applicationDelegate,
        availability: Availability(introduced: ios13),
        summary: "UIKit asks which configuration a new scene session uses: a first launch, a new window on iPad.")
    public static let didDiscardSceneSessions = Callback(
        "application:didDiscardSceneSessions:", swift: "application(_:didDiscardSceneSessions:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios13),
        summary:
            "Scenes were closed for good (in the switcher, or by the app); on the next launch if the app was not running."
    )
    public static let sceneWillConnect = Callback(
        "scene:willConnectToSession:options:", swift: "scene(_:willConnectTo:options:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13),
        summary: "A scene is added to the app; code-made windows are created here.")
    public static let sceneDidDisconnect = Callback(
        "sceneDidDisconnect:", swift: "sceneDidDisconnect(_:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13),
        summary: "The scene was closed in the switcher or reclaimed; not sent for a plain app switch.")
    public static let sceneWillEnterForeground = Callback(
        "sceneWillEnterForeground:", swift: "sceneWillEnterForeground(_:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13), summary: "The scene is about to appear on screen.")
    public static let sceneDidBecomeActive = Callback(
        "sceneDidBecomeActive:", swift: "sceneDidBecomeActive(_:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13), summary: "The scene is on screen and receives events.")
    public static let sceneWillResignActive = Callback(
        "sceneWillResignActive:", swift: "sceneWillResignActive(_:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13), summary: "The scene is about to stop receiving events.")
    public static let sceneDidEnterBackground = Callback(
        "sceneDidEnterBackground:", swift: "sceneDidEnterBackground(_:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13), summary: "The scene is no longer on screen.")
}
