/// One front-matter key whose value differs between the sides, as the text a reader
/// compares (`ios13+`, `[inactive, background]`); nil where the key is not written.
public struct FieldChange: Hashable, Sendable, Encodable {
    public var key: String
    public var base: String?
    public var head: String?
    /// The line of the key in the head's file, for annotations; nil when the head lacks it.
    public var line: Int?

    public init(key: String, base: String?, head: String?, line: Int? = nil) {
        self.key = key
        self.base = base
        self.head = head
        self.line = line
    }
}
