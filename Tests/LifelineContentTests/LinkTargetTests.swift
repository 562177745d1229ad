import Testing

@testable import LifelineContent

/// Where a link leads: by path relative to the linking file first, then by the file name as
/// an id; anchors kept, schemes and absolute paths external.
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

    @Test(arguments: [
        ("active.md", "states/c.md", LinkTarget.topic(id: "active", anchor: nil)),
        ("../states/active.md#top", "guides/launch.md", .topic(id: "active", anchor: "top")),
        ("./active.md", "states/c.md", .topic(id: "active", anchor: nil)),
        ("x/../active.md", "states/c.md", .topic(id: "active", anchor: nil)),
        ("states//active.md", "c.md", .topic(id: "active", anchor: nil)),
        ("é.md", "states/c.md", .topic(id: "active", anchor: nil)),
        ("old-name.md#é", "states/c.md", .topic(id: "active", anchor: "é")),
        // Not found by path, found by file name.
        ("../elsewhere/view-did-load.md", "guides/launch.md", .topic(id: "view-did-load", anchor: nil)),
        ("../../../launch.md", "guides/launch.md", .topic(id: "launch", anchor: nil)),
        ("missing.md#x", "states/c.md", .unresolved(path: "missing.md", anchor: "x")),
        ("../../missing.md", "a.md", .unresolved(path: "../../missing.md", anchor: nil)),
        ("#top", "a.md", .samePage(anchor: "top")),
        ("#", "a.md", .samePage(anchor: "")),
        ("", "a.md", .external),
        ("/active.md", "a.md", .external),
        ("//example.com/a.md", "a.md", .external),
        ("https://example.com/active.md", "a.md", .external),
        ("mailto:someone", "a.md", .external),
        ("c++:active.md", "a.md", .external),
        ("active.markdown", "a.md", .external),
        ("active.md?x=1", "a.md", .external),
        ("e\u{301}:x.md", "a.md", .unresolved(path: "e\u{301}:x.md", anchor: nil)),
        ("a/#b.md", "a.md", .external),
    ])
    func resolves(link: String, from contentPath: String, expected: LinkTarget) {
        #expect(
            LinkTarget.resolve(link, from: contentPath, topicsByID: Self.topicsByID, idsByPath: Self.idsByPath)
                == expected)
    }
}
