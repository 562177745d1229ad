/// The five application states (FACTS.md §1; Apple, `UIApplication.State`; the App
/// Programming Guide table copied in seeds 002 and 003).
///
/// Only active, inactive and background are observable through `applicationState`; not
/// running and suspended are the states around them that the app is never told about.
public enum AppState: String, CaseIterable, Hashable, Sendable {
    case notRunning
    case inactive
    case active
    case background
    case suspended

    /// Whether the process exists and runs code (not running and suspended do not).
    public var isExecuting: Bool { self == .inactive || self == .active || self == .background }

    /// Whether the app is on screen.
    public var isForeground: Bool { self == .inactive || self == .active }
}

/// A scene's activation state (Apple, `UIScene.ActivationState`; FACTS.md §3).
public enum SceneActivationState: String, CaseIterable, Hashable, Sendable {
    case unattached
    case foregroundInactive
    case foregroundActive
    case background

    /// The application state a single-scene app reports while its scene is in this state.
    public var appState: AppState {
        switch self {
        case .unattached: .notRunning
        case .foregroundInactive: .inactive
        case .foregroundActive: .active
        case .background: .background
        }
    }
}
