import LifelineEngine
import LifelineScenarios

extension SiteRenderer {
    /// The evidence index, one page per observation (the device log beside the engine's
    /// trace, line by line, with its source), and the page every claim box links to.
    public func renderEvidencePages() -> [RenderedPage] {
        let results = evidence.orderedResults
        var pages = [renderEvidenceIndex(results), renderProven()]
        for result in results {
            pages.append(renderObservation(result))
        }
        return pages
    }

    private func renderEvidenceIndex(_ results: [ObservationResult]) -> RenderedPage {
        let page = SitePaths.evidence
        let areas: [[String: Any]] = Observation.areas.compactMap { area in
            let inArea = results.filter { $0.observation.area == area }
            guard !inArea.isEmpty else { return nil }
            return [
                "id": area, "title": Self.areaTitle(area),
                "observations": inArea.map { result -> [String: Any] in
                    let verdict = Self.verdict(result)
                    return [
                        "title": result.observation.title,
                        "href": SitePaths.relative(from: page, to: SitePaths.observation(result.observation.id)),
                        "version": EvidenceText.version(result.observation.version),
                        "kind": EvidenceText.kind(result.observation.kind), "verdict": result.shortVerdict,
                        "verdictClass": verdict.cssClass,
                    ]
                },
            ]
        }
        let rules: [[String: Any]] = EngineRule.all.map { rule in
            let logs = rule.observations.compactMap { evidence.results[$0]?.observation }
            return [
                "summary": rule.summary, "inference": rule.inference ?? "",
                "versions": EvidenceText.range(rule.platforms)
                    + (rule.lifecycle.map { $0 == .scenes ? ", apps with scenes" : ", apps without scenes" } ?? "")
                    + (rule.iPadWithMultipleWindows.map {
                        $0 ? ", iPad apps with multiple windows" : ", except iPad apps with multiple windows"
                    } ?? ""),
                "logs": logs.map { observation -> [String: Any] in
                    [
                        "href": SitePaths.relative(from: page, to: SitePaths.observation(observation.id)),
                        "label": EvidenceText.version(observation.version) + " log",
                    ]
                },
                "documentation": rule.documentation.map { ["href": $0.url, "label": $0.title] },
                "inferred": rule.isInferred,
            ]
        }
        let count = { (test: (ObservationResult) -> Bool) in results.filter(test).count }
        let content = templates.render(
            "evidence",
            [
                "reproduced": count { $0.isReproduced }, "total": results.count,
                "disputed": count {
                    $0.standingDispute != nil && $0.observation.notSimulated == nil
                },
                "notCompared": count { $0.observation.notSimulated != nil }, "areas": areas, "rules": rules,
            ])
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: ui.evidence,
                description: "The device logs the engine is checked against, and what backs each of its rules.",
                section: nil, content: content, inEnglish: true))
    }

    /// What "proven" means: how the engine works, what a claim box says, what backs a claim.
    private func renderProven() -> RenderedPage {
        let page = SitePaths.proven
        let content = templates.render(
            "proven",
            [
                "versions": UIStrings.fill(
                    ui.provenVersions,
                    ["oldest": String(Platform.oldest.major), "newest": String(Platform.newest.major)]),
                "scenariosHref": SitePaths.relative(from: page, to: SitePaths.scenarios),
                "evidenceHref": SitePaths.relative(from: page, to: SitePaths.evidence),
            ])
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: ui.provenTitle, description: ui.provenDescription,
                section: nil, content: content))
    }

    private func renderObservation(_ result: ObservationResult) -> RenderedPage {
        let observation = result.observation
        let page = SitePaths.observation(observation.id)
        let verdict = Self.verdict(result)
        var reason = ""
        if case .inferred(_, let why) = observation.version { reason = why }
        let expected = observation.expect.map(\.text)
        let lines: [[String: Any]] = (0..<max(expected.count, result.engineLines.count)).map { index in
            let log = index < expected.count ? expected[index] : ""
            let engine = index < result.engineLines.count ? result.engineLines[index] : ""
            return [
                "number": index + 1, "log": log, "engine": engine, "mark": log == engine ? "✓" : "✗",
                "rowClass": log == engine ? "agree" : "differ",
            ]
        }
        var compared = true
        var notSimulated = ""
        if case .notSimulated(let why) = result.verdict {
            compared = false
            notSimulated = why
        }
        let links = ObservationLinks(
            page: page, titles: evidence.results.mapValues(\.observation.title))
        let context: [String: Any] = [
            "title": observation.title, "verdictText": verdict.long, "verdictClass": verdict.cssClass,
            "url": observation.source.url ?? "", "sourceTitle": observation.source.title,
            "author": observation.source.author ?? "", "language": observation.source.language ?? "",
            "date": observation.source.date ?? "", "version": EvidenceText.version(observation.version),
            "reason": links.html(reason), "device": observation.device ?? "",
            "kind": EvidenceText.kind(observation.kind),
            "debugger": observation.debugger.map {
                $0 ? "run from Xcode (not suspended in the background)" : "run without it"
            }
                ?? "",
            "area": Self.areaTitle(observation.area),
            "areaHref": SitePaths.relative(from: page, to: SitePaths.evidence) + "#" + observation.area,
            "setup": links.html(observation.setup),
            "scenarioSummary": ScenarioSetup.summary(observation.scenario, ui: .english),
            "compared": compared, "from": observation.from,
            "callbacks": observation.callbacks?.joined(separator: ", ") ?? "",
            "platform": EvidenceText.platform(observation.scenario.platform), "lines": lines,
            "notSimulated": links.html(notSimulated), "printed": observation.printed.joined(separator: "\n"),
            "disputed": links.html(result.standingDispute ?? ""), "notes": links.html(observation.notes ?? ""),
        ]
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: observation.title,
                description: "A device log (\(EvidenceText.version(observation.version))) and the engine's trace.",
                section: nil, content: templates.render("observation", context), inEnglish: true,
                extraCrumbs: [["title": ui.evidence, "href": SitePaths.relative(from: page, to: SitePaths.evidence)]]))
    }

    /// The verdict as a sentence and as the class that colours it; its short name is the
    /// result's own (`shortVerdict`), which `lifeline review` prints too.
    static func verdict(_ result: ObservationResult) -> (long: String, cssClass: String) {
        switch result.verdict {
        case .reproduced:
            ("The engine reproduces this log line for line.", "reproduced")
        case .differs where result.observation.disputed != nil:
            ("Disputed: the engine does not reproduce this log, and another log disagrees with it.", "disputed")
        case .differs:
            ("The engine does not reproduce this log.", "differs")
        case .notSimulated:
            ("Kept as evidence, not compared: the engine cannot simulate its setup yet.", "skipped")
        }
    }

    static func areaTitle(_ area: String) -> String {
        switch area {
        case "app-states": "App states"
        case "ipad-windows": "iPad windows"
        case "urls": "URLs and activities"
        default: area.prefix(1).uppercased() + area.dropFirst()
        }
    }
}
