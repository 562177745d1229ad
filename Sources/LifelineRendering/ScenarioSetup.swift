import LifelineEngine

/// A scenario's setup as template values: what app, which controllers and views, which
/// steps. Shown above every trace so a reader knows exactly what was simulated.
enum ScenarioSetup {
    static func context(_ scenario: Scenario, ui: UIStrings) -> [String: Any] {
        let words = ui.scenario
        return [
            "platform": "iOS "
                + (scenario.platform.minor == 0
                    ? "\(scenario.platform.major)" : "\(scenario.platform.major).\(scenario.platform.minor)")
                + device(scenario, ui: ui),
            "lifecycle": lifecycle(scenario, ui: ui),
            "window": window(scenario, ui: ui),
            "root": root(scenario, ui: ui),
            "controllers": scenario.controllers.map { controller -> [String: Any] in
                var notes = [UIStrings.fill(words.createdBy, ["how": controller.created.rawValue])]
                if controller.loadView == .override { notes.append(words.overridesLoadView) }
                if let parent = controller.parent { notes.append(UIStrings.fill(words.childOf, ["parent": parent])) }
                if controller.onMemoryWarning == .releaseView { notes.append(words.releasesViewOnMemoryWarning) }
                if let only = words.only(controller.orientations) {
                    notes.append(UIStrings.fill(words.supportsOnly, ["orientations": only]))
                }
                return ["name": controller.name, "notes": notes.joined(separator: words.notesSeparator)]
            },
            "views": scenario.views.map { view -> [String: Any] in
                var notes = [UIStrings.fill(words.createdBy, ["how": view.created.rawValue])]
                if let parent = view.parent { notes.append(UIStrings.fill(words.viewIn, ["parent": parent])) }
                if let owner = view.viewOf { notes.append(UIStrings.fill(words.viewOf, ["owner": owner])) }
                return ["name": view.name, "notes": notes.joined(separator: words.notesSeparator)]
            },
            "hasViews": !scenario.views.isEmpty,
            "steps": scenario.steps.enumerated().map { index, step -> [String: Any] in
                ["number": index + 1, "text": describe(step.action, ui: ui)]
            },
        ]
    }

    /// The line under a sequence figure: the app's lifecycle, window and root, which
    /// `context(_:)` also gives, made without the rest of the context (a figure is drawn for
    /// every claim on every page). In the page's language: it sits in the claim box, among the
    /// site's own words.
    static func summary(_ scenario: Scenario, ui: UIStrings) -> String {
        UIStrings.fill(
            ui.setupSummary,
            [
                "lifecycle": lifecycle(scenario, ui: ui), "window": window(scenario, ui: ui),
                "root": root(scenario, ui: ui),
            ])
    }

    /// The device and starting appearance, when they are not the defaults (an iPhone, light).
    static func device(_ scenario: Scenario, ui: UIStrings) -> String {
        let words = ui.scenario
        var parts: [String] = []
        if scenario.device != .iPhone {
            parts.append(UIStrings.fill(words.onDevice, ["device": scenario.device.rawValue]))
        }
        if scenario.userInterfaceStyle != .light {
            parts.append(UIStrings.fill(words.inAppearance, ["style": words.appearance(scenario.userInterfaceStyle)]))
        }
        return parts.isEmpty ? "" : words.settingsLead + parts.joined(separator: words.notesSeparator)
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

    /// What a step does, in the page's language.
    static func describe(_ action: ScenarioAction, ui: UIStrings) -> String {
        let words = ui.scenario
        let fill = UIStrings.fill
        return switch action {
        case .launch: words.launch
        case .launchHolding(let orientation):
            fill(words.launchHolding, ["orientation": words.orientation(orientation)])
        case .launchFor(let reason, _): fill(words.launchFor, ["reason": reason.rawValue])
        case .openURL: words.openURL
        case .notificationTap: words.notificationTap
        case .remoteNotification: words.remoteNotification
        case .rotate(nil): words.rotate
        case .rotate(let orientation?): fill(words.rotateTo, ["orientation": words.orientation(orientation)])
        case .traitChange(let style): fill(words.traitChange, ["style": words.appearance(style)])
        case .home: words.home
        case .foreground: words.foreground
        case .lock: words.lock
        case .unlock: words.unlock
        case .interruption: words.interruption
        case .interruptionEnd: words.interruptionEnd
        case .appSwitcher: words.appSwitcher
        case .kill: words.kill
        case .terminate: words.terminate
        case .memoryWarning: words.memoryWarning
        case .push(let name, _): fill(words.push, ["name": name])
        case .pop: words.pop
        case .popToRoot: words.popToRoot
        case .present(let name, nil): fill(words.present, ["name": name])
        case .present(let name, let style?): fill(words.presentWithStyle, ["name": name, "style": style.rawValue])
        case .dismiss: words.dismiss
        case .addChild(let parent, let child): fill(words.addChild, ["parent": parent, "child": child])
        case .removeChild(let name): fill(words.removeChild, ["name": name])
        case .transition(let from, let to): fill(words.transition, ["from": from, "to": to])
        case .selectTab(let name): fill(words.selectTab, ["name": name])
        case .addSubview(let view, let target): fill(words.addSubview, ["view": view, "target": target])
        case .removeFromSuperview(let view): fill(words.removeFromSuperview, ["view": view])
        case .setNeedsLayout(let target): fill(words.setNeedsLayout, ["target": target])
        case .layoutIfNeeded(let target): fill(words.layoutIfNeeded, ["target": target])
        case .runLoop: words.runLoop
        case .pushDuringLaunch(let name): fill(words.pushDuringLaunch, ["name": name])
        case .interactivePopCancelled: words.interactivePopCancelled
        case .sheetDismissCancelled: words.sheetDismissCancelled
        case .swipeDismiss: words.swipeDismiss
        case .suspend: words.suspend
        case .killWhileMinimizing: words.killWhileMinimizing
        case .newWindow: words.newWindow
        case .showWindow(let name, let level, let makeKey):
            fill(makeKey ? words.showKeyWindow : words.showWindow, ["name": name, "level": "\(level)"])
        case .hideWindow(let name): fill(words.hideWindow, ["name": name])
        }
    }
}
