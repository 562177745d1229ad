import LifelineDiagnostics

/// The review as a pull-request comment or a GitHub job summary: a verdict and a table of
/// counts first, then one collapsible `<details>` section per part of the report.
public enum ReviewMarkdown {
    public static func render(_ review: Review) -> String {
        var out = ["## Lifeline review", "", "\(MarkdownText.code(review.base.label)) → \(headLabel(review))", ""]
        out.append(verdict(review))
        out.append("")
        if review.isEmpty {
            out.append("No change to the knowledge base: the same topics, claims, traces, diagnostics and pages.")
        } else {
            out += counts(review)
        }
        if let engine = review.baseEngine {
            out += [
                "", "> The base's scenarios were simulated by the base's own engine (\(MarkdownText.code(engine))).",
            ]
        } else if review.engineChanged == true {
            out += [
                "",
                "> [!NOTE]",
                "> The engine's sources differ between these revisions, and both sides were simulated by this "
                    + "build's engine, so traces differ only where scenario files do. To see what the engine change "
                    + "does to the traces, pass `--base-lifeline` a lifeline built at the base.",
            ]
        }
        if let note = review.pagesNote { out += ["", "> Pages: \(MarkdownText.text(note))."] }
        if !review.changedTemplates.isEmpty {
            out += [
                "",
                "> Templates changed: " + review.changedTemplates.map(MarkdownText.code).joined(separator: ", ")
                    + ". Every page is rendered through them; the pages below show what the change does.",
            ]
        }
        out += section("Topics", review.topics.count, topics(review.topics))
        out += section(
            "Translations", review.translations.count,
            review.translations.map { "- **\($0.change.rawValue)** \(MarkdownText.code($0.path))" })
        out += section("Sequence claims", review.claims.count, claims(review.claims))
        out += section("Scenarios", review.scenarios.count, scenarios(review.scenarios))
        out += section("Device logs", review.observations.count, observations(review.observations))
        let diagnosticCount = review.diagnostics.introduced.count + review.diagnostics.fixed.count
        out += section("Diagnostics", diagnosticCount, diagnostics(review.diagnostics))
        out += section("Pages", review.pages.count, pages(review.pages))
        return out.joined(separator: "\n") + "\n"
    }

    static func headLabel(_ review: Review) -> String {
        review.head.commit == nil ? "working tree" : MarkdownText.code(review.head.label)
    }

    static func verdict(_ review: Review) -> String {
        let introduced = review.diagnostics.introduced
        let errors = introduced.filter { $0.severity == .error }.count
        let warnings = introduced.filter { $0.severity == .warning }.count
        let warningText = warnings > 0 ? " and \(plural(warnings, "warning"))" : ""
        if errors > 0 { return "❌ **The head introduces \(plural(errors, "error"))\(warningText).**" }
        if warnings > 0 { return "⚠️ **The head introduces no errors, but \(plural(warnings, "warning")).**" }
        return "✅ **The head introduces no errors or warnings.**"
    }

