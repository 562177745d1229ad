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
        controllers[child]?.parent = nil
        controllers[child]?.isContained = false
        deallocate(child)
    }
}
