import LifelineContent
import LifelineEngine
import Testing

@testable import LifelineRendering
@testable import LifelineScenarios

/// The evidence line under a claim: what backs each run of versions, then the calls no kept
/// log shows, in the page's language.
@Suite struct ClaimEvidenceTests {
    static func backing(
        _ major: Int, _ level: EvidenceIndex.Level = .otherVersions, unlogged: [String]
    ) -> EvidenceIndex.Backing {
        EvidenceIndex.Backing(
            platform: Platform(major: major), level: level, observations: [],
            documentation: [.init("Apple: a page", "https://developer.apple.com/a")], rules: [], unlogged: unlogged)
    }

    @Test(arguments: SiteLanguage.allCases)
    func callsNoLogShowsAreNamedOnceAsInferred(_ language: SiteLanguage) {
        let ui = UIStrings.of(language)
        let html = ClaimEvidence(page: "app-delegate/a.html").html(
            [
                Self.backing(7, unlogged: ["application:openURL:sourceApplication:annotation:", "a<b"]),
                Self.backing(8, unlogged: ["application:openURL:sourceApplication:annotation:", "a<b"]),
            ], in: ui)
        #expect(html.components(separatedBy: HTML.escape(ui.notInAnyLog)).count == 2, "\(html)")
        #expect(html.contains("<code>application:openURL:sourceApplication:annotation:</code>, <code>a&lt;b</code>"))
    }

    @Test func aClaimWhoseCallsAreAllLoggedSaysNothingMore() {
        let html = ClaimEvidence(page: "a.html").html([Self.backing(8, .logs, unlogged: [])])
        #expect(!html.contains(UIStrings.english.notInAnyLog))
    }

    /// Without any log, "documentation only" or "inferred" already covers every call.
    @Test(arguments: [EvidenceIndex.Level.documentation, .inferred])
    func aClaimWithoutAnyLogDoesNotListItsCallsAgain(_ level: EvidenceIndex.Level) {
        let html = ClaimEvidence(page: "a.html").html([Self.backing(8, level, unlogged: ["viewDidLoad"])])
        #expect(!html.contains(UIStrings.english.notInAnyLog))
    }
}
