/// One front-matter key whose value differs between the sides, as the text a reader
/// compares (`ios13+`, `[inactive, background]`); nil where the key is not written.
public struct FieldChange: Hashable, Sendable, Encodable {
    public var key: String
    public var base: String?
    public var head: String?
    /// The line of the key in the head's file, for annotations; nil when the head lacks it.
    public var line: Int?
    /// For a list on both sides (`sources`, `related`), the items only the head has and those
    /// only the base has, in list order: a reviewer reads one new source, not two long lists.
    /// Nil for other values, and when both sides hold the same items in another order.
    public var added: [String]?
    public var removed: [String]?

    public init(
        key: String, base: String?, head: String?, line: Int? = nil, added: [String]? = nil,
        removed: [String]? = nil
    ) {
        self.key = key
        self.base = base
        self.head = head
        self.line = line
        self.added = added
        self.removed = removed
    }

    /// The items one list has and another lacks; nil when neither lacks any.
    static func itemChanges(base: [String], head: [String]) -> (added: [String], removed: [String])? {
        let added = head.filter { !base.contains($0) }
        let removed = base.filter { !head.contains($0) }
        return added.isEmpty && removed.isEmpty ? nil : (added, removed)
    }
}
