/// The rule behind FORMAT version 2's `transition` step in a custom container.
extension EngineRule {
    static let customContainerTransition: [EngineRule] = [
        EngineRule(
            id: "container-transition",
            summary: "A custom container swapping two children: the new child hears willMoveToParentViewController: "
                + "from addChildViewController:, the old one willMoveToParentViewController:nil, the appearance "
                + "pairs are forwarded around the animation, and the completion sends the new child "
                + "didMoveToParentViewController: before the old one is removed and released.",
            actions: ["transition"], platforms: .majors(5),
            documentation: [
                .init(
                    "Apple: transition(from:to:duration:options:animations:completion:)",
                    apple + "uiviewcontroller/transition(from:to:duration:options:animations:completion:)"),
                .init("Apple: addChild(_:)", apple + "uiviewcontroller/addchild(_:)"),
                .init("Apple: removeFromParent()", apple + "uiviewcontroller/removefromparent()"),
            ],
            inference: "No console log of a container transition is stored: the order in which the two appearance "
                + "transitions begin and end (outgoing first) is inferred, as is the new child's viewDidLoad "
                + "before both begin.")
    ]
}
