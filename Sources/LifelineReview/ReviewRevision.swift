/// One side of a review as the report names it: a revision and the commit it resolved to,
/// or the working tree.
public struct ReviewRevision: Hashable, Sendable, Encodable {
    /// What was asked for (`origin/main`, `HEAD~3`); nil for the working tree.
    public var name: String?
    /// The full commit id; nil for the working tree.
    public var commit: String?

    public init(name: String?, commit: String?) {
        self.name = name
        self.commit = commit
    }

    /// The working tree: files as they are on disk, committed or not.
    public static let workingTree = ReviewRevision(name: nil, commit: nil)

    /// `origin/main (1a2b3c4)`, `1a2b3c4` when a commit id was asked for, or `working tree`.
    public var label: String {
        guard let name, let commit else { return "working tree" }
        return commit.hasPrefix(name.lowercased()) ? String(commit.prefix(7)) : "\(name) (\(commit.prefix(7)))"
    }
}
