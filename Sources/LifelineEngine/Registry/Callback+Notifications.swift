/// Callbacks that hand the app a URL, a user activity, a notification or background time
/// (FORMAT.md version 2: launch reasons, `openURL`, `notificationTap`, `remoteNotification`;
/// Apple, UIApplicationDelegate, UISceneDelegate and UNUserNotificationCenterDelegate).
///
/// Before iOS 9 a URL arrived through `application:openURL:sourceApplication:annotation:`.
/// Older spellings still (`application:handleOpenURL:` before iOS 4.2,
/// `application:didReceiveRemoteNotification:` without a handler) are not listed: the engine
/// refuses the words that would need them, on the versions that would call them.
extension Callback {
    static let ios4Point2 = Platform(major: 4, minor: 2)
    static let ios9 = Platform(major: 9)
    static let ios10 = Platform(major: 10)

    public static let openURLOptions = Callback(
        "application:openURL:options:", swift: "application(_:open:options:)", owner: .applicationDelegate,
        availability: Availability(introduced: ios9),
        summary: "A URL with the app's scheme is handed to an app without scenes; on a cold launch after "
            + "didFinishLaunching, while inactive.")
    public static let openURLSourceApplication = Callback(
        "application:openURL:sourceApplication:annotation:", swift: "application(_:open:sourceApplication:annotation:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios4Point2, deprecated: ios9),
        summary: "Before iOS 9, a URL with the app's scheme is handed over with the sending app's bundle id; in the "
            + "same places as its successor, application:openURL:options:.")
    public static let willContinueUserActivity = Callback(
        "application:willContinueUserActivityWithType:", swift: "application(_:willContinueUserActivityWithType:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios8),
        summary: "UIKit is about to hand over a user activity, such as a universal link; the data may still be "
            + "on its way.")
    public static let continueUserActivity = Callback(
        "application:continueUserActivity:restorationHandler:",
        swift: "application(_:continue:restorationHandler:)", owner: .applicationDelegate,
        availability: Availability(introduced: ios8),
        summary: "A user activity (a universal link, Handoff) is handed to an app without scenes.")
    public static let sceneOpenURLContexts = Callback(
        "scene:openURLContexts:", swift: "scene(_:openURLContexts:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13),
        summary: "URLs opened while the scene exists; on a cold launch they come in the connection options "
            + "instead.")
    public static let didReceiveNotificationResponse = Callback(
        "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
        swift: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        owner: .notificationCenterDelegate, availability: Availability(introduced: ios10),
        summary: "The user acted on a notification (tapped it or chose an action); the app's notification-center "
            + "delegate must be set before launch ends.")
    public static let didReceiveRemoteNotificationFetch = Callback(
        "application:didReceiveRemoteNotification:fetchCompletionHandler:",
        swift: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", owner: .applicationDelegate,
        availability: Availability(introduced: ios7),
        summary: "A remote notification reached the app: a content-available push in the background, or a tap "
            + "when no notification-center delegate handles it.")
    public static let performFetch = Callback(
        "application:performFetchWithCompletionHandler:", swift: "application(_:performFetchWithCompletionHandler:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios7, deprecated: ios13),
        summary: "The system gives the app background time to fetch new content; replaced by BGTaskScheduler in "
            + "iOS 13.")
}
