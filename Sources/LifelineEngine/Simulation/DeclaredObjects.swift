/// What the scenario declares inside each controller and view, looked up by owner.
///
/// Every view load adds the views and child controllers declared inside it. Finding them by
/// scanning every declaration made a scenario with many controllers quadratic (issue 28), so
/// the run indexes the declarations once, keeping declaration order.
struct DeclaredObjects {
    /// Each controller's own root view (`viewOf:`), by controller.
    let ownView: [String: ViewSpec]
    /// The views declared inside a controller's view or another view (`parent:`), by parent.
    let subviews: [String: [ViewSpec]]
    /// The child controllers declared under a controller (`parent:`), by parent.
    let children: [String: [ControllerSpec]]
    let views: [String: ViewSpec]
    /// Each controller's position among the declarations: children destroyed together go in
    /// this order.
    let order: [String: Int]

    init(_ scenario: Scenario) {
        var ownView: [String: ViewSpec] = [:]
        var subviews: [String: [ViewSpec]] = [:]
        var views: [String: ViewSpec] = [:]
        for view in scenario.views {
            // Names are keys of one YAML mapping, so each is declared once.
            views[view.name] = view
            if let owner = view.viewOf {
                // Two views of one controller: the first is its view, as UIKit would keep one.
                if ownView[owner] == nil { ownView[owner] = view }
            } else if let parent = view.parent {
                subviews[parent, default: []].append(view)
            }
        }
        var children: [String: [ControllerSpec]] = [:]
        for controller in scenario.controllers {
            if let parent = controller.parent { children[parent, default: []].append(controller) }
        }
        self.ownView = ownView
        self.subviews = subviews
        self.children = children
        self.views = views
        self.order = Dictionary(
            scenario.controllers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
