import LifelineContent
import LifelineEngine
import LifelineScenarios

/// The figure that replaces a ` ```sequence ` block: a caption naming the scenario, the
/// steps and the platforms the claim is proven on (and, when the table shows part of the
/// trace, how much and what it leaves out), the table, and the diagram, all read from the
/// claim's result as the check left it.
struct SequenceFigure: Sendable {
    var page: String
    var callbackPages: [String: String]

    func html(for claim: SequenceClaim, result: ClaimResult) -> String? {
        guard let scenario = result.scenario, let platform = result.shownPlatform, let steps = result.shownSteps else {
            return nil
        }
        let rows = steps.map(SequenceRow.init)
        let scenarioHref = SitePaths.relative(from: page, to: SitePaths.scenario(scenario.id))
        var caption = "Scenario <a href=\"\(HTML.escape(scenarioHref))\">\(HTML.escape(scenario.title))</a>"
        if let steps = claim.steps {
            caption +=
                steps.count == 1 ? ", step \(steps.lowerBound)" : ", steps \(steps.lowerBound)–\(steps.upperBound)"
        }
        let holds = claim.platforms.map(EvidenceText.range) ?? EvidenceText.platform(platform)
        let held = result.platforms.filter { $0.verdict == .holds }.map(\.platform)
        let simulated = (held.count > 1 ? "each of " : "") + EvidenceText.list(held)
        let proven = SitePaths.relative(from: page, to: SitePaths.proven)
        // The badge says it in words on the page: a tooltip is never shown on a touch screen.
        caption += " <span class=\"badge\">\(HTML.escape(holds))</span> "
        caption +=
            claim.isFill
            ? "<span class=\"proof\">traced by the engine</span>: the engine's order on "
                + "\(HTML.escape(EvidenceText.platform(platform))), shown as the simulation gives it"
            : "<span class=\"proof\">✓ proven by the engine</span>, which gives this order when it simulates "
                + HTML.escape(simulated)
        caption += " (<a class=\"proven-link\" href=\"\(HTML.escape(proven))\">what proven means</a>)"
        let backing = result.evidence
        let label = "\(scenario.title) on \(EvidenceText.platform(platform))"
        let summary = ScenarioSetup.summary(scenario)
        let table = SequenceTable(link: { selector in
            callbackPages[selector].map { SitePaths.relative(from: page, to: $0) }
        })
        return "<figure class=\"sequence\">\n<figcaption>\(caption)<br><span class=\"setup\">"
            + "Setup: \(HTML.escape(summary))</span>"
            + ClaimEvidence(page: page).html(backing)
            + (result.excerpt.map { ExcerptNote(traceHref: scenarioHref, stepsNamed: claim.steps != nil).html($0) }
                ?? "") + "</figcaption>\n"
            + table.html(rows, caption: "Callbacks of \(label)")
            + "<details class=\"diagram\" open><summary>Sequence diagram</summary>\n"
            + SequenceDiagram().svg(rows, title: "Sequence diagram of \(label)")
            + "</details>\n</figure>\n"
    }
}
