/// Navigation controller operations (FACTS.md §9; seeds 000 and 001).
///
/// Push: the new controller's view loads before the top's `viewWillDisappear:` on most
/// versions and after it on iOS 9-10 (`Platform.pushLoadsViewBeforeDisappear`); then the new
/// `viewWillAppear:`, its view joins the window, the layout pass, and when the animation ends
/// the old view leaves the window, old `viewDidDisappear:`, new `viewDidAppear:`.
/// Pop mirrors it and destroys the popped controller afterwards (seed 001). Only the top
/// controller's view stays in the window (FACTS.md §9). From iOS 5 the stack is the
/// navigation controller's children, so pushes and pops also send the containment messages
/// (FACTS.md §12; positions inferred, see `adoptWithoutTransition`).
extension SimulationRun {
    mutating func push(_ name: String) throws(SimulationError) {
        try beginPush(name)
        try finishPush(name, duringLaunch: false)
    }

    /// The synchronous part of `pushViewController:animated:`: the controller exists and
    /// `addChildViewController:` sends it `willMoveToParentViewController:` before anything
    /// reads its view (FACTS.md §12; the position is an inference, see
    /// `adoptWithoutTransition`).
    mutating func beginPush(_ name: String) throws(SimulationError) {
        try requireRunning()
        guard case .navigation = root else {
            throw SimulationError(.noNavigationController, step: currentStep)
        }
        _ = try record(name)
        guard !isManaged(name), controllers[name]?.parent == nil else {
            throw SimulationError(.alreadyInHierarchy(name), step: currentStep)
        }
        try ensureExists(name)
        startMovingToContainer(name)
    }

    /// The push transition, and `didMoveToParentViewController:` when it is over: after the
    /// pushed controller's `viewDidAppear:` on screen, at once when the navigation controller
    /// is off screen and nothing appears (inference: as `initWithRootViewController:`), and
    /// after the first frame when the launch turn defers it.
    mutating func finishPush(_ name: String, duringLaunch: Bool) throws(SimulationError) {
        guard case .navigation = root else {
            throw SimulationError(.noNavigationController, step: currentStep)
        }
        let top = navigationStack?.last
        guard let container = containerNode, tree.isInWindow(container), !contentDeferred, let top else {
            if platform.pushLoadsViewBeforeDisappear { try loadViewIfNeeded(name) }
            changeNavigationStack { $0.push(name) }
            replaceOffscreen(top, with: name)
            if contentDeferred {
                awaitingDidMoveToParent.append(name)
            } else {
                finishMovingToContainer(name)
            }
            return
        }
        let modern = platform.pushLoadsViewBeforeDisappear
        if modern { try loadViewIfNeeded(name) }
        beginTransition(top, appearing: false)
        let node = try loadViewIfNeeded(name)
        changeNavigationStack { $0.push(name) }
        beginTransition(name, appearing: true)
        attach(node, to: container)
        if duringLaunch {
            // Not yet on screen: the transition ends before the first commit (FACTS.md §9,
            // iOS 17.4: the root got no viewDidAppear:; the pushed one's viewIsAppearing:
            // came after the root's viewDidDisappear:).
            controllers[top]?.rootView.map { detach($0) }
            endTransition(top)
            awaitingDidMoveToParent.append(name)
            return
        }
        endTurn()
        controllers[top]?.rootView.map { detach($0) }
        endTransition(top)
        endTransition(name)
        finishMovingToContainer(name)
    }

    /// Pop and popToRoot. Each removed controller gets `willMoveToParentViewController:nil`
    /// from the navigation controller before the top's `viewWillDisappear:`, and
    /// `didMoveToParentViewController:nil` from `removeFromParentViewController` after the
    /// revealed controller's `viewDidAppear:`; they are released after that, because the pop
    /// returns them autoreleased (FACTS.md §12 for who sends which; the positions, and stack
    /// order for several removed controllers, are inferences).
    mutating func pop(toRoot: Bool) throws(SimulationError) {
        try requireRunning()
        guard let stack = navigationStack else {
            throw SimulationError(.noNavigationController, step: currentStep)
        }
        guard stack.count >= 2, let top = stack.last else {
            throw SimulationError(.popWithSingleController, step: currentStep)
        }
        let targetIndex = toRoot ? 0 : stack.count - 2
        let target = stack[targetIndex]
        let removed = Array(stack[(targetIndex + 1)...])
        for item in removed { startMovingToContainer(item) }
        guard let container = containerNode, tree.isInWindow(container), !contentDeferred else {
            changeNavigationStack { $0.removeAll(above: targetIndex) }
            replaceOffscreen(top, with: target)
            for item in removed { finishMovingToContainer(item) }
            for item in removed { deallocate(item) }
            return
        }
        beginTransition(top, appearing: false)
        let node = try loadViewIfNeeded(target)
        changeNavigationStack { $0.removeAll(above: targetIndex) }
        beginTransition(target, appearing: true)
        attach(node, to: container)
        endTurn()
        controllers[top]?.rootView.map { detach($0) }
        endTransition(top)
        endTransition(target)
        for item in removed { finishMovingToContainer(item) }
        for item in removed { deallocate(item) }
    }

    /// The edge-swipe back gesture, let go: the lower controller starts to appear and then
    /// disappears again, and the top one appears anew (FACTS.md §9, iOS 7+).
    mutating func interactivePopCancelled() throws(SimulationError) {
        try requireRunning()
        guard platform.hasInteractivePop else {
            throw SimulationError(
                .unsupported(feature: "the interactive pop gesture", platform: platform), step: currentStep)
        }
        guard case .navigation(let stack) = root else {
            throw SimulationError(.noNavigationController, step: currentStep)
        }
        guard stack.count >= 2, let top = stack.last, let container = containerNode else {
            throw SimulationError(.popWithSingleController, step: currentStep)
        }
        let below = stack[stack.count - 2]
        beginTransition(top, appearing: false)
        let node = try loadViewIfNeeded(below)
        beginTransition(below, appearing: true)
        attach(node, to: container)
        endTurn()
        beginTransition(below, appearing: false)
        detach(node)
        endTransition(below)
        beginTransition(top, appearing: true)
        endTransition(top)
    }

    /// Swaps the container's content while it is off screen: no appearance callbacks.
    private mutating func replaceOffscreen(_ old: String?, with new: String) {
        guard let container = containerNode else { return }
        if let old, let node = controllers[old]?.rootView, tree[node]?.superview == container {
            detach(node)
        }
        if let node = controllers[new]?.rootView, tree[node]?.superview != container {
            attach(node, to: container)
        }
    }
}
