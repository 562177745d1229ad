/// The sheet-dismissal methods of `UIAdaptivePresentationControllerDelegate`, added in iOS 13
/// with swipe to dismiss (Apple, UIAdaptivePresentationControllerDelegate; the WWDC 2019 order
/// as FACTS.md §10 gives it: should, will, did; only did-attempt when the sheet refuses).
///
/// The scenario format cannot name a presentation delegate or set `isModalInPresentation`, so
/// the engine never puts these in a trace; they are registered so topics can document them
/// and the site can show their versions.
extension Callback {

    public static let presentationControllerShouldDismiss = Callback(
        "presentationControllerShouldDismiss:", swift: "presentationControllerShouldDismiss(_:)",
        owner: .presentationControllerDelegate, availability: Availability(introduced: ios13),
        summary: "Asked when the user starts to drag a sheet down; NO keeps it in place.")
    public static let presentationControllerWillDismiss = Callback(
        "presentationControllerWillDismiss:", swift: "presentationControllerWillDismiss(_:)",
        owner: .presentationControllerDelegate, availability: Availability(introduced: ios13),
        summary: "A swipe to dismiss a sheet has begun; it may still be cancelled.")
    public static let presentationControllerDidDismiss = Callback(
        "presentationControllerDidDismiss:", swift: "presentationControllerDidDismiss(_:)",
        owner: .presentationControllerDelegate, availability: Availability(introduced: ios13),
        summary: "A sheet was dismissed by a swipe; not called for a dismissal made in code.")
    public static let presentationControllerDidAttemptToDismiss = Callback(
        "presentationControllerDidAttemptToDismiss:", swift: "presentationControllerDidAttemptToDismiss(_:)",
        owner: .presentationControllerDelegate, availability: Availability(introduced: ios13),
        summary: "The user tried to swipe away a sheet that refuses (isModalInPresentation, or should said NO).")
}
