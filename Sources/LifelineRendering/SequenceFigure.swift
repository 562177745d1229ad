import LifelineContent
import LifelineEngine
import LifelineValidation

/// The figure that replaces a ` ```sequence ` block: a caption naming the scenario, the
/// steps and the platforms the claim is proven on, the table, and the diagram.
struct SequenceFigure: Sendable {
    var traces: TraceSource
    var evidence: EvidenceIndex
    var page: String
    var callbackPages: [String: String]

    func html(for claim: SequenceClaim) -> String? {
        guard let (scenario, platform, rows) = traces.rows(for: claim) else { return nil }
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
        let covered = claim.platforms.map(ValidationContext.platforms(in:)) ?? [scenario.platform]
        let callbacks = claim.isFill ? nil : Set(claim.lines.map(\.callback))
        let backing = evidence.backing(of: scenario, steps: claim.steps, callbacks: callbacks, on: covered)
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
