import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// The words of FORMAT.md's "Version 2 of the vocabulary".
///
/// Every word is read. One whose behaviour the engine simulates becomes part of the scenario;
/// one it does not simulate yet is refused with `scenario.not-modelled` at the word, so that a
/// scenario never runs with a word silently ignored and a trace never guesses.
extension ScenarioBuilder {
    /// Version 2 actions that the engine does not simulate yet: none at present. A word the
    /// format gains goes here until the engine simulates it, so it is refused by name.
    static let unmodelledActions: Set<String> = []

    /// Version 2 scenario keys, beside `platform`.
    static let version2ScenarioKeys = ["device", "userInterfaceStyle"]
    /// Version 2 keys of `app:`.
    static let version2AppKeys = ["debugger", "multipleWindows", "stateRestoration", "notificationDelegate"]
    /// Version 2 keys of a controller.
    static let version2ControllerKeys = ["orientations", "restorationClass"]

    /// Presentation styles of version 2 that the engine does not simulate yet.
    static let unmodelledPresentationStyles: [String] = []

    /// The error for a version 2 word the engine does not simulate yet.
    mutating func notModelled(_ word: String, at node: YAMLNode?) {
        reader.error(
            "scenario.not-modelled",
            "\(word) belongs to the scenario format (version 2) but the engine does not simulate it yet, "
                + "so no trace can be given for it", at: node)
    }

    /// `device:` and `userInterfaceStyle:`; the defaults (an iPhone in light mode) are what
    /// every scenario without them is simulated as.
    mutating func readVersion2ScenarioKeys(_ value: (String) -> YAMLNode?) -> (DeviceFamily, InterfaceStyle) {
        var device = DeviceFamily.iPhone
        var style = InterfaceStyle.light
        if let node = value("device") {
            device = reader.choice(node, "device", DeviceFamily.allCases.map { ($0.rawValue, $0) }) ?? device
        }
        if let node = value("userInterfaceStyle") {
            style =
                reader.choice(node, "user interface style", InterfaceStyle.allCases.map { ($0.rawValue, $0) }) ?? style
        }
        return (device, style)
    }

    /// `debugger:`, `multipleWindows:` and `stateRestoration:` are simulated (the last not with
    /// more than one window, see `checkStateRestoration`).
    mutating func readVersion2AppKeys(_ value: (String) -> YAMLNode?, into app: inout AppConfiguration) {
        if let node = value("debugger") {
            app.debugger = reader.bool(node, "'debugger'") ?? false
        }
        if let node = value("stateRestoration") {
            stateRestorationNode = node
            app.stateRestoration = reader.bool(node, "'stateRestoration'") ?? false
        }
        readNotificationDelegate(value, into: &app)
        readMultipleWindows(value, into: &app)
    }

    /// With scenes UIKit asks each scene's delegate for a user activity; one scene is simulated
    /// (`SimulationRun+Restoration`). Several windows would each save and reconnect their own
    /// session, in an order no source shows, so that combination is refused at the key.
    mutating func checkStateRestoration(_ scenario: Scenario) {
        guard scenario.app.stateRestoration, scenario.app.multipleWindows else { return }
        notModelled("'stateRestoration: true' for an app with more than one window", at: stateRestorationNode)
    }

    /// `orientations:` and `restorationClass:` are simulated.
    mutating func readVersion2ControllerKey(_ key: String, value node: YAMLNode, into spec: inout ControllerSpec) {
        switch key {
        case "orientations":
            let choices = SupportedOrientations.allCases.map { ($0.rawValue, $0) }
            spec.orientations = reader.choice(node, "set of orientations", choices) ?? spec.orientations
        case "restorationClass":
            spec.restorationClass = reader.bool(node, "'restorationClass'") ?? false
        default:
            break
        }
    }

    /// `launch` with an argument: `reason` and `orientation` are version 2 words.
    mutating func readLaunchArgument(_ argument: YAMLNode) -> ScenarioAction? {
        guard let pairs = reader.mapping(argument, "the argument of 'launch'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: argument, known: ["reason", "orientation"], in: "'launch'")
        var reason: LaunchReason?
        var held = Orientation.portrait
        if let node = argument["reason"] {
            let reasons = [("icon", LaunchReason?.none)] + LaunchReason.allCases.map { ($0.rawValue, Optional($0)) }
            guard let chosen = reader.choice(node, "launch reason", reasons) else { return nil }
            reason = chosen
        }
        if let node = argument["orientation"] {
            guard let orientation = reader.choice(node, "orientation", Orientation.allCases.map { ($0.rawValue, $0) })
            else { return nil }
            held = orientation
        }
        if let reason { return .launchFor(reason, holding: held) }
        return held == .portrait ? .launch : .launchHolding(held)
    }

    /// `{ rotate: { to: landscape } }` (or `portrait`).
    mutating func readRotateArgument(_ argument: YAMLNode) -> ScenarioAction? {
        guard let pairs = reader.mapping(argument, "the argument of 'rotate'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: argument, known: ["to"], in: "'rotate'")
        guard let node = argument["to"] else {
            reader.missingKey("to", "'rotate' needs 'to' (portrait or landscape)", in: argument)
            return nil
        }
        return reader.choice(node, "orientation", Orientation.allCases.map { ($0.rawValue, $0) }).map { .rotate($0) }
    }

    /// `{ traitChange: { userInterfaceStyle: dark } }` (or `light`).
    mutating func readTraitChangeArgument(_ argument: YAMLNode) -> ScenarioAction? {
        guard let pairs = reader.mapping(argument, "the argument of 'traitChange'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: argument, known: ["userInterfaceStyle"], in: "'traitChange'")
        guard let node = argument["userInterfaceStyle"] else {
            reader.missingKey(
                "userInterfaceStyle", "'traitChange' needs 'userInterfaceStyle' (light or dark)", in: argument)
            return nil
        }
        let styles = InterfaceStyle.allCases.map { ($0.rawValue, $0) }
        return reader.choice(node, "user interface style", styles).map { .traitChange($0) }
    }
}
