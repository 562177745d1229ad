import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// The engine's `app.notificationDelegate` key, which decides where a tapped notification goes
/// (FORMAT.md version 2: `{ launch: { reason: R } }`, `notificationTap`). Every launch reason is
/// simulated for both lifecycles, so none is refused here.
extension ScenarioBuilder {
    /// `notificationDelegate: false` describes an app that never sets a
    /// `UNUserNotificationCenter` delegate (an engine extension, default true).
    mutating func readNotificationDelegate(_ value: (String) -> YAMLNode?, into app: inout AppConfiguration) {
        if let node = value("notificationDelegate") {
            app.notificationDelegate = reader.bool(node, "'notificationDelegate'") ?? true
        }
    }
}
