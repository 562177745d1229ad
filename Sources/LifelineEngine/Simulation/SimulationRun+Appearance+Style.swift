/// The system appearance, light or dark (FORMAT.md version 2, `traitChange` and
/// `userInterfaceStyle`; iOS 13 and later).
///
/// While the app is on screen every controller that hears environment changes (see
/// `environmentHearers`) gets `traitCollectionDidChange:` at once (Apple,
/// traitCollectionDidChange(_:)). A change made while the app is in the background reaches
/// it on its return, once it is inactive: after `applicationWillEnterForeground:` and before
/// `applicationDidBecomeActive:` (stackoverflow.com/questions/63372828, printed with the
/// state INACTIVE). Going home, the app is drawn in the other appearance and back for the
/// switcher's two snapshots, so each controller hears the change twice in the background
/// (the same question and its answer). From iOS 17 `registerForTraitChanges` is the
/// documented replacement; UIKit still calls the deprecated method, which is what the trace
/// lists.
extension SimulationRun {
    mutating func traitChange(to style: InterfaceStyle) throws(SimulationError) {
        guard platform.hasDarkAppearance else {
            throw SimulationError(.unsupported(feature: "the dark appearance", platform: platform), step: currentStep)
        }
        interfaceStyle = style
        if isOnScreen { deliverInterfaceStyle() }
    }

    /// Every hearer that has not seen the current appearance hears it now; then, as Apple's
    /// "Supporting Dark Mode in your interface" describes, the windows are laid out and every
    /// view redrawn in the new appearance (documentation only: no stored log shows the layout
    /// or the drawing).
    mutating func deliverInterfaceStyle() {
        var changed = false
        for name in environmentHearers(onScreenOnly: false) where controllers[name]?.heardStyle != interfaceStyle {
            controllers[name]?.heardStyle = interfaceStyle
            emit(controller: name, .traitCollectionDidChange)
            if let node = controllers[name]?.rootView { tree.setNeedsLayout(node) }
            changed = true
        }
        guard changed, let window = mainWindow else { return }
        for node in tree.subtree(window) { tree.setNeedsDisplay(node) }
        endTurn()
    }

    /// The two snapshots taken as the app enters the background from the foreground.
    mutating func snapshotBothAppearances() {
        guard platform.snapshotsBothAppearances, mainWindow != nil else { return }
        let hearers = environmentHearers(onScreenOnly: true)
        for _ in 0..<2 {
            for name in hearers { emit(controller: name, .traitCollectionDidChange) }
        }
    }
}
