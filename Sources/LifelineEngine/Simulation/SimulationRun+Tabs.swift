/// Tab bar controllers (FACTS.md §11): only the selected tab loads at launch, the others on
/// first selection; switching gives incoming `viewDidLoad` (first time), incoming
/// `viewWillAppear:`, outgoing `viewWillDisappear:`, outgoing `viewDidDisappear:`, incoming
/// `viewDidAppear:` — the incoming "will" first, unlike a push. Nothing is destroyed, and
/// every tab has been a child since the tab bar controller got it (iOS 5+, see
/// `adoptWithoutTransition`), so switching sends no containment messages.
/// The views swap and the incoming view is laid out between the "will" and "did" halves
/// (inference: no stored log shows layout callbacks during a tab switch).
extension SimulationRun {
    mutating func selectTab(_ name: String) throws(SimulationError) {
        try requireRunning()
        guard case .tabs(let tabs, let selected) = root else {
            throw SimulationError(.noTabBarController, step: currentStep)
        }
        guard let index = tabs.firstIndex(of: name) else {
            throw SimulationError(.notATab(name), step: currentStep)
        }
        guard index != selected, tabs.indices.contains(selected) else { return }
        let outgoing = tabs[selected]
        guard let container = containerNode, tree.isInWindow(container), !contentDeferred else {
            root = .tabs(tabs, selected: index)
            return
        }
        let node = try loadViewIfNeeded(name)
        beginTransition(name, appearing: true)
        beginTransition(outgoing, appearing: false)
        controllers[outgoing]?.rootView.map { detach($0) }
        root = .tabs(tabs, selected: index)
        attach(node, to: container)
        endTurn()
        endTransition(outgoing)
        endTransition(name)
    }
}
