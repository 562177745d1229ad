/// Views: creation, joining and leaving superviews and windows, and destruction.
///
/// Orders (FACTS.md §13; seed 001):
/// - add to a superview outside a window: `willMoveToSuperview:` → `didMoveToSuperview` → the
///   superview's `didAddSubview:`; the window pair follows when the superview joins a window.
/// - add to a superview in a window: `willMoveToWindow:` → `willMoveToSuperview:` →
///   `didMoveToWindow` → `didMoveToSuperview` → `didAddSubview:` (two 2017 runs, one view made
///   in code and one from a xib: `Evidence.addToWindowedSuperview`). The two pairs interleave
///   rather than nest, unlike the removal below.
/// - remove: `removeFromSuperview` → the superview's `willRemoveSubview:` →
///   `willMoveToSuperview:` → window pair → `didMoveToSuperview` (observed).
/// - a subtree joins or leaves a window parents first: every `willMoveToWindow:`, then every
///   `didMoveToWindow` (inference: UIKit notifies the whole subtree before and after the move).
extension SimulationRun {
    /// Creates a scenario view by its `created` path, with the views declared inside it.
    mutating func createView(_ name: String) throws(SimulationError) -> ViewTree.NodeID {
        guard let spec = declared.views[name] else {
            throw SimulationError(.undeclaredView(name), step: currentStep)
        }
        if let node = viewNodes[name] { return node }
        let node = tree.make(.custom(name), tracedName: name)
        viewNodes[name] = node
        emitCreation(of: node, path: spec.created)
        for child in declared.subviews[name] ?? [] {
            let childNode = try createView(child.name)
            attach(childNode, to: node)
        }
        return node
    }

    /// `init` runs `initWithFrame:` inside it; nib views are unarchived (seed 001).
    mutating func emitCreation(of node: ViewTree.NodeID, path: ViewCreationPath) {
        switch path {
        case .frame:
            emit(view: node, .initWithFrame)
        case .initializer:
            emit(view: node, .initializer)
            emit(view: node, .initWithFrame)
        case .nib:
            emit(view: node, .initWithCoder)
            emit(view: node, .awakeFromNib)
        }
    }

    /// `addSubview:`. A subtree entering a window is marked for layout and display where it
    /// has never been laid out or drawn: a view that comes back with the bounds it had (a
    /// covered controller revealed by a pop or a dismissal) is not laid out or drawn again
    /// (vineetchoudhary iOS 11-12 and a numbered Jianshu log: no layout of the revealed
    /// controller on pop).
    mutating func attach(_ node: ViewTree.NodeID, to parent: ViewTree.NodeID) {
        if tree[node]?.superview != nil { detach(node) }
        let joining = !tree.isInWindow(node) && tree.isInWindow(parent)
        let subtree = tree.subtree(node)
        if joining { windowPhase(subtree, joining: true, will: true) }
        emit(view: node, .willMoveToSuperview)
        tree.link(node, to: parent)
        if joining { windowPhase(subtree, joining: true, will: false) }
        emit(view: node, .didMoveToSuperview)
        emit(view: parent, .didAddSubview)
        tree.setNeedsLayout(parent)
        if joining {
            for id in subtree {
                if tree[id]?.hasBeenLaidOut == false { tree.setNeedsLayout(id) }
                if tree[id]?.hasBeenDisplayed == false { tree.setNeedsDisplay(id) }
            }
        }
        turnHasWork = true
    }

    /// `removeFromSuperview`, whether the app, UIKit or a dying superview calls it.
    mutating func detach(_ node: ViewTree.NodeID) {
        guard let parent = tree[node]?.superview else { return }
        let leaving = tree.isInWindow(node)
        // Only a subtree that leaves a window is walked: a view torn down after it left has
        // a whole hierarchy below it that hears nothing.
        let subtree = leaving ? tree.subtree(node) : []
        emit(view: node, .removeFromSuperview)
        emit(view: parent, .willRemoveSubview)
        emit(view: node, .willMoveToSuperview)
        if leaving { windowPhase(subtree, joining: false, will: true) }
        tree.unlink(node)
        if leaving { windowPhase(subtree, joining: false, will: false) }
        emit(view: node, .didMoveToSuperview)
        tree.setNeedsLayout(parent)
        turnHasWork = true
    }

    /// One half of a subtree's window move. Controllers whose appearance no transition drives
    /// (children added without containment, or added to a parent that is already on screen)
    /// get their appearance callbacks here, from the view move itself: FACTS.md §12 observed
    /// such a child's `viewDidAppear:` before its parent's.
    private mutating func windowPhase(_ subtree: [ViewTree.NodeID], joining: Bool, will: Bool) {
        for id in subtree {
            emit(view: id, will ? .willMoveToWindow : .didMoveToWindow)
            guard case .controllerRoot(let name) = tree[id]?.kind, followsItsView(name) else { continue }
            if will {
                beginTransition(name, appearing: joining)
            } else {
                endTransition(name)
            }
        }
    }

    /// Whether a child controller's appearance follows its view entering and leaving windows.
    /// Controllers outside any parent get theirs from the transition that shows them.
    func followsItsView(_ name: String) -> Bool {
        guard platform.forwardsAppearanceToOrphanViews, let record = controllers[name], record.isAlive,
            !isManaged(name), let parent = record.parent
        else { return false }
        return !record.isContained || controllers[parent]?.appearance == .appeared
    }

    /// Destroys a view that has left its superview: `dealloc`, then its subviews leave it and
    /// are destroyed, unless a live controller still owns one as its view.
    mutating func teardown(_ node: ViewTree.NodeID) {
        emit(view: node, .dealloc)
        if let name = tree[node]?.tracedName, viewNodes[name] == node {
            viewNodes[name] = nil
        }
        for sub in tree[node]?.subviews ?? [] {
            detach(sub)
            if case .controllerRoot(let owner) = tree[sub]?.kind, controllers[owner]?.isAlive == true,
                controllers[owner]?.rootView == sub
            {
                continue
            }
            if case .controllerRoot(let owner) = tree[sub]?.kind, controllers[owner]?.rootView == sub {
                controllers[owner]?.rootView = nil
            }
            teardown(sub)
        }
    }

    /// Adds a child controller the way a container does in code: `addChildViewController:`
    /// (which sends `willMoveToParentViewController:`), `addSubview:` of the child's view
    /// (which loads it), then `didMoveToParentViewController:` (FACTS.md §12; seed 000's
    /// containment snippet). Without containment only the view is added.
    mutating func embed(_ child: String, in parent: String, contained: Bool) throws(SimulationError) {
        try ensureExists(child)
        if contained { emit(controller: child, .willMoveToParent) }
        setParent(of: child, to: parent)
        controllers[child]?.isContained = contained
        let parentNode = try loadViewIfNeeded(parent)
        let node = try loadViewIfNeeded(child)
        attach(node, to: parentNode)
        if contained { emit(controller: child, .didMoveToParent) }
    }
}
