/// Creating controllers, loading their views lazily, and destroying them (FACTS.md §7).
extension SimulationRun {
    /// Creates the controller if no live instance exists, by its `created` path: `init`
    /// funnels into `initWithNibName:bundle:`; storyboard and nib controllers are unarchived
    /// (`initWithCoder:` then `awakeFromNib`).
    ///
    /// Nib loading is two-phase (Apple, `awakeFromNib`: sent once every object of the archive
    /// exists and its outlets are connected). A controller that is a top-level object of a
    /// xib has its view decoded inside its own `initWithCoder:`; only then does every object
    /// of the archive, that view included, get `awakeFromNib`. The controller never gets
    /// `loadView`, and its `viewDidLoad` comes when its view is first used, as for any
    /// controller (`Evidence.nibLoadingIsTwoPhase`).
    ///
    /// `createdAs` overrides the path: a restoration class unarchives its controller from the
    /// storyboard (FORMAT.md version 2, `restorationClass`).
    mutating func ensureExists(_ name: String, createdAs path: CreationPath? = nil) throws(SimulationError) {
        var record = try record(name)
        guard !record.isAlive else { return }
        serialCounter += 1
        record.isAlive = true
        record.serial = serialCounter
        record.appearance = .disappeared
        record.pendingIsAppearing = false
        record.awaitsViewDidLoad = false
        record.hasTraits = false
        controllers[name] = record
        switch path ?? record.spec.created {
        case .storyboard:
            emit(controller: name, .initWithCoder)
            emit(controller: name, .awakeFromNib)
        case .initializer:
            emit(controller: name, .initializer)
            emit(controller: name, .initWithNibName)
        case .initWithNibName:
            emit(controller: name, .initWithNibName)
        case .nib:
            emit(controller: name, .initWithCoder)
            let ownView = declared.ownView[name]
            let node = tree.make(.controllerRoot(name), tracedName: ownView?.name)
            controllers[name]?.rootView = node
            noteEnvironment(of: name)
            controllers[name]?.awaitsViewDidLoad = true
            if let ownView {
                viewNodes[ownView.name] = node
                emit(view: node, .initWithCoder)
                emit(view: node, .awakeFromNib)
            }
            emit(controller: name, .awakeFromNib)
        }
    }

    /// Reads the controller's `view`: when it is nil, `loadView` runs (traced only when
    /// overridden, FORMAT.md "What a trace lists") and then `viewDidLoad`, in which the
    /// scenario's children of this controller are added (Apple, `view` and `loadView()`).
    @discardableResult
    mutating func loadViewIfNeeded(_ name: String) throws(SimulationError) -> ViewTree.NodeID {
        try ensureExists(name)
        if let node = controllers[name]?.rootView {
            if controllers[name]?.awaitsViewDidLoad == true {
                controllers[name]?.awaitsViewDidLoad = false
                emit(controller: name, .viewDidLoad)
                try addDeclaredChildren(of: name, into: node)
            }
            return node
        }
        return try loadView(of: name)
    }

    @discardableResult
    private mutating func loadView(of name: String) throws(SimulationError) -> ViewTree.NodeID {
        let spec = try record(name).spec
        if spec.loadView == .override {
            emit(controller: name, .loadView)
        }
        let ownView = declared.ownView[name]
        let node = tree.make(.controllerRoot(name), tracedName: ownView?.name)
        controllers[name]?.rootView = node
        noteEnvironment(of: name)
        if let ownView {
            viewNodes[ownView.name] = node
            emitCreation(of: node, path: ownView.created)
        }
        emit(controller: name, .viewDidLoad)
        try addDeclaredChildren(of: name, into: node)
        return node
    }

    /// In `viewDidLoad`: the scenario's views whose parent is this controller, then its child
    /// controllers, each in declaration order (FORMAT.md, `parent:`).
    private mutating func addDeclaredChildren(of name: String, into node: ViewTree.NodeID) throws(SimulationError) {
        for view in declared.subviews[name] ?? [] {
            let child = try createView(view.name)
            attach(child, to: node)
        }
        for child in declared.children[name] ?? [] {
            try embed(child.name, in: name, contained: child.containment && platform.hasContainment)
        }
    }

    /// Destroys a controller: `dealloc`, then the children it owned, then its view hierarchy,
    /// whose custom views leave their superviews and are destroyed in turn (seed 001: the
    /// controller's `dealloc` comes before its subview's `willMoveToSuperview:`).
    mutating func deallocate(_ name: String) {
        guard let record = controllers[name], record.isAlive else { return }
        emit(controller: name, .dealloc)
        controllers[name]?.isAlive = false
        controllers[name]?.appearance = .disappeared
        controllers[name]?.pendingIsAppearing = false
        let children = (childrenByParent[name] ?? []).sorted {
            declared.order[$0, default: 0] < declared.order[$1, default: 0]
        }
        for child in children {
            deallocate(child)
            setParent(of: child, to: nil)
        }
        if let node = record.rootView {
            detach(node)
            teardown(node)
        }
        controllers[name]?.rootView = nil
    }

    /// Makes `parent` the controller's parent, or none. Every change goes through here, so the
    /// children of a controller being destroyed are found without scanning every controller.
    mutating func setParent(of child: String, to parent: String?) {
        if let old = controllers[child]?.parent { childrenByParent[old]?.remove(child) }
        controllers[child]?.parent = parent
        if let parent { childrenByParent[parent, default: []].insert(child) }
    }

    /// Releases a controller's view without destroying the controller (memory warnings).
    mutating func releaseView(of name: String) {
        guard let node = controllers[name]?.rootView else { return }
        detach(node)
        teardown(node)
        controllers[name]?.rootView = nil
    }

    /// The content controllers a layer node shows: a controller's root view shows that
    /// controller; a container shows its top or selected child.
    func content(of layer: ViewTree.NodeID) -> [String] {
        switch tree[layer]?.kind {
        case .controllerRoot(let name): [name]
        case .container:
            switch root {
            case .navigation(let stack): stack.last.map { [$0] } ?? []
            case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? [tabs[selected]] : []
            case .plain, .none: []
            }
        default: []
        }
    }

    /// Whether UIKit drives this controller's appearance through a transition (root content,
    /// navigation stack, tabs, presentations) rather than through its view joining a window.
    func isManaged(_ name: String) -> Bool {
        if presentations.contains(where: { $0.controller == name }) { return true }
        switch root {
        case .plain(let root): return root == name
        case .navigation(let stack): return stack.contains(name)
        case .tabs(let tabs, _): return tabs.contains(name)
        case .none: return false
        }
    }
}
