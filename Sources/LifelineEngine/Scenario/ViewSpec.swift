/// A custom view whose callbacks the trace shows (FORMAT.md, `views:`).
public struct ViewSpec: Hashable, Sendable {
    public var name: String
    public var created: ViewCreationPath
    /// A controller (the view is added in its `viewDidLoad`) or another view (added right after
    /// that view is created); nil for a view that a later `addSubview` step places.
    public var parent: String?
    /// The controller whose root view this is, made when that controller's view loads.
    public var viewOf: String?

    public init(name: String, created: ViewCreationPath = .frame, parent: String? = nil, viewOf: String? = nil) {
        self.name = name
        self.created = created
        self.parent = parent
        self.viewOf = viewOf
    }
}

/// How a view is made: its creation callbacks (FACTS.md §13, seed 001).
public enum ViewCreationPath: String, CaseIterable, Hashable, Sendable {
    /// `initWithFrame:`.
    case frame
    /// `init`, which calls `initWithFrame:`.
    case initializer = "init"
    /// Unarchived: `initWithCoder:` then `awakeFromNib`.
    case nib
}
