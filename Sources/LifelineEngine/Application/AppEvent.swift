/// Something that changes the application state: the app-level scenario actions.
public enum AppEvent: String, CaseIterable, Hashable, Sendable {
    case launch
    case home
    case foreground
    case lock
    case unlock
    case interruption
    case interruptionEnd
    case appSwitcher
    case kill
    /// The system stops a backgrounded app's code without telling it (FACTS.md §5).
    case suspend
    case memoryWarning
}
