import LifelineDiagnostics
import LifelineEngine
import Yams

/// The words of FORMAT.md's "Version 2 of the vocabulary".
///
/// Every word is read. One whose behaviour the engine simulates becomes part of the scenario;
/// one it does not simulate yet is refused with `scenario.not-modelled` at the word, so that a
/// scenario never runs with a word silently ignored and a trace never guesses.
extension ScenarioBuilder {
    /// Version 2 actions that the engine does not simulate yet.
    static let unmodelledActions: Set<String> = [
        "openURL", "notificationTap", "remoteNotification", "terminate", "rotate", "traitChange", "swipeDismiss",
        "newWindow", "transition",
    ]

    /// Version 2 scenario keys, beside `platform`.
    static let version2ScenarioKeys = ["device", "userInterfaceStyle"]
    /// Version 2 keys of `app:`.
    static let version2AppKeys = ["debugger", "multipleWindows", "stateRestoration"]
    /// Version 2 keys of a controller.
    static let version2ControllerKeys = ["orientations", "restorationClass"]

    /// Presentation styles of version 2 that the engine does not simulate yet.
    static let unmodelledPresentationStyles = ["currentContext", "overCurrentContext", "popover"]

    /// The error for a version 2 word the engine does not simulate yet.
    mutating func notModelled(_ word: String, at node: Node?) {
        reader.error(
            "scenario.not-modelled",
            "\(word) belongs to the scenario format (version 2) but the engine does not simulate it yet, "
                + "so no trace can be given for it", at: node)
    }

    /// `device:` and `userInterfaceStyle:`: the defaults (an iPhone in light mode) are what every
    /// scenario has always been simulated as; the others are refused.
    mutating func readVersion2ScenarioKeys(_ value: (String) -> Node?) {
        if let node = value("device"),
            let device = reader.choice(node, "device", [("iPhone", "iPhone"), ("iPad", "iPad")]), device == "iPad"
        {
            notModelled("'device: iPad'", at: node)
        }
        if let node = value("userInterfaceStyle"),
            let style = reader.choice(node, "user interface style", [("light", "light"), ("dark", "dark")]),
            style == "dark"
        {
            notModelled("'userInterfaceStyle: dark'", at: node)
        }
    }

    /// `debugger:` is simulated; `multipleWindows:` and `stateRestoration:` only when false.
    mutating func readVersion2AppKeys(_ value: (String) -> Node?, into app: inout AppConfiguration) {
        if let node = value("debugger") {
            app.debugger = reader.bool(node, "'debugger'") ?? false
        }
        for key in ["multipleWindows", "stateRestoration"] {
            if let node = value(key), reader.bool(node, "'\(key)'") == true {
                notModelled("'\(key): true'", at: node)
            }
        }
    }

    /// `orientations: all` and `restorationClass: false` change nothing; the others are refused.
    mutating func readVersion2ControllerKey(_ key: String, value node: Node) {
        switch key {
        case "orientations":
            let choices = ["all", "portrait", "landscape"].map { ($0, $0) }
            if let orientations = reader.choice(node, "set of orientations", choices), orientations != "all" {
                notModelled("'orientations: \(orientations)'", at: node)
            }
        case "restorationClass":
            if reader.bool(node, "'restorationClass'") == true { notModelled("'restorationClass: true'", at: node) }
        default:
            break
        }
    }

    /// `launch` with an argument: `reason` and `orientation` are version 2 words.
    mutating func readLaunchArgument(_ argument: Node) -> ScenarioAction? {
        guard let pairs = reader.mapping(argument, "the argument of 'launch'") else { return nil }
        reader.rejectUnknownKeys(pairs, known: ["reason", "orientation"], in: "'launch'")
        let reasons = ["icon", "url", "universalLink", "notification", "remoteNotification", "backgroundFetch"]
        var refused = false
        if let node = argument["reason"], let reason = reader.choice(node, "launch reason", reasons.map { ($0, $0) }),
            reason != "icon"
        {
            notModelled("'launch' with 'reason: \(reason)'", at: node)
            refused = true
        }
        if let node = argument["orientation"],
            let orientation = reader.choice(node, "orientation", ["portrait", "landscape"].map { ($0, $0) }),
            orientation == "landscape"
        {
            notModelled("'launch' with 'orientation: landscape'", at: node)
            refused = true
        }
        return refused ? nil : .launch
    }
}
