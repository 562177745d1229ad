import LifelineContent
import LifelineEngine
import LifelineScenarios

/// The figure that replaces a ` ```sequence ` block: a caption naming the scenario, the
/// steps and the platforms the claim is proven on, the table, and the diagram, all read from
/// the claim's result as the check left it.
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
        let holds = claim.platforms?.displayName ?? "iOS \(platformName(platform))"
        caption +=
            " <span class=\"badge\" title=\"iOS versions this sequence is proven on\">\(HTML.escape(holds))</span>"
        caption +=
            claim.isFill
            ? " <span class=\"proof\">traced by the engine</span>"
            : " <span class=\"proof\">✓ proven by the engine</span>"
        let backing = result.evidence
        let label = "\(scenario.title) on \(platform)"
        let summary = ScenarioSetup.summary(scenario)
        let table = SequenceTable(link: { selector in
            callbackPages[selector].map { SitePaths.relative(from: page, to: $0) }
        })
        return "<figure class=\"sequence\">\n<figcaption>\(caption)<br><span class=\"setup\">"
            + "Setup: \(HTML.escape(summary))</span>"
            + ClaimEvidence(page: page).html(backing) + "</figcaption>\n"
            + table.html(rows, caption: "Callbacks of \(label)")
            + "<details class=\"diagram\" open><summary>Sequence diagram</summary>\n"
            + SequenceDiagram().svg(rows, title: "Sequence diagram of \(label)")
            + "</details>\n</figure>\n"
    }

    private func platformName(_ platform: Platform) -> String {
        platform.minor == 0 ? "\(platform.major)" : "\(platform.major).\(platform.minor)"
    }
}
