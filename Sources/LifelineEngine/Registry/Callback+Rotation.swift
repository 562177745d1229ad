/// Rotation and trait callbacks of UIViewController (FORMAT.md version 2, `rotate` and
/// `traitChange`; Apple, UIViewController and UIContentContainer).
///
/// The three rotation methods of iOS 2-7 were deprecated in iOS 8. UIKit still sends them to a
/// controller that overrides them and not `viewWillTransitionToSize:withTransitionCoordinator:`
/// (an iOS 8 report, radar 19810773, logs them; a code comment in mattneub's book examples says
/// they stop once the size method is implemented). A trace lists what a subclass overriding
/// every method prints, so from iOS 8 it shows the size method and not the old three.
extension Callback {
    static let ios8 = Platform(major: 8)
    static let ios7 = Platform(major: 7)
    static let ios17 = Platform(major: 17)
    static let ios11 = Platform(major: 11)

    public static let willRotate = Callback(
        "willRotateToInterfaceOrientation:duration:", swift: "willRotate(to:duration:)", owner: .viewController,
        availability: Availability(introduced: .oldest, lastCalled: ios7, deprecated: ios8),
        summary: "The interface is about to turn; bounds still have the old size (before iOS 8).")
    public static let willAnimateRotation = Callback(
        "willAnimateRotationToInterfaceOrientation:duration:", swift: "willAnimateRotation(to:duration:)",
        owner: .viewController, availability: Availability(introduced: .oldest, lastCalled: ios7, deprecated: ios8),
        summary: "Inside the rotation's animation block, after the view was laid out at its new size (before iOS 8).")
    public static let didRotate = Callback(
        "didRotateFromInterfaceOrientation:", swift: "didRotate(from:)", owner: .viewController,
        availability: Availability(introduced: .oldest, lastCalled: ios7, deprecated: ios8),
        summary: "The rotation's animation finished (before iOS 8).")
    public static let willTransitionToTraitCollection = Callback(
        "willTransitionToTraitCollection:withTransitionCoordinator:", swift: "willTransition(to:with:)",
        owner: .viewController, availability: Availability(introduced: ios8),
        summary: "The controller's size classes are about to change, as when an iPhone turns.")
    public static let viewWillTransitionToSize = Callback(
        "viewWillTransitionToSize:withTransitionCoordinator:", swift: "viewWillTransition(to:with:)",
        owner: .viewController, availability: Availability(introduced: ios8),
        summary: "The view's size is about to change, as when the device turns; forwarded to children.")
    public static let traitCollectionDidChange = Callback(
        "traitCollectionDidChange:", swift: "traitCollectionDidChange(_:)", owner: .viewController,
        availability: Availability(introduced: ios8, deprecated: ios17),
        summary: "The trait collection changed (size class, appearance); replaced by trait registration in iOS 17.")
    public static let viewSafeAreaInsetsDidChange = Callback(
        "viewSafeAreaInsetsDidChange", swift: "viewSafeAreaInsetsDidChange()", owner: .viewController,
        availability: Availability(introduced: ios11),
        summary: "The root view's safe area changed: on first showing under the bars, and when an iPhone turns.")
}
