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
    /// The scenarios' titles in the page's language, by id.
    var scenarioTitles: [String: String] = [:]

    /// The figure in `ui`'s words, a parameter rather than a property: the figure is copied for
    /// each claim it draws, and with the words in it every copy copied all of them.
    func html(for claim: SequenceClaim, result: ClaimResult, in ui: UIStrings = .english) -> String? {
        guard let scenario = result.scenario, let platform = result.shownPlatform, let steps = result.shownSteps else {
            return nil
        }
        let rows = steps.map(SequenceRow.init)
        let title = scenarioTitles[scenario.id] ?? scenario.title
        let scenarioHref = SitePaths.relative(from: page, to: SitePaths.scenario(scenario.id))
        var caption = "\(ui.claimScenario) <a href=\"\(HTML.escape(scenarioHref))\">\(HTML.escape(title))</a>"
        if let steps = claim.steps {
            caption +=
                steps.count == 1
                ? UIStrings.fill(ui.claimStep, ["n": String(steps.lowerBound)])
                : UIStrings.fill(
                    ui.claimSteps, ["from": String(steps.lowerBound), "to": String(steps.upperBound)])
        }
        let holds = claim.platforms.map(EvidenceText.range) ?? EvidenceText.platform(platform)
        let held = result.platforms.filter { $0.verdict == .holds }.map(\.platform)
        let simulated = (held.count > 1 ? ui.claimEachOf : "") + EvidenceText.list(held, and: ui.and)
        let proven = SitePaths.relative(from: page, to: SitePaths.proven)
        // The badge says it in words on the page: a tooltip is never shown on a touch screen.
        caption += " <span class=\"badge\">\(HTML.escape(holds))</span> "
        caption +=
            claim.isFill
            ? "<span class=\"proof\">\(ui.claimTraced)</span>: "
                + HTML.escape(UIStrings.fill(ui.claimTracedOn, ["platform": EvidenceText.platform(platform)]))
            : "<span class=\"proof\">\(ui.claimProven)</span>"
                + HTML.escape(UIStrings.fill(ui.claimSimulates, ["platforms": simulated]))
        caption += " (<a class=\"proven-link\" href=\"\(HTML.escape(proven))\">\(ui.whatProvenMeans)</a>)"
        let backing = result.evidence
        let label = UIStrings.fill(
            ui.scenarioOn, ["title": title, "platform": EvidenceText.platform(platform)])
        let summary = ScenarioSetup.summary(scenario, ui: ui)
        let table = SequenceTable(link: { selector in
            callbackPages[selector].map { SitePaths.relative(from: page, to: $0) }
        })
        return "<figure class=\"sequence\">\n<figcaption>\(caption)<br><span class=\"setup\">"
            + "\(ui.setup): \(HTML.escape(summary))</span>"
            + ClaimEvidence(page: page).html(backing, in: ui)
            + (result.excerpt.map {
                ExcerptNote(traceHref: scenarioHref, stepsNamed: claim.steps != nil).html($0, in: ui)
            } ?? "") + "</figcaption>\n"
            + table.html(rows, caption: UIStrings.fill(ui.callbacksOf, ["label": label]), in: ui)
            + "<details class=\"diagram\" open><summary>\(ui.sequenceDiagram)</summary>\n"
            + SequenceDiagram(words: ui.diagram).html(
                rows, title: UIStrings.fill(ui.sequenceDiagramOf, ["label": label]))
            + "</details>\n</figure>\n"
    }
}
