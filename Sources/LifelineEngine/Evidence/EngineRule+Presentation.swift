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
            observations: [
                "presentation-sheet-swipe-dismiss-ios17-rudin", "presentation-sheet-swipe-dismiss-ios13-yagamo",
            ],
            documentation: [
                .init(
                    "Apple: UIAdaptivePresentationControllerDelegate",
                    apple + "uiadaptivepresentationcontrollerdelegate")
            ],
            inference: "The sheet's own disappear pair during the drag is only in a screenshot, not in a kept log."),
        EngineRule(
            id: "sheet-drag-asks-the-delegate",
            summary: "A presented controller's presentation delegate (presentationDelegate:) is asked whether the "
                + "sheet may go and told it will as a drag begins, before the sheet's viewWillDisappear:, and told "
                + "it did after the sheet's viewDidDisappear:, only when the drag dismissed it. The delegate is held "
                + "weakly: a controller that is not alive is told nothing.",
            actions: ["swipeDismiss", "sheetDismissCancelled"],
            callbacks: [
                "presentationControllerShouldDismiss:", "presentationControllerWillDismiss:",
                "presentationControllerDidDismiss:",
            ],
            platforms: .majors(13),
            observations: [],
            documentation: [
                .init(
                    "Apple: UIAdaptivePresentationControllerDelegate",
                    apple + "uiadaptivepresentationcontrollerdelegate"),
                .init(
                    "Apple: presentationControllerDidDismiss(_:)",
                    apple + "uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)"),
                .init(
                    "Apple: UIPresentationController.delegate (declared weak)",
                    apple + "uipresentationcontroller/delegate"),
            ],
            inference: "The three calls and their order (should, will, did; did only when dismissed) are Apple's; "
                + "where they fall among the sheet's appearance callbacks is inferred, no kept log shows them "
                + "together."),
        EngineRule(
            id: "popover-adapts-on-iphone",
            summary: "On an iPhone a popover adapts as a page sheet does: full screen before iOS 13, so the presenter "
                + "hears the disappear and appear pairs, and a card from iOS 13, which leaves the presenter alone and "
                + "can be swiped away.",
            actions: ["present", "dismiss", "swipeDismiss"],
            documentation: [
                .init("Apple: UIModalPresentationStyle.popover", apple + "uimodalpresentationstyle/popover"),
                .init(
                    "hacknicity: View Controller Presentation Changes in iOS 13",
                    "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e"),
            ],
            inference: "The header text quoted by hacknicity says a popover on an iPhone is adapted to full screen; "
                + "that from iOS 13 it becomes the card a page sheet becomes is inferred, and no console log of a "
                + "popover's callbacks is stored."),
        EngineRule(
            id: "ipad-keeps-sheets-and-popovers",
            summary: "On an iPad page and form sheets and popovers do not adapt, on any version: the presenter's view "
                + "stays in the window and it hears nothing; from iOS 13 a sheet there can be swiped away, a "
                + "popover cannot.",
            actions: ["present", "dismiss", "swipeDismiss"],
            documentation: [
                .init("Apple: UIModalPresentationStyle.pageSheet", apple + "uimodalpresentationstyle/pagesheet"),
                .init("Apple: UIModalPresentationStyle.formSheet", apple + "uimodalpresentationstyle/formsheet"),
                .init("Apple: UIModalPresentationStyle.popover", apple + "uimodalpresentationstyle/popover"),
            ],
            inference: "No stored console log shows an iPad sheet or popover; the presenter's silence follows from "
                + "its view staying visible behind the sheet, as on an iPhone from iOS 13."),
    ]
}
