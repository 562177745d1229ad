import LifelineEngine

/// A scenario's setup as template values: what app, which controllers and views, which
/// steps. Shown above every trace so a reader knows exactly what was simulated.
enum ScenarioSetup {
    static func context(_ scenario: Scenario, ui: UIStrings = .english) -> [String: Any] {
        [
            "platform": "iOS "
                + (scenario.platform.minor == 0
                    ? "\(scenario.platform.major)" : "\(scenario.platform.major).\(scenario.platform.minor)")
                + device(scenario),
            "lifecycle": lifecycle(scenario, ui: ui),
            "window": window(scenario, ui: ui),
            "root": root(scenario, ui: ui),
            "controllers": scenario.controllers.map { controller -> [String: Any] in
                var notes = ["created by \(controller.created.rawValue)"]
                if controller.loadView == .override { notes.append("overrides loadView") }
                if let parent = controller.parent { notes.append("child of \(parent)") }
                if controller.onMemoryWarning == .releaseView { notes.append("releases its view on memory warnings") }
                if controller.orientations != .all { notes.append("supports \(controller.orientations.rawValue) only") }
                return ["name": controller.name, "notes": notes.joined(separator: ", ")]
            },
            "views": scenario.views.map { view -> [String: Any] in
                var notes = ["created by \(view.created.rawValue)"]
                if let parent = view.parent { notes.append("in \(parent)") }
                if let owner = view.viewOf { notes.append("the view of \(owner)") }
                return ["name": view.name, "notes": notes.joined(separator: ", ")]
            },
            "hasViews": !scenario.views.isEmpty,
            "steps": scenario.steps.enumerated().map { index, step -> [String: Any] in
                ["number": index + 1, "text": describe(step.action)]
            },
        ]
    }

    /// The line under a sequence figure: the app's lifecycle, window and root, which
    /// `context(_:)` also gives, made without the rest of the context (a figure is drawn for
    /// every claim on every page). In the page's language: it sits in the claim box, among the
    /// site's own words.
    static func summary(_ scenario: Scenario, ui: UIStrings = .english) -> String {
        UIStrings.fill(
            ui.setupSummary,
            [
                "lifecycle": lifecycle(scenario, ui: ui), "window": window(scenario, ui: ui),
                "root": root(scenario, ui: ui),
            ])
    }

    /// The device and starting appearance, when they are not the defaults (an iPhone, light).
    static func device(_ scenario: Scenario) -> String {
        var parts: [String] = []
        if scenario.device != .iPhone { parts.append("on an \(scenario.device.rawValue)") }
        if scenario.userInterfaceStyle != .light { parts.append("in \(scenario.userInterfaceStyle.rawValue) mode") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: ", ")
    }

    static func lifecycle(_ scenario: Scenario, ui: UIStrings) -> String {
        scenario.app.lifecycle == .scenes ? ui.setupSceneDelegate : ui.setupAppDelegate
    }

    static func window(_ scenario: Scenario, ui: UIStrings) -> String {
        scenario.app.window == .storyboard ? ui.setupWindowStoryboard : ui.setupWindowCode
    }

    static func root(_ scenario: Scenario, ui: UIStrings) -> String {
        switch scenario.app.root {
        case .navigation(let stack):
            UIStrings.fill(ui.setupNavigationRoot, ["controllers": stack.joined(separator: ui.listSeparator)])
        case .controller(let name): name
        case .tabs(let tabs):
            UIStrings.fill(ui.setupTabsRoot, ["controllers": tabs.joined(separator: ui.listSeparator)])
        }
    }

    static func describe(_ action: ScenarioAction) -> String {
        switch action {
        case .push(let name, _): "push \(name)"
        case .present(let name, let style): "present \(name)" + (style.map { " (\($0.rawValue))" } ?? "")
        case .addChild(let parent, let child): "add \(child) as a child of \(parent)"
        case .removeChild(let name): "remove child \(name)"
        case .selectTab(let name): "select tab \(name)"
        case .addSubview(let view, let target): "add \(view) to \(target)"
        case .removeFromSuperview(let view): "remove \(view) from its superview"
        case .setNeedsLayout(let target): "setNeedsLayout on \(target)"
        case .layoutIfNeeded(let target): "layoutIfNeeded on \(target)"
        case .pushDuringLaunch(let name): "push \(name) during launch"
        case .showWindow(let name, let level, let makeKey):
            "show window \(name) at level \(level)\(makeKey ? ", key" : "")"
        case .hideWindow(let name): "hide window \(name)"
        case .launchHolding(let orientation): "launch with the device held in \(orientation.rawValue)"
        case .rotate(let orientation): orientation.map { "turn the device to \($0.rawValue)" } ?? "turn the device"
        case .traitChange(let style): "switch the system appearance to \(style.rawValue)"
        default: action.name
        }
    }
}
