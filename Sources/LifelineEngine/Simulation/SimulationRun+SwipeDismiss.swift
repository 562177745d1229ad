/// FORMAT version 2's `swipeDismiss`: the completed counterpart of `sheetDismissCancelled`.
///
/// Only a card sheet can be dragged away, so the step needs one in front. The presented
/// controller then leaves as it does on `dismiss`; the presenter's view never left the window,
/// so it hears nothing (velog.io/@rudin_, iOS 17 SDK). The adaptive presentation delegate's
/// callbacks are not traced: the format has no word for a delegate or for
/// `isModalInPresentation`.
extension SimulationRun {
    mutating func swipeDismiss() throws(SimulationError) {
        try requireRunning()
        guard let presentation = presentations.last,
            presentation.style.isCardSheet(on: platform, device: scenario.device)
        else {
            throw SimulationError(.noSheetPresented, step: currentStep)
        }
        try dismiss()
    }
}
