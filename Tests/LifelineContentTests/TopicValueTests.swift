import LifelineContent
import Testing

/// `Topic` keeps its fields in a shared box; it must still behave as a value.
@Suite("Topics are values")
struct TopicValueTests {
    static let original = Topic(
        path: "Content/a.md", contentPath: "a.md", id: "a", title: "A", kind: .concept, section: "s",
        related: ["b"], body: "Body")

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var copy = Self.original
        #expect(copy == Self.original)
        copy.title = "Changed"
        copy.related.append("c")
        copy.body += " more"
        #expect(Self.original.title == "A")
        #expect(Self.original.related == ["b"])
        #expect(Self.original.body == "Body")
        #expect(copy.title == "Changed" && copy.related == ["b", "c"] && copy.body == "Body more")
        #expect(copy != Self.original)
    }

    @Test func equalFieldsAreEqualTopicsWithEqualHashes() {
        var rebuilt = Topic(
            path: "Content/a.md", contentPath: "a.md", id: "a", title: "X", kind: .concept, section: "s",
            related: ["b"], body: "Body")
        #expect(rebuilt != Self.original)
        rebuilt.title = "A"
        #expect(rebuilt == Self.original)
        #expect(Set([rebuilt, Self.original]).count == 1)
    }
}
