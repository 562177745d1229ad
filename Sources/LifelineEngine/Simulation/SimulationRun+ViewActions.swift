/// The view actions of FORMAT.md, which run inside the current run-loop turn, and extra
/// windows (FACTS.md §14).
extension SimulationRun {
    mutating func addSubview(_ view: String, to target: String) throws(SimulationError) {
        try requireRunning()
        let parent = try node(for: target)
        let node: ViewTree.NodeID
        if let existing = viewNodes[view] {
            node = existing
        } else {
            node = try createView(view)
        }
        guard !tree.isDescendant(parent, of: node) else {
            throw SimulationError(.viewCycle(view: view, target: target), step: currentStep)
        }
        attach(node, to: parent)
    }

    mutating func removeFromSuperview(_ view: String) throws(SimulationError) {
        try requireRunning()
        guard scenario.view(named: view) != nil else {
            throw SimulationError(.undeclaredView(view), step: currentStep)
        }
        guard let node = viewNodes[view], tree[node]?.superview != nil else {
            throw SimulationError(.notInSuperview(view), step: currentStep)
        }
        detach(node)
        if !laterStepsUse(view) { teardown(node) }
    }

    /// Whether a step after the current one names the view. The superview held the only
    /// reference to a view the app keeps nowhere else (the usual local variable), so one that
    /// no later step uses is deallocated as soon as it is removed, and a dying view removes
    /// its subviews (`Evidence.removedViewIsReleased`: two 2017 runs log `dealloc` right after
    /// `didMoveToSuperview`; a 2016 run logs the dying view's `willRemoveSubview:`).
    private func laterStepsUse(_ view: String) -> Bool {
        scenario.steps.dropFirst(currentStep).contains { step in
            switch step.action {
            case .addSubview(let added, let target): added == view || target == view
            case .setNeedsLayout(let target), .layoutIfNeeded(let target): target == view
            default: false
            }
        }
    }

    mutating func setNeedsLayout(_ target: String) throws(SimulationError) {
        try requireRunning()
        tree.setNeedsLayout(try node(for: target))
        turnHasWork = true
    }

    mutating func layoutIfNeeded(_ target: String) throws(SimulationError) {
        try requireRunning()
        layoutNow(try node(for: target))
    }

    /// A view by name, a controller's view (reading it loads it), or a window.
    private mutating func node(for target: String) throws(SimulationError) -> ViewTree.NodeID {
        if controllers[target] != nil {
            return try loadViewIfNeeded(target)
        }
        if let spec = scenario.view(named: target) {
            if let node = viewNodes[target] { return node }
            guard spec.parent == nil, spec.viewOf == nil else {
                throw SimulationError(.viewNotCreated(target), step: currentStep)
            }
            return try createView(target)
        }
        if target == "Window", let mainWindow { return mainWindow }
        if let window = extraWindows[target] { return window }
        throw SimulationError(.unknownTarget(target), step: currentStep)
    }

    /// Shows another window at a level; `makeKeyAndVisible` also takes key status from the
    /// previous key window (`resignKeyWindow`, then `becomeKeyWindow`).
    mutating func showWindow(_ name: String, level: WindowLevel, makeKey: Bool) throws(SimulationError) {
        try requireRunning()
        if extraWindows[name] == nil && name != "Window" {
            extraWindows[name] = tree.make(.window(name))
        }
        if makeKey { emit(name, .makeKeyAndVisible) }
        let change = windows.show(name, level: level, makeKey: makeKey)
        if let resigned = change.resigned { emit(resigned, .resignKeyWindow) }
        if let became = change.became { emit(became, .becomeKeyWindow) }
    }

    mutating func hideWindow(_ name: String) throws(SimulationError) {
        try requireRunning()
        guard windows.isVisible(name) else {
            throw SimulationError(.windowNotShown(name), step: currentStep)
        }
        let change = windows.hide(name)
        if let resigned = change.resigned { emit(resigned, .resignKeyWindow) }
        if let became = change.became { emit(became, .becomeKeyWindow) }
    }
}
