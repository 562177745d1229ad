import LifelineDiagnostics
import LifelineEngine
import Yams

/// `multipleWindows:` and `newWindow` (FORMAT.md version 2): an iPad app that declares
/// `UIApplicationSupportsMultipleScenes`, and the user opening another window of it.
extension ScenarioBuilder {
    mutating func readMultipleWindows(_ value: (String) -> Node?, into app: inout AppConfiguration) {
        guard let node = value("multipleWindows") else { return }
        multipleWindowsNode = node
        app.multipleWindows = reader.bool(node, "'multipleWindows'") ?? false
        supportsMultipleWindows = app.multipleWindows
    }

    /// `multipleWindows: true` is a key of the scene manifest: refused at its value for an app
    /// without scenes (read once the lifecycle is known).
    mutating func checkMultipleWindowsHasScenes(_ app: AppConfiguration) {
        guard app.multipleWindows, app.lifecycle != .scenes else { return }
        reader.error(
            "scenario.needs-scenes", NewWindowRequirement.multipleWindowsNeedsScenes, at: multipleWindowsNode)
    }

    /// `newWindow` needs an iPad and `multipleWindows: true`; otherwise one error at the step
    /// says which is missing. An app that asks for multiple windows without scenes was already
    /// told so at its key, so the step adds nothing.
    mutating func newWindowIsPossible(at node: Node) -> Bool {
        guard let reason = NewWindowRequirement.problem(device: deviceFamily, multipleWindows: supportsMultipleWindows)
        else { return true }
        reader.error("scenario.new-window-not-possible", reason, at: node)
        return false
    }
}
