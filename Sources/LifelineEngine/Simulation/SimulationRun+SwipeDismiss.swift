/// FORMAT version 2's `swipeDismiss`: the completed counterpart of `sheetDismissCancelled`.
///
/// Only a card sheet can be dragged away, so the step needs one in front. The presented
/// controller then leaves as it does on `dismiss`; the presenter's view never left the window,
/// so it hears nothing (velog.io/@rudin_, iOS 17 SDK).
///
/// A presented controller declared with `presentationDelegate: A` has A as its presentation
/// controller's delegate, which hears the drag (rule `sheet-drag-asks-the-delegate`):
/// asked whether the sheet may go and told it will, as the drag begins and before anything
/// disappears; told it did once the dismissal is over, before the sheet is released. A drag
/// that snaps back asks and warns the same, and never says it did. `isModalInPresentation`
/// has no word in the format, so a refusing sheet is not simulated. The delegate reference is
/// weak: a delegate that is not alive hears nothing.
extension SimulationRun {
    mutating func swipeDismiss() throws(SimulationError) {
        let delegate = sheetDragBegins(try cardSheetInFront())
        try dismiss(thenTelling: delegate)
    }

    /// The controller of the frontmost presentation, which a drag needs to be a card sheet:
    /// only a card can be dragged, whether the drag dismisses it or it snaps back.
    func cardSheetInFront() throws(SimulationError) -> String {
        try requireRunning()
        guard let presentation = presentations.last,
            presentation.style.isCardSheet(on: platform, device: scenario.device)
        else {
            throw SimulationError(.noSheetPresented, step: currentStep)
        }
        return presentation.controller
    }

    /// The delegate's two calls as a drag on the sheet begins; the delegate, if any. The
    /// presentation controller holds its delegate weakly, so a controller that is not alive
    /// (never made, or released) is no delegate.
    mutating func sheetDragBegins(_ presented: String) -> String? {
        guard let delegate = controllers[presented]?.spec.presentationDelegate,
            controllers[delegate]?.isAlive == true
        else { return nil }
        emit(controller: delegate, .presentationControllerShouldDismiss)
        emit(controller: delegate, .presentationControllerWillDismiss)
        return delegate
    }
}
