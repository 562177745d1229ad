/// Child view controllers added and removed by code (FACTS.md §12). The child's appearance
/// follows its view: added to a parent on screen it appears at once; removed, it disappears.
extension SimulationRun {
    mutating func addChild(_ child: String, to parent: String) throws(SimulationError) {
        try requireRunning()
        guard platform.hasContainment else {
            throw SimulationError(
                .unsupported(feature: "view-controller containment", platform: platform), step: currentStep)
        }
        _ = try record(parent)
        _ = try record(child)
        guard controllers[child]?.parent == nil, !isManaged(child), child != parent else {
            throw SimulationError(.alreadyAChild(child), step: currentStep)
        }
        try embed(child, in: parent, contained: true)
    }

    /// The container calls `willMoveToParentViewController:nil`, removes the view, then
    /// `removeFromParentViewController` sends `didMoveToParentViewController:nil`; the parent
    /// held the last reference, so the child is destroyed.
    mutating func removeChild(_ child: String) throws(SimulationError) {
        try requireRunning()
        let record = try record(child)
        guard record.isAlive, record.parent != nil else {
            throw SimulationError(.notAChild(child), step: currentStep)
        }
        if record.isContained { emit(controller: child, .willMoveToParent) }
        if let node = record.rootView { detach(node) }
        if record.isContained { emit(controller: child, .didMoveToParent) }
        setParent(of: child, to: nil)
        controllers[child]?.isContained = false
        deallocate(child)
    }
}

/// The containment messages UIKit's own containers send: a navigation controller's stack
/// and a tab bar controller's tabs are its child view controllers (iOS 5+).
///
/// Apple documents one half of each pair (FACTS.md §12): `addChildViewController:` sends
/// `willMoveToParentViewController:` and `removeFromParentViewController` sends
/// `didMoveToParentViewController:nil`; the container sends the other half itself, after its
/// transition or, when there is none, at once. Where UIKit's containers place those calls is
/// an inference from that contract: a push adds the child before it reads the child's view
/// and finishes after the pushed controller's `viewDidAppear:`; a pop starts the removal
/// before the popped controller's `viewWillDisappear:` and finishes it after the revealed
/// controller's `viewDidAppear:`, before the popped controller is released. No stored device
/// log shows these calls next to the appearance callbacks.
extension SimulationRun {
    /// `addChildViewController:` for controllers a container adopts with no transition to
    /// wait for — a navigation stack or the tabs set when the container is made — so each
    /// child's `didMoveToParentViewController:` follows its `willMove…` at once, child by child
    /// (inference: the pattern Apple documents for adding a child without a transition).
    mutating func adoptWithoutTransition(_ names: [String]) {
        for name in names {
            startMovingToContainer(name)
            finishMovingToContainer(name)
        }
    }

    /// `willMoveToParentViewController:`, sent by `addChildViewController:` (adding) or by the
    /// container itself (removing, with nil).
    mutating func startMovingToContainer(_ name: String) {
        guard platform.hasContainment else { return }
        emit(controller: name, .willMoveToParent)
    }

    /// `didMoveToParentViewController:`, sent by the container once its transition is over
    /// (adding) or by `removeFromParentViewController` (removing, with nil).
    mutating func finishMovingToContainer(_ name: String) {
        guard platform.hasContainment else { return }
        emit(controller: name, .didMoveToParent)
    }

    /// Finishes the additions whose transition ended with the first frame.
    mutating func finishAwaitedMoves() {
        let names = awaitingDidMoveToParent
        awaitingDidMoveToParent.removeAll()
        for name in names where controllers[name]?.isAlive == true {
            finishMovingToContainer(name)
        }
    }
}
