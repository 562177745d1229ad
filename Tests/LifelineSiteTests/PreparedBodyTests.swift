import Foundation
import LifelineContent
import LifelineMarkdown
import LifelineSite
import Testing

@testable import LifelineRendering

/// Every real topic renders the same from the prepared HTML of its one parse as from its
/// text parsed again, with the site's own rewrites (links, callback links, sequence tables,
/// diagrams, highlighted code).
@Suite("Topic bodies render from one parse")
struct PreparedBodyTests {
    @Test func everyContentTopicRendersTheSameFromItsPreparedHTML() async throws {
        let content = SiteFixture.repositoryRoot.appendingPathComponent("Content").path
        let checked = try await SiteFixture.checked(content)
        let (knowledgeBase, traces) = (checked.assembled, checked.traceSource)
        let (templates, _) = TemplateSet.compile(
            Dictionary(uniqueKeysWithValues: TemplateSet.requiredNames.map { ($0, "") }), directory: "Templates")
        let renderer = SiteRenderer(templates: try #require(templates), knowledgeBase: knowledgeBase, traces: traces)
        #expect(knowledgeBase.topics.count > 50)
        var prepared = 0
        for topic in knowledgeBase.topics {
            let markdown = renderer.markdownRenderer(for: topic, page: SitePaths.topic(topic))
            if topic.markdown.prepared != nil { prepared += 1 }
            let filledIn = markdown.render(topic.markdown, text: topic.body)
            #expect(filledIn == markdown.render(topic.body), "\(topic.path)")
        }
        #expect(prepared == knowledgeBase.topics.count)
    }

    /// `lifeline check` loads without preparing HTML, search terms, excerpts or bodies; every
    /// topic, and every diagnostic, is otherwise what the build loads.
    @Test func aLoaderThatOnlyChecksLeavesOnlyThePreparedHTMLSearchTermsExcerptAndBodyOut() async throws {
        let content = SiteFixture.repositoryRoot.appendingPathComponent("Content").path
        let builtState = try await SiteFixture.checked(content)
        let checkedState = try await SiteFixture.checked(content, preparingHTML: false, bodies: .none)
        let (built, builtDiagnostics) = (builtState.assembled, builtState.diagnostics)
        let (checked, checkedDiagnostics) = (checkedState.assembled, checkedState.diagnostics)
        #expect(checkedDiagnostics == builtDiagnostics)
        try #require(checked.topics.count == built.topics.count)
        for (checkedTopic, builtTopic) in zip(checked.topics, built.topics) {
            #expect(checkedTopic.markdown.prepared == nil, "\(checkedTopic.path)")
            #expect(builtTopic.markdown.prepared != nil, "\(builtTopic.path)")
            #expect(checkedTopic.body.isEmpty, "\(checkedTopic.path)")
            #expect(!builtTopic.body.isEmpty, "\(builtTopic.path)")
            #expect(checkedTopic.markdown.searchTerms == SearchTerms(), "\(checkedTopic.path)")
            #expect(checkedTopic.markdown.plainText.isEmpty, "\(checkedTopic.path)")
            #expect(!builtTopic.markdown.plainText.isEmpty, "\(builtTopic.path)")
            var filledIn = checkedTopic
            filledIn.markdown.prepared = builtTopic.markdown.prepared
            filledIn.markdown.searchTerms = builtTopic.markdown.searchTerms
            filledIn.markdown.plainText = builtTopic.markdown.plainText
            filledIn.body = builtTopic.body
            #expect(filledIn == builtTopic, "\(checkedTopic.path)")
        }
    }

    /// A build drops the bodies its pages are never rendered from (`BodyRetention.forRendering`):
    /// every real topic, and one holding raw HTML, renders the same without its dropped body as
    /// with it, whether raw HTML is allowed or not.
    @Test func pagesRenderTheSameWithoutTheBodiesABuildDrops() async throws {
        let content = SiteFixture.repositoryRoot.appendingPathComponent("Content").path
        let full = try await SiteFixture.checked(content).assembled
        let trimmed = try await SiteFixture.checked(content, bodies: .forRendering).assembled
        let raw = "---\nid: r\ntitle: R\nkind: concept\nsection: s\n---\nRaw <kbd>key</kbd> and `code`.\n"
        let rawTopic = try #require(TopicParser.parse(raw, path: "Content/r.md", contentPath: "r.md").0)
        let pairs =
            zip(full.topics, trimmed.topics).map { ($0, $1) }
            + [(rawTopic, try #require(BodyRetention.forRendering.apply(to: rawTopic)))]
        #expect(trimmed.topics.contains { $0.body.isEmpty })
        for allowsRawHTML in [false, true] {
            let renderer = MarkdownRenderer(allowsRawHTML: allowsRawHTML)
            for (whole, kept) in pairs {
                #expect(
                    renderer.render(kept.markdown, text: kept.body)
                        == renderer.render(whole.markdown, text: whole.body),
                    "\(whole.path), raw HTML allowed: \(allowsRawHTML)")
            }
        }
    }
}
