/// A navigation controller's children, bottom first.
///
/// The engine asks whether a controller is on the stack every time a view joins or leaves
/// the window, so membership is a set beside the order: a scan of the stack there made deep
/// stacks quadratic (issue 28).
struct NavigationStack: RandomAccessCollection {
    private(set) var controllers: [String]
    private var members: Set<String>

    init(_ controllers: [String]) {
        self.controllers = controllers
        self.members = Set(controllers)
    }

    var startIndex: Int { controllers.startIndex }
    var endIndex: Int { controllers.endIndex }
    subscript(position: Int) -> String { controllers[position] }

    func contains(_ name: String) -> Bool { members.contains(name) }

    mutating func push(_ name: String) {
        controllers.append(name)
        members.insert(name)
    }

    /// Removes every controller above `index`.
    mutating func removeAll(above index: Int) {
        members.subtract(controllers[(index + 1)...])
        controllers.removeSubrange((index + 1)...)
    }
}
