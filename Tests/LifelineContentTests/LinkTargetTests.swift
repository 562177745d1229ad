import Testing

@testable import LifelineContent

/// Links are resolved on bytes when they are plain ASCII; the result must be the one the rules
/// on characters give, for every link, including those the byte path declines.
@Suite("Resolving links")
struct LinkTargetTests {
    static let ids = ["active", "launch", "view-did-load", "", "a"]
    static let topicsByID: [String: Topic] = Dictionary(
        uniqueKeysWithValues: ids.map { id in
            (
                id,
                Topic(
                    path: "Content/\(id).md", contentPath: "\(id).md", id: id, title: id, kind: .concept, section: "s")
            )
        })
    static let idsByPath = [
        "states/active.md": "active", "guides/launch.md": "launch", "views/view-did-load.md": "view-did-load",
        "a.md": "a", "states/é.md": "active", "states/old-name.md": "active",
    ]

    @Test func givesWhatTheRulesOnCharactersGive() {
        let pieces = [
            "active", "launch", ".md", "md", "#", "#top", "/", "../", "./", "states/", "é", "e\u{301}", ":", "http:",
            "a", "\r\n", "\u{301}", "?", "%20", "view-did-load", "missing", "old-name",
        ]
        let from = [
            "guides/launch.md", "launch.md", "a/b/c.md", "a//b.md", "./a.md", "../a.md", "é/x.md", "/a.md", "",
            "x/../states/c.md", "states/./c.md", "states/c.md",
        ]
        var generator = SystemRandomNumberGenerator()
        var viaBytes = 0
        for _ in 0..<20_000 {
            var link = ""
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                link += (pieces.randomElement(using: &generator) ?? "")
            }
            if Bool.random(using: &generator) { link += ".md" }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                link += "#" + (pieces.randomElement(using: &generator) ?? "")
            }
            for contentPath in from {
                let expected = LinkTarget.resolveByCharacters(
                    link, from: contentPath, topicsByID: Self.topicsByID, idsByPath: Self.idsByPath)
                if let fast = LinkTarget.resolveASCII(
                    link, from: contentPath, topicsByID: Self.topicsByID, idsByPath: Self.idsByPath)
                {
                    viaBytes += 1
                    #expect(fast == expected, "\(link.debugDescription) from \(contentPath.debugDescription)")
                }
                #expect(
                    LinkTarget.resolve(link, from: contentPath, topicsByID: Self.topicsByID, idsByPath: Self.idsByPath)
                        == expected)
            }
        }
        // The byte path must take part, or the comparison says nothing.
        #expect(viaBytes > 50_000)
    }
}
