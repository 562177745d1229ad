/// Why the system starts the app, when it is not the user's tap on the icon (FORMAT.md
/// version 2, `{ launch: { reason: R } }`).
public enum LaunchReason: String, CaseIterable, Hashable, Sendable {
    /// A link with the app's custom URL scheme.
    case url
    /// An https link the app claims through its associated domains, handed over as an
    /// `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`.
    case universalLink
    /// The user tapped a delivered notification.
    case notification
    /// A content-available push while the app was not running (after the system ended it).
    case remoteNotification
    /// The system's background fetch.
    case backgroundFetch

    /// Whether the app is launched straight into the background, showing nothing
    /// (FACTS.md §1: such an app enters the background state instead of inactive).
    public var launchesIntoBackground: Bool { self == .remoteNotification || self == .backgroundFetch }
}
