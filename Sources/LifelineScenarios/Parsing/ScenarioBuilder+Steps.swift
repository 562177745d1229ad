import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// The `steps:` list: each entry is a bare action (`- launch`) or a one-key mapping from an
/// action to its argument (`- push: B`, `- present: { controller: B, style: fullScreen }`).
extension ScenarioBuilder {
    static let bareActions: [String: ScenarioAction] = [
        "launch": .launch, "home": .home, "foreground": .foreground, "lock": .lock, "unlock": .unlock,
        "interruption": .interruption, "interruptionEnd": .interruptionEnd, "appSwitcher": .appSwitcher,
        "kill": .kill, "memoryWarning": .memoryWarning, "pop": .pop, "popToRoot": .popToRoot, "dismiss": .dismiss,
        "runLoop": .runLoop, "interactivePopCancelled": .interactivePopCancelled,
        "sheetDismissCancelled": .sheetDismissCancelled, "swipeDismiss": .swipeDismiss, "suspend": .suspend,
        "killWhileMinimizing": .killWhileMinimizing, "rotate": .rotate(nil), "openURL": .openURL,
        "notificationTap": .notificationTap, "remoteNotification": .remoteNotification, "newWindow": .newWindow,
        "terminate": .terminate,
    ]

    mutating func readSteps(_ node: YAMLNode) -> [ScenarioStep] {
        guard let items = node.sequence else {
            reader.error("scenario.invalid-value", "'steps' must be a list of actions", at: node)
            return []
        }
        return items.compactMap { item in
            guard let action = readAction(item) else { return nil }
            return ScenarioStep(action, line: item.mark.line, column: item.mark.column)
        }
    }

    private mutating func readAction(_ item: YAMLNode) -> ScenarioAction? {
        if let scalar = item.scalar {
            let name = scalar.string
            if name == "newWindow" && !newWindowIsPossible(at: item) { return nil }
            if let action = Self.bareActions[name] { return action }
            if Self.unmodelledActions.contains(name) {
                notModelled("'\(name)'", at: item)
            } else if ScenarioAction.allNames.contains(name) {
                reader.error("scenario.missing-argument", "'\(name)' needs an argument, as in '\(name): X'", at: item)
            } else {
                unknownAction(name, at: item)
            }
            return nil
        }
        guard let pairs = reader.mapping(item, "a step"), pairs.count == 1, let pair = pairs.first else {
            reader.error(
                "scenario.invalid-step", "a step is an action name or a single 'action: argument' pair", at: item)
            return nil
        }
        return readAction(pair.key, keyNode: pair.keyNode, argument: pair.value)
    }

    private mutating func readAction(_ name: String, keyNode: YAMLNode, argument: YAMLNode) -> ScenarioAction? {
        if Self.unmodelledActions.contains(name) {
            notModelled("'\(name)'", at: keyNode)
            return nil
        }
        if name == "newWindow" && !newWindowIsPossible(at: keyNode) { return nil }
        switch name {
        case "launch" where !reader.isNull(argument):
            return readLaunchArgument(argument)
        case "rotate" where !reader.isNull(argument):
            return readRotateArgument(argument)
        case "traitChange":
            return readTraitChangeArgument(argument)
        case "push", "pushDuringLaunch":
            guard let (controller, animated) = controllerArgument(argument, extraKeys: ["animated"]) else { return nil }
            return name == "push" ? .push(controller, animated: animated) : .pushDuringLaunch(controller)
        case "present":
            return readPresent(argument)
        case "removeChild", "selectTab":
            guard let controller = controllerName(argument) else { return nil }
            return name == "removeChild" ? .removeChild(controller) : .selectTab(controller)
        case "addChild":
            guard let fields = fields(argument, of: name, required: ["parent", "child"]),
                let parent = controllerName(fields["parent"]), let child = controllerName(fields["child"])
            else { return nil }
            return .addChild(parent: parent, child: child)
        case "transition":
            guard let fields = fields(argument, of: name, required: ["from", "to"]),
                let old = controllerName(fields["from"]), let new = controllerName(fields["to"])
            else { return nil }
            return .transition(from: old, to: new)
        case "addSubview":
            guard let fields = fields(argument, of: name, required: ["view", "to"]),
                let view = nameArgument(fields["view"], kind: .view),
                let target = nameArgument(fields["to"], kind: .viewOrController)
            else { return nil }
            return .addSubview(view: view, to: target)
        case "removeFromSuperview":
            return nameArgument(argument, kind: .view).map { .removeFromSuperview($0) }
        case "setNeedsLayout", "layoutIfNeeded":
            guard let target = nameArgument(argument, kind: .viewOrController) else { return nil }
            return name == "setNeedsLayout" ? .setNeedsLayout(target) : .layoutIfNeeded(target)
        case "showWindow":
            return readShowWindow(argument)
        case "hideWindow":
            return reader.string(argument, "the window to hide").map { .hideWindow($0) }
        default:
            if let action = Self.bareActions[name] {
                if reader.isNull(argument) { return action }
                reader.error("scenario.unexpected-argument", "'\(name)' takes no argument", at: argument)
            } else {
                unknownAction(name, at: keyNode)
            }
            return nil
        }
    }