    static func counts(_ review: Review) -> [String] {
        var rows: [(String, String)] = []
        let topicCounts = TopicChange.Kind.allCases.compactMap { kind -> String? in
            let count = review.topics.filter { $0.change == kind }.count
            return count > 0 ? "\(count) \(kind.rawValue)" : nil
        }
        if !topicCounts.isEmpty { rows.append(("Topics", topicCounts.joined(separator: ", "))) }
        if !review.translations.isEmpty {
            rows.append(("Translations", "\(plural(review.translations.count, "file")) changed"))
        }
        if !review.claims.isEmpty {
            rows.append(
                (
                    "Sequence claims",
                    "\(review.claimsWithChangedSteps.count) with changed steps, "
                        + "\(review.claimsWithChangedVerdict.count) with a changed verdict"
                ))
        }
        if !review.changedTemplates.isEmpty {
            rows.append(("Templates", "\(plural(review.changedTemplates.count, "file")) changed"))
        }
        if !review.scenarios.isEmpty {
            let edited = review.scenarios.filter { $0.fileChanged && !$0.traceChanged }.count
            rows.append(
                (
                    "Scenarios",
                    "\(plural(review.scenariosWithChangedTrace.count, "trace")) changed"
                        + (edited > 0 ? ", \(edited) edited with the same trace" : "")
                ))
        }
        if !review.observations.isEmpty {
            let verdicts = Dictionary(grouping: review.observations.compactMap(\.head), by: { $0 })
                .sorted { $0.key < $1.key }.map { "\($0.value.count) \($0.key)" }
            let changes = TopicChange.Kind.allCases.compactMap { kind -> String? in
                let count = review.observations.filter { $0.change == kind }.count
                return count > 0 ? "\(count) \(kind.rawValue)" : nil
            }
            rows.append(
                (
                    "Device logs",
                    changes.joined(separator: ", ")
                        + (verdicts.isEmpty ? "" : "; on the head: " + verdicts.joined(separator: ", "))
                ))
        }
        let introduced = review.diagnostics.introduced
        let fixed = review.diagnostics.fixed
        if !introduced.isEmpty || !fixed.isEmpty {
            rows.append(("Diagnostics", "\(introduced.count) introduced, \(fixed.count) fixed"))
        }
        if !review.pages.isEmpty {
            let layout = review.pages.filter { $0.scope == .layout }.count
            let content = review.pages.count - layout
            rows.append(("Pages", "\(content) with changed content, \(layout) with changed navigation only"))
        }
        return ["| | base → head |", "| --- | --- |"] + rows.map { "| \($0.0) | \($0.1) |" }
    }

    /// One line a log: what changed, and the engine's verdict on each side.
    static func observations(_ changes: [ObservationChange]) -> [String] {
        changes.map { change in
            let verdict =
                switch (change.base, change.head) {
                case (let old?, let new?) where old != new: "\(old) → \(new)"
                case (_, let new?): new
                case (let old?, nil): "was \(old)"
                case (nil, nil): ""
                }
            let title = change.title.map { " \(MarkdownText.text($0))" } ?? ""
            return "- **\(change.change.rawValue)** \(MarkdownText.code(change.path))\(title): \(verdict)"
        }
    }

    static func section(_ title: String, _ count: Int, _ lines: [String]) -> [String] {
        guard count > 0 else { return [] }
        return ["", "<details><summary>\(MarkdownText.html(title)) (\(count))</summary>", ""] + lines + [
            "", "</details>",
        ]
    }

    static func topics(_ changes: [TopicChange]) -> [String] {
        var out: [String] = []
        for change in changes {
            var line =
                "- **\(change.change.rawValue)** \(MarkdownText.code(change.id)) \(MarkdownText.text(change.title))"
            switch change.change {
            case .renamed:
                line += ": \(MarkdownText.code(change.basePath ?? "")) → \(MarkdownText.code(change.headPath ?? ""))"
            default:
                line += " (\(MarkdownText.code(change.path)))"
            }
            out.append(line)
            for field in change.fields {
                out.append("  - \(MarkdownText.code(field.key)): " + fieldChange(field))
            }
            if let body = change.body {
                out.append("  - body: +\(body.added) −\(body.removed) lines")
            }
        }
        return out
    }

    /// `old → new`, or for a list the items it gained and lost; `code` quotes a value and
    /// `none` stands for a key not written (as Markdown here, as plain text in an annotation).
    static func fieldChange(
        _ field: FieldChange, code: (String) -> String = MarkdownText.code, none: String = "*(none)*"
    ) -> String {
        guard let added = field.added, let removed = field.removed else {
            return "\(field.base.map(code) ?? none) → \(field.head.map(code) ?? none)"
        }
        let parts = [("added", added), ("removed", removed)].filter { !$0.1.isEmpty }.map { label, items in
            "\(label) " + items.map(code).joined(separator: ", ")
        }
        return parts.joined(separator: "; ")
    }

    static func value(_ text: String?) -> String {
        text.map(MarkdownText.code) ?? "*(none)*"
    }

