/// The rules about FORMAT version 2's presentation words: the context styles and the sheet
/// dragged away (`swipeDismiss`).
extension EngineRule {
    static let presentationStyles: [EngineRule] = [
        EngineRule(
            id: "current-context-removes-the-presenter",
            summary: "A currentContext presentation removes the views of the context it covers when it finishes, "
                + "so the presenter hears the disappear pair, and the appear pair again on dismissal, in the order "
                + "of a full-screen presentation.",
            actions: ["present", "dismiss"],
            documentation: [
                .init(
                    "Apple: UIModalPresentationStyle.currentContext", apple + "uimodalpresentationstyle/currentcontext")
            ],
            inference: "The format cannot say which controller defines the presentation context, so the context is "
                + "the whole window (what UIKit uses when no controller defines one) and the order is the one the "
                + "full-screen logs show; no console log of a currentContext presentation is stored."),
        EngineRule(
            id: "over-current-context-keeps-the-presenter",
            summary: "An overCurrentContext presentation leaves the views under it in the window, so the presenter "
                + "hears no disappear or appear callbacks, as under overFullScreen.",
            actions: ["present", "dismiss"],
            documentation: [
                .init(
                    "Apple: UIModalPresentationStyle.overCurrentContext",
                    apple + "uimodalpresentationstyle/overcurrentcontext")
            ],
            inference: "No console log of an overCurrentContext presentation is stored; the absence of callbacks "
                + "follows from the documented views staying, as the overFullScreen log shows for its sibling style."
        ),
        EngineRule(
            id: "swipe-dismiss-keeps-the-presenter",
            summary: "A card sheet dragged away is dismissed like a dismiss call: the sheet hears the disappear pair "
                + "and is released, and the presenter, whose view never left, hears nothing.",
            actions: ["swipeDismiss"], platforms: .majors(13),
            observations: ["presentation-sheet-swipe-dismiss-ios17-rudin"],
            documentation: [
                .init(
                    "Apple: UIAdaptivePresentationControllerDelegate",
                    apple + "uiadaptivepresentationcontrollerdelegate")
            ],
            inference: "The sheet's own disappear pair during the drag is only in a screenshot, not in a kept log."),
    ]
}
