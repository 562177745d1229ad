import Foundation
import LifelineContent
import Testing

@testable import LifelineRendering
@testable import LifelineSite

/// `--edit-url` puts an "Edit this page" link on every topic page, to the topic's source file.
@Suite("Edit this page")
struct EditLinkTests {
    @Test(arguments: [
        (
            "https://example.com/edit/main/Content/", "views/layout.md",
            "https://example.com/edit/main/Content/views/layout.md"
        ),
        (
            "https://example.com/edit/main/Content", "views/layout.md",
            "https://example.com/edit/main/Content/views/layout.md"
        ),
        ("https://example.com/e/", "a folder/a#b?.md", "https://example.com/e/a%20folder/a%23b%3F.md"),
    ])
    func appendsTheTopicsPathSegmentBySegment(base: String, contentPath: String, href: String) {
        #expect(EditLink.href(base: base, contentPath: contentPath) == href)
    }

    @Test func linksEachTopicPageToItsSourceOnlyWhenAskedTo() async throws {
        let (real, knowledgeBase) = try await SiteFixture.realRenderer()
        var renderer = real
        let topic = try #require(knowledgeBase.topicsByID["active"])

        #expect(!renderer.renderTopic(topic).html.contains("Edit this page"))
        renderer.editURL = "https://example.com/edit/main/Content/"
        #expect(
            renderer.renderTopic(topic).html.contains(
                "<a href=\"https://example.com/edit/main/Content/\(topic.contentPath)\">Edit this page</a>"))
    }
}
