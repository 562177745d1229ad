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
/// has no word in the format, so a refusing sheet is not simulated.
extension SimulationRun {
    mutating func swipeDismiss() throws(SimulationError) {
        try requireRunning()
        guard let presentation = presentations.last,
            presentation.style.isCardSheet(on: platform, device: scenario.device)
        else {
            throw SimulationError(.noSheetPresented, step: currentStep)
        }
        let delegate = sheetDragBegins(presentation.controller)
        try dismiss(thenTelling: delegate)
    }

    /// The delegate's two calls as a drag on the sheet begins; the delegate, if any.
    mutating func sheetDragBegins(_ presented: String) -> String? {
        guard let delegate = controllers[presented]?.spec.presentationDelegate else { return nil }
        emit(controller: delegate, .presentationControllerShouldDismiss)
        emit(controller: delegate, .presentationControllerWillDismiss)
        return delegate
    }
}