    static func claims(_ changes: [ClaimChange]) -> [String] {
        var out: [String] = []
        for change in changes {
            if !out.isEmpty { out.append("") }
            out.append(
                "**\(MarkdownText.code(change.topic))** \(MarkdownText.code("\(change.file):\(change.line)")), "
                    + "scenario \(MarkdownText.code(change.scenario))")
            out.append("")
            var facts: [String] = []
            switch (change.base, change.head) {
            case (nil, .some): facts.append("new claim")
            case (.some, nil): facts.append("claim removed")
            case (let old?, let new?):
                if old.steps != new.steps {
                    facts.append("steps= \(value(old.steps)) → \(value(new.steps))")
                }
                if old.platforms != new.platforms {
                    facts.append("platforms= \(value(old.platforms)) → \(value(new.platforms))")
                }
                if old.lines != new.lines { facts.append("claimed steps changed") }
            case (nil, nil): break
            }
            facts.append("verdict: \(verdicts(change))")
            out.append(facts.joined(separator: "; "))
            if change.stepsChanged, change.base?.lines != change.head?.lines {
                out += ["", MarkdownText.block(DiffExcerpt.lines(change.stepDiff), language: "diff")]
            }
        }
        return out
    }

    static func verdicts(_ change: ClaimChange) -> String {
        func describe(_ version: ClaimVersion) -> String {
            var text = "**\(version.verdict.rawValue)**"
            if let reason = version.reason { text += " (\(MarkdownText.text(reason)))" }
            return text
        }
        switch (change.base, change.head) {
        case (let old?, let new?) where old.verdict == new.verdict && old.reason == new.reason:
            return describe(new) + " on both sides"
        case (let old?, let new?): return describe(old) + " → " + describe(new)
        case (nil, let new?): return describe(new)
        case (let old?, nil): return describe(old) + " before"
        case (nil, nil): return ""
        }
    }

    static func scenarios(_ changes: [ScenarioChange]) -> [String] {
        var out: [String] = []
        for change in changes {
            if !out.isEmpty { out.append("") }
            var heading = "**\(MarkdownText.code(change.id))** \(MarkdownText.text(change.title))"
            if let from = change.basePath, let to = change.headPath, from != to {
                heading += ": \(MarkdownText.code(from)) → \(MarkdownText.code(to))"
            } else {
                heading += " (\(MarkdownText.code(change.path)))"
            }
            out.append(heading)
            out.append("")
            var facts: [String] = []
            switch change.change {
            case .added: facts.append("new scenario")
            case .removed: facts.append("scenario removed")
            case .changed: facts.append(change.traceChanged ? "trace changed" : "file edited, same trace")
            }
            if let old = change.base?.platform, let new = change.head?.platform, old != new {
                facts.append("platform \(MarkdownText.code(old)) → \(MarkdownText.code(new))")
            }
            if let failure = change.base?.failure { facts.append("base: \(MarkdownText.text(failure))") }
            if let failure = change.head?.failure { facts.append("head: \(MarkdownText.text(failure))") }
            out.append(facts.joined(separator: "; "))
            if change.traceChanged, !change.traceDiff.isEmpty {
                out += ["", MarkdownText.block(DiffExcerpt.lines(change.traceDiff), language: "diff")]
            }
        }
        return out
    }

    static func diagnostics(_ changes: DiagnosticChanges) -> [String] {
        let formatter = DiagnosticFormatter()
        var out: [String] = []
        if !changes.introduced.isEmpty {
            out += ["Introduced by the head:", ""]
            out.append(MarkdownText.block(changes.introduced.map(formatter.format), language: "text"))
        }
        if !changes.fixed.isEmpty {
            if !out.isEmpty { out.append("") }
            out += ["Fixed (lines as on the base):", ""]
            out.append(MarkdownText.block(changes.fixed.map(formatter.format), language: "text"))
        }
        return out
    }

    static func pages(_ changes: [PageChange]) -> [String] {
        let content = changes.filter { $0.scope == .content }
        let layout = changes.filter { $0.scope == .layout }
        var out = content.map { "- **\($0.change.rawValue)** \(MarkdownText.code($0.path))" }
        if !layout.isEmpty {
            if !out.isEmpty { out.append("") }
            out.append(
                "Navigation only (sidebar, header or footer): "
                    + layout.map { MarkdownText.code($0.path) }.joined(separator: ", "))
        }
        return out
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
