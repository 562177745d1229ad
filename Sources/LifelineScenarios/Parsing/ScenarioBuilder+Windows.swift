import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// `multipleWindows:` and `newWindow` (FORMAT.md version 2): an iPad app that declares
/// `UIApplicationSupportsMultipleScenes`, and the user opening another window of it.
extension ScenarioBuilder {
    mutating func readMultipleWindows(_ value: (String) -> YAMLNode?, into app: inout AppConfiguration) {
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
    mutating func newWindowIsPossible(at node: YAMLNode) -> Bool {
        guard let reason = NewWindowRequirement.problem(device: deviceFamily, multipleWindows: supportsMultipleWindows)
        else { return true }
        reader.error("scenario.new-window-not-possible", reason, at: node)
        return false
    }

    /// The scene delegates a run connects, in order: the launch's, then one for each window the
    /// user opens and one for each scene UIKit connects while an app is swiped away minimizing.
    static func connectedScenes(_ scenario: Scenario) -> Int {
        1 + scenario.steps.filter { $0.action == .newWindow || $0.action == .killWhileMinimizing }.count
    }

    /// A `log` that names scene delegates the run never has shows nothing for them, silently:
    /// the plain `SceneDelegate` in a run with several scenes (whose delegates are numbered), or
    /// a numbered one beyond the scenes the run connects.
    mutating func checkSceneDelegateNames(_ scenario: Scenario, log: [(String, YAMLNode)]) {
        guard scenario.app.lifecycle == .scenes else { return }
        let scenes = Self.connectedScenes(scenario)
        for (name, node) in log {
            if name == DelegateRole.sceneDelegate.rawValue && scenes > 1 {
                reader.error(
                    "scenario.unknown-log-object",
                    "this run connects \(scenes) scenes, so its scene delegates are named by connection order: "
                        + "write 'SceneDelegate[scene1]' … 'SceneDelegate[scene\(scenes)]' instead of 'SceneDelegate'",
                    at: node, fixIt: "SceneDelegate[scene1]")
            } else if Self.isNumberedSceneDelegate(name),
                let number = Int(name.dropFirst("SceneDelegate[scene".count).dropLast()), number > scenes
            {
                let names =
                    scenes == 1 ? "'SceneDelegate'" : "'SceneDelegate[scene1]' … 'SceneDelegate[scene\(scenes)]'"
                reader.error(
                    "scenario.unknown-log-object",
                    "'\(name)' in 'log' names no scene delegate of this run, which connects \(scenes) "
                        + (scenes == 1 ? "scene" : "scenes") + ": its scene delegates are \(names)",
                    at: node)
            }
        }
    }
}
