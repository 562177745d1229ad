import LifelineDiagnostics
import LifelineEngine
import Yams

/// The launch reasons and the engine's `app.notificationDelegate` key (FORMAT.md version 2:
/// `{ launch: { reason: R } }`, `openURL`, `notificationTap`, `remoteNotification`).
extension ScenarioBuilder {
    /// `notificationDelegate: false` describes an app that never sets a
    /// `UNUserNotificationCenter` delegate (an engine extension, default true).
    mutating func readNotificationDelegate(_ value: (String) -> Node?, into app: inout AppConfiguration) {
        if let node = value("notificationDelegate") {
            app.notificationDelegate = reader.bool(node, "'notificationDelegate'") ?? true
        }
    }

    /// A launch into the background is simulated for apps without scenes only: whether UIKit
    /// connects a scene (in the background) for such a launch is in no log the project keeps,
    /// so a scene app's background launch is refused rather than guessed.
    mutating func launchReasonIsModelled(_ reason: LaunchReason, at node: Node) -> Bool {
        guard reason.launchesIntoBackground && appLifecycle == .scenes else { return true }
        notModelled("'launch' with 'reason: \(reason.rawValue)' for an app with scenes", at: node)
        return false
    }
}