    private mutating func unknownAction(_ name: String, at node: YAMLNode) {
        let hint = NearMiss.suggestion(for: name, among: ScenarioAction.allNames + Self.unmodelledActions.sorted())
        let suffix = hint.map { "; did you mean '\($0)'?" } ?? ""
        reader.error("scenario.unknown-action", "unknown action '\(name)'\(suffix)", at: node, fixIt: hint)
    }

    private mutating func readPresent(_ argument: YAMLNode) -> ScenarioAction? {
        guard let (controller, _) = controllerArgument(argument, extraKeys: ["style", "animated"]) else { return nil }
        var style: PresentationStyle?
        if let node = argument.mapping?["style"] {
            // `automatic` is what a controller whose style was never set has: the platform's default.
            let unmodelled = Self.unmodelledPresentationStyles.map { ($0, PresentationStyle?.none) }
            let known = PresentationStyle.allCases.map { ($0.rawValue, Optional($0)) } + [("automatic", nil)]
            guard let chosen = reader.choice(node, "presentation style", known + unmodelled) else { return nil }
            if chosen == nil, let name = node.scalar?.string, name != "automatic" {
                notModelled("the presentation style '\(name)'", at: node)
                return nil
            }
            style = chosen
        }
        return .present(controller, style: style)
    }

    private mutating func readShowWindow(_ argument: YAMLNode) -> ScenarioAction? {
        if argument.scalar != nil {
            return reader.string(argument, "the window").map { .showWindow(name: $0, level: .normal, makeKey: true) }
        }
        guard let fields = fields(argument, of: "showWindow", required: ["window"], optional: ["level", "makeKey"]),
            let windowNode = fields["window"], let name = reader.string(windowNode, "'window'")
        else { return nil }
        var level = WindowLevel.normal
        if let node = fields["level"], let text = reader.string(node, "'level'") {
            if let parsed = WindowLevel(parsing: text) {
                level = parsed
            } else {
                reader.error(
                    "scenario.invalid-value", "'\(text)' is not a window level (normal, statusBar, alert or a number)",
                    at: node)
            }
        }
        let makeKey = fields["makeKey"].flatMap { reader.bool($0, "'makeKey'") } ?? true
        return .showWindow(name: name, level: level, makeKey: makeKey)
    }

    /// `X` or `{ controller: X, … }`.
    private mutating func controllerArgument(_ node: YAMLNode, extraKeys: [String]) -> (String, Bool)? {
        if node.scalar != nil { return controllerName(node).map { ($0, true) } }
        guard let fields = fields(node, of: "this action", required: ["controller"], optional: extraKeys),
            let name = controllerName(fields["controller"])
        else { return nil }
        let animated = fields["animated"].flatMap { reader.bool($0, "'animated'") } ?? true
        return (name, animated)
    }

    private mutating func controllerName(_ node: YAMLNode?) -> String? {
        nameArgument(node, kind: .controller)
    }

    private mutating func nameArgument(_ node: YAMLNode?, kind: Reference.Kind) -> String? {
        guard let node, let name = reader.string(node, "the name") else { return nil }
        references.append(Reference(name: name, node: node, kind: kind))
        return name
    }

    private mutating func fields(
        _ node: YAMLNode, of action: String, required: [String], optional: [String] = []
    ) -> [String: YAMLNode]? {
        guard let pairs = reader.mapping(node, "the argument of '\(action)'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: node, known: required + optional, in: "'\(action)'")
        var fields: [String: YAMLNode] = [:]
        for pair in pairs { fields[pair.key] = pair.value }
        for key in required where fields[key] == nil {
            reader.missingKey(key, "'\(action)' needs '\(key)'", in: node)
            return nil
        }
        return fields
    }
}
