/// The step loop: validates the scenario, then performs each action in order, ending the
/// current run-loop turn before every user or system action (FORMAT.md, "Timing rules").
extension SimulationRun {
    mutating func perform() throws(SimulationError) {
        try validate()
        var skip = Set<Int>()
        for (offset, step) in scenario.steps.enumerated() where !skip.contains(offset) {
            currentStep = offset + 1
            currentAction = step.action.name
            if !step.action.runsInsideCurrentTurn && turnHasWork {
                endTurn()
            }
            if step.action.name == "launch",
                scenario.steps.indices.contains(offset + 1),
                case .pushDuringLaunch(let pushed) = scenario.steps[offset + 1].action
            {
                skip.insert(offset + 1)
                if case .launchHolding(let held) = step.action { deviceOrientation = held }
                if case .launchFor(let reason, let held) = step.action {
                    deviceOrientation = held
                    try launch(for: reason, pushingDuringLaunch: pushed, pushStep: offset + 2)
                } else {
                    try launch(pushingDuringLaunch: pushed, pushStep: offset + 2)
                }
                continue
            }
            try perform(step.action)
        }
        if turnHasWork { endTurn() }
    }

    private mutating func perform(_ action: ScenarioAction) throws(SimulationError) {
        try requireOneWindow(for: action)
        switch action {
        case .launch: try launch(pushingDuringLaunch: nil, pushStep: nil)
        case .launchHolding(let held):
            deviceOrientation = held
            try launch(pushingDuringLaunch: nil, pushStep: nil)
        case .launchFor(let reason, let held):
            deviceOrientation = held
            try launch(for: reason, pushingDuringLaunch: nil, pushStep: nil)
        case .openURL: try openURL()
        case .notificationTap: try notificationTap()
        case .remoteNotification: try remoteNotification()
        case .rotate(let target): rotate(to: target)
        case .traitChange(let style): try traitChange(to: style)
        case .home: try applicationEvent(.home)
        case .foreground: try applicationEvent(.foreground)
        case .lock: try applicationEvent(.lock)
        case .unlock: try applicationEvent(.unlock)
        case .interruption: try applicationEvent(.interruption)
        case .interruptionEnd: try applicationEvent(.interruptionEnd)
        case .appSwitcher: try applicationEvent(.appSwitcher)
        case .suspend: try applicationEvent(.suspend)
        case .kill: try kill()
        case .terminate: try terminate()
        case .killWhileMinimizing: try killWhileMinimizing()
        case .newWindow: try newWindow()
        case .memoryWarning: try memoryWarning()
        case .push(let name, _): try push(name)
        case .pop: try pop(toRoot: false)
        case .popToRoot: try pop(toRoot: true)
        case .present(let name, let style): try present(name, style: style ?? platform.defaultPresentationStyle)
        case .dismiss: try dismiss()
        case .addChild(let parent, let child): try addChild(child, to: parent)
        case .removeChild(let child): try removeChild(child)
        case .transition(let old, let new): try transition(from: old, to: new)
        case .selectTab(let name): try selectTab(name)
        case .addSubview(let view, let target): try addSubview(view, to: target)
        case .removeFromSuperview(let view): try removeFromSuperview(view)
        case .setNeedsLayout(let target): try setNeedsLayout(target)
        case .layoutIfNeeded(let target): try layoutIfNeeded(target)
        case .runLoop: endTurn()
        case .pushDuringLaunch: throw SimulationError(.pushDuringLaunchNotAfterLaunch, step: currentStep)
        case .interactivePopCancelled: try interactivePopCancelled()
        case .sheetDismissCancelled: try sheetDismissCancelled()
        case .swipeDismiss: try swipeDismiss()
        case .showWindow(let name, let level, let makeKey): try showWindow(name, level: level, makeKey: makeKey)
        case .hideWindow(let name): try hideWindow(name)
        }
    }

    /// Checks that hold for the whole scenario, before anything runs.
    private func validate() throws(SimulationError) {
        if usesScenes && !platform.hasScenes {
            throw SimulationError(.scenesBeforeIOS13(platform))
        }
        if scenario.app.multipleWindows && !usesScenes {
            throw SimulationError(.multipleWindowsWithoutScenes)
        }
        if scenario.app.stateRestoration && platform.major < 6 {
            throw SimulationError(.unsupported(feature: "state preservation and restoration", platform: platform))
        }
        if scenario.app.stateRestoration && scenario.app.multipleWindows {
            throw SimulationError(.notModelled("state restoration in an app with more than one window"))
        }
        if scenario.userInterfaceStyle == .dark && !platform.hasDarkAppearance {
            throw SimulationError(.unsupported(feature: "the dark appearance", platform: platform))
        }
        for name in scenario.app.root.controllerNames where controllers[name] == nil {
            throw SimulationError(.undeclaredController(name))
        }
        for spec in scenario.controllers {
            if let parent = spec.parent, controllers[parent] == nil {
                throw SimulationError(.undeclaredController(parent))
            }
            if spec.parent != nil && spec.containment && !platform.hasContainment {
                throw SimulationError(.unsupported(feature: "view-controller containment", platform: platform))
            }
        }
        for view in scenario.views {
            if let owner = view.viewOf, controllers[owner] == nil {
                throw SimulationError(.undeclaredController(owner))
            }
            if let parent = view.parent, controllers[parent] == nil, scenario.view(named: parent) == nil {
                throw SimulationError(.unknownTarget(parent))
            }
        }
    }

    /// The record of a declared controller, or the error naming it.
    func record(_ name: String) throws(SimulationError) -> ControllerRecord {
        guard let record = controllers[name] else {
            throw SimulationError(.undeclaredController(name), step: currentStep)
        }
        return record
    }

    /// Fails unless the app's process is running.
    func requireRunning() throws(SimulationError) {
        guard appState != .notRunning else {
            throw SimulationError(.notRunning(action: currentAction), step: currentStep)
        }
    }
}
