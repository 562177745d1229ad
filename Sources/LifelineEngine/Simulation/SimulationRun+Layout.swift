/// The end of a run-loop turn: deferred container content, then one layout pass and one
/// display pass over every window.
///
/// `setNeedsLayout` only marks a view; the layout happens once when the turn ends, however
/// many requests were made, which is why two `addSubview:` calls in one turn cause one
/// `layoutSubviews` of the superview (seed 001). `layoutIfNeeded` lays out at once. A
/// controller's root view is laid out between its `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews`, before its subviews (seed 001: the controller's pair, then the
/// subview's `layoutSubviews`); `drawRect:` follows layout (FACTS.md §13).
extension SimulationRun {
    mutating func endTurn() {
        turnHasWork = false
        if contentDeferred {
            contentDeferred = false
            if let container = containerNode {
                showContent(of: container, into: container)
            }
        }
        var windowNodes = [mainWindow].compactMap { $0 }
        windowNodes += windows.windows.compactMap { extraWindows[$0.name] }
        for window in windowNodes {
            layout(window)
        }
        for window in windowNodes {
            display(window)
        }
        turnHasWork = false
    }

    /// `layoutIfNeeded`: lays out the node's subtree now, in a window or not.
    mutating func layoutNow(_ node: ViewTree.NodeID) {
        layout(node)
    }

    /// Lays out `node` and its subviews where they are marked, parents first. A turn's pass
    /// starts at each window, so every view it reaches is in one and needs no check of its own.
    private mutating func layout(_ node: ViewTree.NodeID) {
        guard let value = tree[node] else { return }
        if !value.needsLayout, case .controllerRoot(let name) = value.kind {
            deliverIsAppearingToReturningView(name, node)
        }
        if value.needsLayout {
            tree.markLaidOut(node)
            if case .controllerRoot(let name) = value.kind, controllers[name]?.isAlive == true {
                if platform.hasSafeArea && controllers[name]?.safeAreaPending == true {
                    controllers[name]?.safeAreaPending = false
                    if controllers[name]?.isContained == false { emit(controller: name, .viewSafeAreaInsetsDidChange) }
                }
                if controllers[name]?.pendingIsAppearing == true, controllers[name]?.appearance == .appearing {
                    controllers[name]?.pendingIsAppearing = false
                    emit(controller: name, .viewIsAppearing)
                }
                if platform.announcesFirstTraits && controllers[name]?.hasTraits == false {
                    controllers[name]?.hasTraits = true
                    emit(controller: name, .traitCollectionDidChange)
                }
                emit(controller: name, .viewWillLayoutSubviews)
                emit(view: node, .layoutSubviews)
                emit(controller: name, .viewDidLayoutSubviews)
            } else {
                emit(view: node, .layoutSubviews)
            }
        }
        for sub in tree[node]?.subviews ?? [] {
            layout(sub)
        }
    }

    /// A controller's view that comes back at the size it was laid out at (a tab selected
    /// again, or the controller a pop reveals) is not laid out, but its superview is, having
    /// gained it: `viewIsAppearing:` comes in that pass, once per appearance, not at the end
    /// of the transition. iOS 17.4 switched
    /// back to a tab with its `viewIsAppearing:` before the other tab's `viewDidDisappear:`
    /// (rule `view-is-appearing`).
    private mutating func deliverIsAppearingToReturningView(_ name: String, _ node: ViewTree.NodeID) {
        guard let record = controllers[name], record.isAlive, record.pendingIsAppearing,
            record.appearance == .appearing, tree.isInWindow(node)
        else { return }
        controllers[name]?.pendingIsAppearing = false
        emit(controller: name, .viewIsAppearing)
    }

    private mutating func display(_ node: ViewTree.NodeID) {
        guard let value = tree[node] else { return }
        if value.needsDisplay {
            tree.markDisplayed(node)
            emit(view: node, .drawRect)
        }
        for sub in value.subviews {
            display(sub)
        }
    }

    /// Loads a layer's content controllers if needed, starts their appearance and puts their
    /// views into `container` (the container view, or the window for a plain root).
    mutating func showContent(of layer: ViewTree.NodeID, into container: ViewTree.NodeID) {
        for name in content(of: layer) {
            guard let node = try? loadViewIfNeeded(name) else { continue }
            if tree.isInWindow(container) {
                beginTransition(name, appearing: true)
            }
            if tree[node]?.superview != container {
                attach(node, to: container)
            }
        }
    }
}
