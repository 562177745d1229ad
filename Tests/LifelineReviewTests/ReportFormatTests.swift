import Foundation
import LifelineReview
import Testing

/// The three formats of one review: a claim made wrong and a topic retitled.
@Suite("Report formats")
struct ReportFormatTests {
    func brokenClaimReview() async throws -> Review {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit(
            "Content/guides/push.md", replacing: "A viewDidDisappear:\nB viewDidAppear:",
            with: "B viewDidAppear:\nA viewDidDisappear:")
        try fixture.edit("Content/guides/push.md", replacing: "title: Pushing a controller", with: "title: Push")
        try fixture.commit("swap two claimed steps, retitle")
        return try await fixture.review()
    }

    @Test func markdownPutsTheVerdictAndCountsBeforeCollapsibleDetails() async throws {
        let markdown = ReviewMarkdown.render(try await brokenClaimReview())
        let firstDetails = try #require(markdown.range(of: "<details>"))
        let summary = markdown[..<firstDetails.lowerBound]
        #expect(summary.hasPrefix("## Lifeline review\n"))
        #expect(summary.contains("❌ **The head introduces 1 error.**"))
        #expect(summary.contains("| Topics | 1 changed |"))
        #expect(summary.contains("| Sequence claims | 1 with changed steps, 1 with a changed verdict |"))
        #expect(markdown.contains("<details><summary>Sequence claims (1)</summary>"))
        #expect(markdown.contains("```diff\n  A viewWillDisappear:\n  B viewWillAppear:\n+ B viewDidAppear:\n"))
        #expect(markdown.contains("verdict: **proven** → **failing**"))
        #expect(markdown.contains("  - `title`: `Pushing a controller` → `Push`"))
        #expect(markdown.contains("Content/guides/push.md:16:1: error: sequence claim differs"))
    }

    @Test func githubFormatAnnotatesTheChangedLines() async throws {
        let lines = ReviewAnnotations.render(try await brokenClaimReview()).split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("::error file=Content/guides/push.md,line=16,col=1,title=claim.mismatch::") })
        #expect(
            lines.contains {
                $0.hasPrefix("::notice file=Content/guides/push.md,line=13,col=1,title=review.claim-steps::")
                    && $0.contains("%0A+ B viewDidAppear:")
            })
        #expect(
            lines.contains {
                $0.hasPrefix("::notice file=Content/guides/push.md,line=3,col=1,title=review.front-matter::")
            })
        #expect(lines.last?.hasPrefix("lifeline review HEAD~1") == true)
    }

    @Test func jsonFollowsVersionOneOfTheSchema() async throws {
        let text = ReviewJSON.encode(try await brokenClaimReview())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(
            Set(object.keys) == [
                "version", "base", "head", "summary", "topics", "claims", "scenarios", "observations", "translations",
                "diagnostics", "pages", "templates", "pagesNote", "engineChanged", "baseEngine",
            ])
        let head = try #require(object["head"] as? [String: Any])
        #expect(head["revision"] as? String == "HEAD")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["introducesErrors"] as? Bool == true)
        let claims = try #require(object["claims"] as? [[String: Any]])
        #expect(claims.first?["verdictChanged"] as? Bool == true)
        #expect((claims.first?["head"] as? [String: Any])?["verdict"] as? String == "failing")
        let diagnostics = try #require(object["diagnostics"] as? [String: Any])
        let introduced = try #require(diagnostics["introduced"] as? [[String: Any]])
        #expect(introduced.first?["id"] as? String == "claim.mismatch")
        let topics = try #require(object["topics"] as? [[String: Any]])
        #expect(topics.first?["change"] as? String == "changed")
    }
}
