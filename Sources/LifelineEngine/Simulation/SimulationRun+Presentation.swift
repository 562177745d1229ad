/// Modal presentation and dismissal (FACTS.md §10; seed 000's device log).
///
/// Full screen: presented `viewDidLoad`, presenter `viewWillDisappear:`, presented
/// `viewWillAppear:` … `viewDidAppear:`, and only then the presenter's views leave the window
/// and it gets `viewDidDisappear:` — the reverse of a push. Dismissal likewise gives the
/// presenter `viewDidAppear:` before the presented `viewDidDisappear:`. A card sheet (iOS 13+
/// page or form sheet) leaves the presenter's views in place: no callbacks for it at all.
extension SimulationRun {
    mutating func present(_ name: String, style: PresentationStyle) throws(SimulationError) {
        try requireRunning()
        guard platform >= style.introduced else {
            throw SimulationError(
                .unsupported(feature: "the presentation style '\(style.rawValue)'", platform: platform),
                step: currentStep)
        }
        _ = try record(name)
        guard !isManaged(name), controllers[name]?.parent == nil else {
            throw SimulationError(.alreadyInHierarchy(name), step: currentStep)
        }
        guard let window = mainWindow,
            let presenterLayer = presentations.last.flatMap({ controllers[$0.controller]?.rootView }) ?? rootLayer
        else {
            throw SimulationError(.notRunning(action: currentAction), step: currentStep)
        }
        try ensureExists(name)
        let node = try loadViewIfNeeded(name)
        let removes = style.removesPresenterViews(on: platform, device: scenario.device)
        let presenters = tree.isInWindow(presenterLayer) ? content(of: presenterLayer) : []
        if removes {
            for item in presenters { beginTransition(item, appearing: false) }
        }
        presentations.append(
            Presentation(controller: name, style: style, presenterLayer: presenterLayer, removedPresenter: removes))
        beginTransition(name, appearing: true)
        attach(node, to: window)
        endTurn()
        endTransition(name)
        if removes {
            detach(presenterLayer)
            for item in presenters { endTransition(item) }
        }
        if isOnScreen { followTheDevice() }
    }

    /// `delegate`, when given, hears that a swipe dismissed the sheet, after the sheet's
    /// `viewDidDisappear:` and before it is released.
    mutating func dismiss(thenTelling delegate: String? = nil) throws(SimulationError) {
        try requireRunning()
        guard let presentation = presentations.last, let window = mainWindow else {
            throw SimulationError(.dismissWithNothingPresented, step: currentStep)
        }
        let name = presentation.controller
        beginTransition(name, appearing: false)
        var presenters: [String] = []
        if presentation.removedPresenter {
            let layer = presentation.presenterLayer
            presenters = content(of: layer)
            for presenter in presenters {
                let node = try loadViewIfNeeded(presenter)
                if layer != node && tree[node]?.superview != layer { attach(node, to: layer) }
                beginTransition(presenter, appearing: true)
            }
            attach(layer, to: window)
        }
        endTurn()
        controllers[name]?.rootView.map { detach($0) }
        presentations.removeLast()
        for item in presenters { endTransition(item) }
        endTransition(name)
        if let delegate { emit(controller: delegate, .presentationControllerDidDismiss) }
        deallocate(name)
        // At the end of the dismissal the controller now in front decides the orientation
        // (github.com/onmyway133/notes/issues/210: a portrait-only presenter hears the size
        // change once more, with nothing presented any more).
        if isOnScreen { followTheDevice() }
    }

    /// The user drags a sheet part way down and lets go (FACTS.md §10).
    mutating func sheetDismissCancelled() throws(SimulationError) {
        let sheet = try cardSheetInFront()
        _ = sheetDragBegins(sheet)
        beginTransition(sheet, appearing: false)
        beginTransition(sheet, appearing: true)
        endTransition(sheet)
    }
}
