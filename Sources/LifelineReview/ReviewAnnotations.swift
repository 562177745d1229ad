import LifelineDiagnostics

/// The review as GitHub Actions workflow commands, so a pull request shows it on the
/// changed lines: introduced problems as `::error`/`::warning`, and what a reviewer should
/// look at (a claim's new steps, a changed trace, a changed front-matter value, a claim
/// proven again) as `::notice`. A last plain line sums the review up for the log.
public enum ReviewAnnotations {
    public static func render(_ review: Review) -> String {
        var notices: [Diagnostic] = []
        for change in review.topics {
            notices += topicNotices(change)
        }
        for change in review.claims {
            notices += claimNotices(change)
        }
        for change in review.scenarios where change.traceChanged && change.headPath != nil {
            let diff = change.traceDiff
            let added = diff.filter { $0.hasPrefix("+ ") }.count
            let removed = diff.filter { $0.hasPrefix("- ") }.count
            var summary =
                change.change == .added
                ? "new scenario '\(change.id)'" : "the engine's trace of scenario '\(change.id)' changed"
            if let failure = change.head?.failure { summary += ": \(failure)" }
            if !diff.isEmpty {
                summary += " (+\(added) −\(removed) steps)\n" + DiffExcerpt.lines(diff).joined(separator: "\n")
            }
            notices.append(note("review.trace", change.path, line: 1, summary))
        }
        let lines = (review.diagnostics.introduced + notices).sortedForPrinting().map(GitHubAnnotations.format)
        return (lines + [summaryLine(review)]).joined(separator: "\n") + "\n"
    }

    static func topicNotices(_ change: TopicChange) -> [Diagnostic] {
        guard let path = change.headPath else { return [] }
        var notices: [Diagnostic] = []
        if change.change == .renamed, let from = change.basePath {
            notices.append(note("review.renamed", path, line: 1, "topic '\(change.id)' moved here from \(from)"))
        }
        for field in change.fields {
            let summary =
                "front matter '\(field.key)' changed: "
                + ReviewMarkdown.fieldChange(field, code: { $0 }, none: "(none)")
            notices.append(note("review.front-matter", path, line: field.line ?? 1, summary))
        }
        return notices
    }

    static func claimNotices(_ change: ClaimChange) -> [Diagnostic] {
        guard let head = change.head else { return [] }
        var notices: [Diagnostic] = []
        if change.stepsChanged {
            let what = change.base == nil ? "new sequence claim" : "sequence claim changed"
            let diff = change.base == nil ? head.lines : DiffExcerpt.lines(change.stepDiff)
            notices.append(
                note(
                    "review.claim-steps", change.file, line: change.line,
                    "\(what) on scenario '\(change.scenario)', \(head.verdict.rawValue) at head:\n"
                        + diff.joined(separator: "\n")))
        }
        if change.verdictChanged, head.verdict == .proven {
            notices.append(
                note(
                    "review.claim-verdict", change.file, line: change.line,
                    "sequence claim on scenario '\(change.scenario)' is proven again (it was failing on the base)"))
        }
        return notices
    }

    static func note(_ id: String, _ file: String, line: Int, _ summary: String) -> Diagnostic {
        Diagnostic(id: id, severity: .note, file: file, range: SourceRange(line: line, column: 1), summary: summary)
    }

    /// `lifeline review origin/main (1a2b3c4) → working tree: 1 error and 0 warnings introduced, 2 fixed; …`.
    static func summaryLine(_ review: Review) -> String {
        let introduced = review.diagnostics.introduced
        let errors = introduced.filter { $0.severity == .error }.count
        let warnings = introduced.filter { $0.severity == .warning }.count
        let plural = ReviewMarkdown.plural
        return "lifeline review \(review.base.label) → \(review.head.label): "
            + "\(plural(errors, "error")) and \(plural(warnings, "warning")) introduced, "
            + "\(review.diagnostics.fixed.count) fixed; changed: \(plural(review.topics.count, "topic")), "
            + "\(plural(review.claims.count, "claim")), \(plural(review.scenarios.count, "scenario")), "
            + "\(plural(review.pages.count, "page"))"
    }
}
