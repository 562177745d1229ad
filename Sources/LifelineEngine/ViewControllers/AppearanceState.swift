/// A controller's place in its appearance cycle, and the only way to move through it.
///
/// UIKit pairs `viewWillAppear:` with `viewDidAppear:` and `viewWillDisappear:` with
/// `viewDidDisappear:`, but a cancelled interactive transition leaves a "will" without its
/// "did" and starts the opposite one (FACTS.md §8, wangling.me 2014; §9 cancelled pop; §10
/// cancelled sheet dismissal). Each event returns the callback to deliver, or nil when the
/// controller is already where the event would take it, so a driver can never send a
/// controller two `viewWillAppear:` in a row.
public enum AppearanceState: String, Hashable, Sendable {
    case disappeared
    case appearing
    case appeared
    case disappearing

    /// Whether the controller counts as on screen for containment forwarding.
    public var isVisibleOrAppearing: Bool { self == .appearing || self == .appeared }

    /// Starts an appearance: from disappeared, or from a disappearance being cancelled.
    public mutating func beginAppearance() -> Callback? {
        switch self {
        case .disappeared, .disappearing:
            self = .appearing
            return .viewWillAppear
        case .appearing, .appeared:
            return nil
        }
    }

    /// Finishes an appearance that was begun.
    public mutating func endAppearance() -> Callback? {
        guard self == .appearing else { return nil }
        self = .appeared
        return .viewDidAppear
    }

    /// Starts a disappearance: from appeared, or from an appearance being cancelled.
    public mutating func beginDisappearance() -> Callback? {
        switch self {
        case .appeared, .appearing:
            self = .disappearing
            return .viewWillDisappear
        case .disappearing, .disappeared:
            return nil
        }
    }

    /// Finishes a disappearance that was begun.
    public mutating func endDisappearance() -> Callback? {
        guard self == .disappearing else { return nil }
        self = .disappeared
        return .viewDidDisappear
    }
}
