/// Appearance transitions, forwarded from a controller to its contained children:
/// parent will → child will … parent did → child did (FACTS.md §12, observed 2016).
extension SimulationRun {
    /// `viewWillAppear:` or `viewWillDisappear:` for a controller and its contained children.
    ///
    /// `viewIsAppearing:` is owed from here on and delivered in the layout pass that lays the
    /// view out (Apple, viewIsAppearing(_:); FACTS.md §8). If a disappearance interrupts an
    /// appearance that has not had it yet, it is delivered first: iOS 17.4 gave a root
    /// controller pushed over in the launch turn `viewIsAppearing:` before
    /// `viewWillDisappear:` (FACTS.md §9, VAndrJ/awesome-apple-bugs; the exact position is an
    /// inference).
    mutating func beginTransition(_ name: String, appearing: Bool) {
        if appearing { catchUpWithEnvironment(name) }
        guard var record = controllers[name], record.isAlive else { return }
        if !appearing && record.pendingIsAppearing {
            record.pendingIsAppearing = false
            controllers[name] = record
            emit(controller: name, .viewIsAppearing)
        }
        let callback = appearing ? record.appearance.beginAppearance() : record.appearance.beginDisappearance()
        if appearing && callback != nil && platform.hasViewIsAppearing {
            record.pendingIsAppearing = true
        }
        controllers[name] = record
        if let callback { emit(controller: name, callback) }
        for child in containedChildren(of: name) {
            beginTransition(child, appearing: appearing)
        }
    }

    /// `viewDidAppear:` or `viewDidDisappear:` for a controller and its contained children,
    /// whichever its current transition owes.
    mutating func endTransition(_ name: String) {
        guard var record = controllers[name], record.isAlive else { return }
        if record.appearance == .appearing && record.pendingIsAppearing {
            record.pendingIsAppearing = false
            controllers[name] = record
            emit(controller: name, .viewIsAppearing)
        }
        let callback: Callback? =
            record.appearance == .appearing ? record.appearance.endAppearance() : record.appearance.endDisappearance()
        controllers[name] = record
        if let callback { emit(controller: name, callback) }
        for child in containedChildren(of: name) {
            endTransition(child)
        }
    }

    /// Live children added with containment whose views are inside the parent's view.
    ///
    /// Found by walking the views under the parent's view, each controller's root view naming
    /// its controller, rather than by testing every controller of the scenario: appearance is
    /// forwarded on every push and pop, and testing each controller made a deep navigation
    /// stack quadratic. A container shows few children at once, so the walk is short.
    func containedChildren(of name: String) -> [String] {
        guard let parentView = controllers[name]?.rootView else { return [] }
        return tree.subtree(parentView).dropFirst().compactMap { node -> String? in
            guard case .controllerRoot(let child)? = tree[node]?.kind, let record = controllers[child],
                record.rootView == node, record.isAlive, record.isContained, record.parent == name
            else { return nil }
            return child
        }
        .sorted { (controllers[$0]?.serial ?? 0) < (controllers[$1]?.serial ?? 0) }
    }
}
