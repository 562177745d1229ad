/// Lines added and removed by a change, the `+3 −1` of a diff.
public struct LineCounts: Hashable, Sendable, Encodable {
    public var added: Int
    public var removed: Int

    public init(added: Int, removed: Int) {
        self.added = added
        self.removed = removed
    }
}
