/// The methods behind appearance forwarding in a custom container (Apple, UIViewController:
/// beginAppearanceTransition(_:animated:), endAppearanceTransition(),
/// shouldAutomaticallyForwardAppearanceMethods).
///
/// A container that forwards by hand answers NO to the question and calls the pair on each
/// child itself; the pair then sends the child's will- and did- appearance callbacks. The
/// scenario format has no word for a container that forwards by hand, so no trace shows them;
/// they are registered so that topics can name them and the site can list their versions.
extension Callback {

    public static let beginAppearanceTransition = Callback(
        "beginAppearanceTransition:animated:", swift: "beginAppearanceTransition(_:animated:)",
        owner: .viewController, availability: Availability(introduced: ios5),
        summary: "Called on a child by a container that forwards appearance by hand; sends the will- callback.")
    public static let endAppearanceTransition = Callback(
        "endAppearanceTransition", swift: "endAppearanceTransition()", owner: .viewController,
        availability: Availability(introduced: ios5),
        summary: "Ends the appearance transition a container began by hand; sends the did- callback.")
    public static let shouldAutomaticallyForwardAppearanceMethods = Callback(
        "shouldAutomaticallyForwardAppearanceMethods", swift: "shouldAutomaticallyForwardAppearanceMethods",
        owner: .viewController, availability: Availability(introduced: ios6),
        summary: "Asked of a container: YES (the default) lets UIKit forward appearance to its children.")
}
