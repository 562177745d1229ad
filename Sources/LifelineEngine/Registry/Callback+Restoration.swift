/// State preservation and restoration (FORMAT.md version 2: `stateRestoration`,
/// `restorationClass`, `terminate`; Apple, "Preserving your app's UI across launches",
/// UIApplicationDelegate, UIViewController, UIViewControllerRestoration, UISceneDelegate).
///
/// iOS 13.2 added the "secure" pair of app-delegate questions and deprecated the older pair;
/// UIKit calls the older ones only for an app that implements nothing newer. The app delegate's
/// `application:viewControllerWithRestorationIdentifierPath:coder:` is registered for topics and
/// the callbacks list but never traced (the scenario format cannot say the delegate implements
/// it; no kept log shows it called). A scene app's `stateRestorationActivityForScene:` is traced
/// when its scene enters the background (`SimulationRun+Restoration`).
extension Callback {
    static let ios13Point2 = Platform(major: 13, minor: 2)

    public static let shouldSaveApplicationState = Callback(
        "application:shouldSaveApplicationState:", swift: "application(_:shouldSaveApplicationState:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios6, deprecated: ios13Point2),
        summary: "Asked after the app enters the background whether to preserve its interface; the older question.")
    public static let shouldSaveSecureApplicationState = Callback(
        "application:shouldSaveSecureApplicationState:", swift: "application(_:shouldSaveSecureApplicationState:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios13Point2),
        summary: "Asked after the app enters the background whether to preserve its interface (secure coding).")
    public static let willEncodeRestorableState = Callback(
        "application:willEncodeRestorableStateWithCoder:", swift: "application(_:willEncodeRestorableStateWith:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios6),
        summary: "Preservation begins: the app delegate writes app-wide state before the controllers write theirs.")
    public static let shouldRestoreApplicationState = Callback(
        "application:shouldRestoreApplicationState:", swift: "application(_:shouldRestoreApplicationState:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios6, deprecated: ios13Point2),
        summary: "Asked after willFinishLaunching, when a saved archive exists, whether to restore it; the older "
            + "question.")
    public static let shouldRestoreSecureApplicationState = Callback(
        "application:shouldRestoreSecureApplicationState:",
        swift: "application(_:shouldRestoreSecureApplicationState:)", owner: .applicationDelegate,
        availability: Availability(introduced: ios13Point2),
        summary: "Asked after willFinishLaunching, when a saved archive exists, whether to restore it (secure "
            + "coding).")
    public static let didDecodeRestorableState = Callback(
        "application:didDecodeRestorableStateWithCoder:", swift: "application(_:didDecodeRestorableStateWith:)",
        owner: .applicationDelegate, availability: Availability(introduced: ios6),
        summary: "Every restored controller has decoded its state; before didFinishLaunching.")
    public static let appViewControllerWithRestorationPath = Callback(
        "application:viewControllerWithRestorationIdentifierPath:coder:",
        swift: "application(_:viewControllerWithRestorationIdentifierPath:coder:)", owner: .applicationDelegate,
        availability: Availability(introduced: ios6),
        summary: "Asked for a saved controller that has no restoration class; nil lets UIKit find or unarchive it.")
    public static let encodeRestorableState = Callback(
        "encodeRestorableStateWithCoder:", swift: "encodeRestorableState(with:)", owner: .viewController,
        availability: Availability(introduced: ios6),
        summary: "A controller with a restoration identifier writes its state; parents before children.")
    public static let decodeRestorableState = Callback(
        "decodeRestorableStateWithCoder:", swift: "decodeRestorableState(with:)", owner: .viewController,
        availability: Availability(introduced: ios6),
        summary: "A restored controller reads its saved state, after its viewDidLoad and before it appears.")
    public static let applicationFinishedRestoringState = Callback(
        "applicationFinishedRestoringState", swift: "applicationFinishedRestoringState()", owner: .viewController,
        availability: Availability(introduced: ios7),
        summary: "Every restored object has decoded its state; the controller can finish its set-up.")
    public static let viewControllerWithRestorationPath = Callback(
        "viewControllerWithRestorationIdentifierPath:coder:",
        swift: "viewController(withRestorationIdentifierPath:coder:)", owner: .viewControllerRestoration,
        availability: Availability(introduced: ios6),
        summary: "The restoration class is asked to recreate a saved controller at launch, before it is decoded.")
    public static let stateRestorationActivity = Callback(
        "stateRestorationActivityForScene:", swift: "stateRestorationActivity(for:)", owner: .sceneDelegate,
        availability: Availability(introduced: ios13),
        summary: "Asked after the scene enters the background for its state as a user activity, which UIKit "
            + "hands back in the session when it reconnects.")
}
