/// FORMAT version 2's `{ transition: { from: C1, to: C2 } }`: a custom container swaps one
/// child for another with `transitionFromViewController:toViewController:…`.
///
/// The container calls `addChildViewController:` for the new child (which sends its
/// `willMoveToParentViewController:`) and `willMoveToParentViewController:nil` on the old one,
/// then starts the transition. With automatic forwarding UIKit begins both appearance
/// transitions, adds the new view, lets the animation run, removes the old view and ends both
/// transitions, the new child's first (an iOS 5 log, rule `container-transition`); the
/// completion block then sends the new child `didMoveToParentViewController:` and
/// `removeFromParentViewController` sends the old one `didMoveToParentViewController:nil`
/// (Apple, transition(from:to:duration:options:animations:completion:) and the containment
/// guide). The parent held the old child's last reference, so it is released.
extension SimulationRun {
    mutating func transition(from old: String, to new: String) throws(SimulationError) {
        try requireRunning()
        guard platform.hasContainment else {
            throw SimulationError(
                .unsupported(feature: "view-controller containment", platform: platform), step: currentStep)
        }
        let outgoing = try record(old)
        guard outgoing.isAlive, outgoing.isContained, let parent = outgoing.parent else {
            throw SimulationError(.notAChild(old), step: currentStep)
        }
        _ = try record(new)
        guard new != old, new != parent, controllers[new]?.parent == nil, !isManaged(new) else {
            throw SimulationError(.alreadyAChild(new), step: currentStep)
        }
        try ensureExists(new)
        emit(controller: new, .willMoveToParent)
        emit(controller: old, .willMoveToParent)
        let parentNode = try loadViewIfNeeded(parent)
        let incomingNode = try loadViewIfNeeded(new)
        let onScreen = tree.isInWindow(parentNode)
        if onScreen {
            beginTransition(old, appearing: false)
            beginTransition(new, appearing: true)
        }
        // The new child joins its parent only after its view is in place, so that the view's
        // move into the window does not drive its appearance a second time.
        attach(incomingNode, to: parentNode)
        setParent(of: new, to: parent)
        controllers[new]?.isContained = true
        endTurn()
        setParent(of: old, to: nil)
        controllers[old]?.isContained = false
        if let node = controllers[old]?.rootView { detach(node) }
        if onScreen {
            endTransition(new)
            endTransition(old)
        }
        emit(controller: new, .didMoveToParent)
        emit(controller: old, .didMoveToParent)
        deallocate(old)
    }
}
