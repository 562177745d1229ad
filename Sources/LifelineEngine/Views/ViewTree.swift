/// The view hierarchy the simulation builds: windows, container views, controllers' root
/// views and the scenario's custom views, with the flags UIKit's layout and display passes
/// read.
///
/// Membership in a window is structural, as in UIKit: a view is in a window exactly when one
/// of its ancestors is a window, which is what `willMoveToWindow:`/`didMoveToWindow` report
/// (Apple, UIView; FACTS.md §13). A pure value; the simulator decides which callbacks a change
/// produces.
public struct ViewTree: Hashable, Sendable {
    public typealias NodeID = Int

    /// What a node stands for.
    public enum Kind: Hashable, Sendable {
        /// A window, by the name traces use (`Window` for the main one).
        case window(String)
        /// A navigation or tab bar controller's own view: UIKit's, never traced.
        case container
        /// A controller's root view; traced only when a scenario view is declared `viewOf` it.
        case controllerRoot(String)
        /// A scenario view, traced by name.
        case custom(String)
    }

    /// One view.
    public struct Node: Hashable, Sendable {
        public var kind: Kind
        /// The name its callbacks are traced under, if any.
        public var tracedName: String?
        public var superview: NodeID?
        public var subviews: [NodeID] = []
        public var needsLayout = false
        public var needsDisplay = false
        /// Whether the view has been laid out / drawn once: a view that re-enters a window with
        /// the bounds it had is neither laid out nor drawn again (`Evidence.revealedViewKeepsLayout`).
        public var hasBeenLaidOut = false
        public var hasBeenDisplayed = false
    }

    public private(set) var nodes: [Node] = []

    public init() {}

    /// Adds a node that has no superview yet.
    public mutating func make(_ kind: Kind, tracedName: String? = nil) -> NodeID {
        nodes.append(Node(kind: kind, tracedName: tracedName))
        return nodes.count - 1
    }

    public subscript(id: NodeID) -> Node? {
        nodes.indices.contains(id) ? nodes[id] : nil
    }

    /// The window this node is in, if any.
    public func window(of id: NodeID) -> NodeID? {
        var current: NodeID? = id
        var guardCount = 0
        while let node = current, let value = self[node], guardCount <= nodes.count {
            if case .window = value.kind { return node }
            current = value.superview
            guardCount += 1
        }
        return nil
    }

    public func isInWindow(_ id: NodeID) -> Bool { window(of: id) != nil }

    /// Whether `ancestor` is `id` or one of its superviews.
    public func isDescendant(_ id: NodeID, of ancestor: NodeID) -> Bool {
        var current: NodeID? = id
        var guardCount = 0
        while let node = current, guardCount <= nodes.count {
            if node == ancestor { return true }
            current = self[node]?.superview
            guardCount += 1
        }
        return false
    }

    /// The node and all its descendants, parents before children, subviews in order.
    ///
    /// Walked with a stack of its own into one array: joining each subview's array to its
    /// parent's copied a deep hierarchy once per level.
    public func subtree(_ id: NodeID) -> [NodeID] {
        guard self[id] != nil else { return [] }
        var order: [NodeID] = []
        var pending = [id]
        while let next = pending.popLast() {
            order.append(next)
            pending += nodes[next].subviews.reversed()
        }
        return order
    }

    /// Makes `id` the last subview of `parent`.
    public mutating func link(_ id: NodeID, to parent: NodeID) {
        guard self[id] != nil, self[parent] != nil else { return }
        unlink(id)
        nodes[id].superview = parent
        nodes[parent].subviews.append(id)
    }

    /// Takes `id` out of its superview.
    public mutating func unlink(_ id: NodeID) {
        guard let parent = self[id]?.superview else { return }
        nodes[parent].subviews.removeAll { $0 == id }
        nodes[id].superview = nil
    }

    public mutating func setNeedsLayout(_ id: NodeID, _ value: Bool = true) {
        guard self[id] != nil else { return }
        nodes[id].needsLayout = value
    }

    public mutating func setNeedsDisplay(_ id: NodeID, _ value: Bool = true) {
        guard self[id] != nil else { return }
        nodes[id].needsDisplay = value
    }

    /// Records that a layout pass (or a display pass) went over the view.
    public mutating func markLaidOut(_ id: NodeID) {
        guard self[id] != nil else { return }
        nodes[id].needsLayout = false
        nodes[id].hasBeenLaidOut = true
    }

    public mutating func markDisplayed(_ id: NodeID) {
        guard self[id] != nil else { return }
        nodes[id].needsDisplay = false
        nodes[id].hasBeenDisplayed = true
    }

    /// Forgets every node, as when the process ends.
    public mutating func removeAll() {
        nodes.removeAll()
    }
}
