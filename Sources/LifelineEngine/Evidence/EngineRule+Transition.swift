/// The rule behind FORMAT version 2's `transition` step in a custom container.
extension EngineRule {
    static let customContainerTransition: [EngineRule] = [
        EngineRule(
            id: "container-transition",
            summary: "A custom container swapping two children: the new child hears willMoveToParentViewController: "
                + "from addChildViewController:, the old one willMoveToParentViewController:nil, the appearance "
                + "pairs are forwarded around the animation (the new child's ends first), and the completion "
                + "sends the new child "
                + "didMoveToParentViewController: before the old one is removed and released.",
            actions: ["transition"], platforms: .majors(5),
            observations: ["containment-transition-three-children-ios5-devtang"],
            documentation: [
                .init(
                    "Apple: transition(from:to:duration:options:animations:completion:)",
                    apple + "uiviewcontroller/transition(from:to:duration:options:animations:completion:)"),
                .init("Apple: addChild(_:)", apple + "uiviewcontroller/addchild(_:)"),
                .init("Apple: removeFromParent()", apple + "uiviewcontroller/removefromparent()"),
            ],
            inference: "One log, from iOS 5, shows the appearance callbacks: the new child's viewDidLoad before "
                + "both transitions begin, the outgoing child's viewWillDisappear: first, and the new child's "
                + "viewDidAppear: before the outgoing child's viewDidDisappear:. Later versions are assumed to keep "
                + "that order; where the containment callbacks fall is documentation only, as that app added every "
                + "child up front.")
    ]
}
