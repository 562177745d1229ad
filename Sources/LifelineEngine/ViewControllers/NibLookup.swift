/// The nib a controller loads its view from when `nibName` is nil and it does not override
/// `loadView`.
///
/// Apple's UIViewController.nibName page (FACTS.md §7): first the class name with a trailing
/// "Controller" removed (`MyViewController` → `MyView`), then the full class name; if
/// neither nib exists the controller gets an empty view. The stripped name wins even when
/// both exist (the VideoView.xib report in FACTS.md §7). Posts that give the reverse order
/// (MFNothing 2018, seed 000's list) contradict Apple (FACTS.md §15.9).
public enum NibLookup {
    /// The nib found for `className` among `nibs`, or nil for an empty view.
    public static func nibName(forClass className: String, in nibs: some Collection<String>) -> String? {
        candidates(forClass: className).first { nibs.contains($0) }
    }

    /// The names UIKit tries, in order.
    public static func candidates(forClass className: String) -> [String] {
        let suffix = "Controller"
        guard className.hasSuffix(suffix), className.count > suffix.count else { return [className] }
        return [String(className.dropLast(suffix.count)), className]
    }
}
