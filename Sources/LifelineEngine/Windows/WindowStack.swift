/// The app's windows, front to back, and which one is key: a pure value that answers "which
/// window is in front" and "what is the key window now".
///
/// Rules (FACTS.md §14): a higher level is always in front of a lower one; within a level the
/// window shown most recently is in front (`makeKeyAndVisible` "puts it in front of other
/// windows at the same or a lower level"); the key window is the one most recently sent
/// `makeKeyAndVisible` (Apple, `keyWindow`), and there is none before the first such call
/// (seed 000: `keyWindow` is nil until `makeKeyAndVisible`). Hiding the key window hands key
/// status to the frontmost remaining visible window (inference: UIKit picks a new key window,
/// and the frontmost normal window is what users see it pick).
public struct WindowStack: Hashable, Sendable {
    /// One window of the stack.
    public struct Window: Hashable, Sendable {
        public var name: String
        public var level: WindowLevel
        public var isVisible: Bool
        /// Increases every time the window is shown, to order windows within a level.
        fileprivate var order: Int
    }

    public private(set) var windows: [Window] = []
    public private(set) var keyWindow: String?
    private var counter = 0

    public init() {}

    /// What a change did, so a driver can trace `becomeKeyWindow` and `resignKeyWindow`.
    public struct KeyChange: Hashable, Sendable {
        public var resigned: String?
        public var became: String?
    }

    /// Shows a window at a level; with `makeKey` it also becomes the key window.
    @discardableResult
    public mutating func show(_ name: String, level: WindowLevel = .normal, makeKey: Bool = true) -> KeyChange {
        counter += 1
        if let index = windows.firstIndex(where: { $0.name == name }) {
            windows[index].level = level
            windows[index].isVisible = true
            windows[index].order = counter
        } else {
            windows.append(Window(name: name, level: level, isVisible: true, order: counter))
        }
        guard makeKey, keyWindow != name else { return KeyChange() }
        let previous = keyWindow
        keyWindow = name
        return KeyChange(resigned: previous, became: name)
    }

    /// Hides a window (`hidden = YES`); if it was key, the frontmost visible window becomes key.
    @discardableResult
    public mutating func hide(_ name: String) -> KeyChange {
        guard let index = windows.firstIndex(where: { $0.name == name }) else { return KeyChange() }
        windows[index].isVisible = false
        guard keyWindow == name else { return KeyChange() }
        let next = frontToBack.first?.name
        keyWindow = next
        return KeyChange(resigned: name, became: next)
    }

    /// Removes every window, as when the process ends.
    public mutating func removeAll() {
        windows.removeAll()
        keyWindow = nil
    }

    /// The visible windows, frontmost first: level first, then the most recently shown.
    public var frontToBack: [Window] {
        windows.filter(\.isVisible).sorted { lhs, rhs in
            lhs.level != rhs.level ? lhs.level > rhs.level : lhs.order > rhs.order
        }
    }

    /// The window the user sees in front, if any is visible.
    public var frontWindow: String? { frontToBack.first?.name }

    /// Whether a window is currently visible.
    public func isVisible(_ name: String) -> Bool {
        windows.contains { $0.name == name && $0.isVisible }
    }
}
