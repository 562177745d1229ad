import LifelineContent
import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios

/// Each ` ```sequence ` claim is what the engine does: the scenario's trace, on every
/// platform the claim covers, cut to the claimed steps, objects and callbacks, equals the
/// claim line for line. A mismatch is reported at the claim's first differing line, with
/// a note showing the claim against the engine as a small diff.
struct SequenceClaimRule: ValidationRule {
    static let ids = ["claim.unknown-scenario", "claim.unknown-object", "claim.mismatch", "claim.not-simulated"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        topic.claims.flatMap { check($0, topic: topic, context: context) }
    }

    /// The claim's diagnostics; its result is left in `context.claims`, where the validator
    /// settles it with what the other rules found in the block.
    func check(_ claim: SequenceClaim, topic: Topic, context: ValidationContext) -> [Diagnostic] {
        let fence = SourceRange(line: claim.fenceLine, column: 1)
        guard let scenario = context.scenarios.scenarios[claim.scenario] else {
            let isBroken = context.scenarios.hasFile(for: claim.scenario)
            let suggestion = NearMiss.suggestion(for: claim.scenario, among: context.scenarios.ids)
            let place = claim.places.scenario
            let diagnostic = Diagnostic(
                id: "claim.unknown-scenario", file: topic.path, range: place ?? fence,
                summary: "no scenario '\(claim.scenario)' in the scenarios folder"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                fixIts: FixIt.replacing(place, with: suggestion))
            context.claims?.record(
                ClaimResult(
                    scenario: nil, platforms: [], shownPlatform: nil, shownSteps: nil, verdict: .failing,
                    reason: isBroken ? "the file of scenario '\(claim.scenario)' has errors" : diagnostic.summary,
                    evidence: []),
                file: topic.path, fenceLine: claim.fenceLine)
            // The scenario's file has its own error; this claim is not a second one.
            return isBroken ? [] : [diagnostic]
        }
        // A scenario that cannot run on its own platform is reported at its step
        // (`ScenarioRunRule`); its claims fail with that reason, and are not each an error.
        if case .failure(let error) = context.traces.simulated(scenario, on: scenario.platform).result {
            context.claims?.record(
                ClaimResult(
                    scenario: nil, platforms: [], shownPlatform: nil, shownSteps: nil, verdict: .failing,
                    reason: "scenario '\(scenario.id)' cannot run: \(error.message)", evidence: []),
                file: topic.path, fenceLine: claim.fenceLine)
            return []
        }
        let platforms = claim.platforms.map(ValidationContext.platforms(in:)) ?? [scenario.platform]
        var verdicts = platforms.map { (platform: $0, verdict: ClaimResult.PlatformVerdict.notCompared) }
        let diagnostics =
            claim.isFill
            ? [] : compare(claim, with: scenario, on: platforms, topic: topic, context: context, verdicts: &verdicts)
        context.claims?.record(
            result(of: claim, scenario: scenario, platforms: verdicts, diagnostics: diagnostics, context: context),
            file: topic.path, fenceLine: claim.fenceLine)
        return diagnostics
    }

    /// The claim's result: the steps the page shows, on the scenario's own platform when the
    /// claim covers it (else the newest it covers), what they leave out of the trace over the
    /// claimed steps, and what backs each platform.
    func result(
        of claim: SequenceClaim, scenario: Scenario,
        platforms: [(platform: Platform, verdict: ClaimResult.PlatformVerdict)],
        diagnostics: [Diagnostic], context: ValidationContext
    ) -> ClaimResult {
        let covered = platforms.map(\.platform)
        let shown = covered.contains(scenario.platform) ? scenario.platform : (covered.last ?? scenario.platform)
        var steps: [TraceStep]?
        var excerpt: TraceExcerpt?
        if case .success(let trace) = context.traces.trace(of: scenario, on: shown) {
            let objects = claim.isFill ? scenario.log.map(Set.init) : Set(claim.lines.map(\.object))
            let callbacks = claim.isFill ? nil : Set(claim.lines.map(\.callback))
            let claimed = trace.steps.filter { claim.steps?.contains($0.scenarioStep) ?? true }
            let kept = claimed.filter { step in
                (objects?.contains(step.object) ?? true) && (callbacks?.contains(step.callback.selector) ?? true)
            }
            steps = kept
            excerpt = TraceExcerpt.of(shown: kept, in: claimed)
        }
        let error = diagnostics.first { $0.severity == .error }
        return ClaimResult(
            scenario: scenario, platforms: platforms, shownPlatform: shown, shownSteps: steps, excerpt: excerpt,
            verdict: error != nil ? .failing : claim.isFill ? .traced : .proven, reason: error?.summary,
            evidence: context.evidence.backing(
                of: scenario, steps: claim.steps, callbacks: claim.isFill ? nil : Set(claim.lines.map(\.callback)),
                on: covered))
    }

    /// Compares the claim with the scenario's trace on each platform, and says on which it holds.
    private func compare(
        _ claim: SequenceClaim, with scenario: Scenario, on platforms: [Platform], topic: Topic,
        context: ValidationContext, verdicts: inout [(platform: Platform, verdict: ClaimResult.PlatformVerdict)]
    ) -> [Diagnostic] {
        let fence = SourceRange(line: claim.fenceLine, column: 1)
        if let steps = claim.steps, steps.upperBound > scenario.steps.count {
            let asked = steps.count == 1 ? "\(steps.lowerBound)" : "\(steps.lowerBound)-\(steps.upperBound)"
            let count = scenario.steps.count == 1 ? "1 step" : "\(scenario.steps.count) steps"
            return [
                Diagnostic(
                    id: "claim.invalid-steps", file: topic.path, range: claim.places.steps ?? fence,
                    summary: "steps=\(asked) asks for steps scenario '\(scenario.id)' does not have: it has \(count)")
            ]
        }
        var diagnostics: [Diagnostic] = []
        // The platforms the claim covers that the scenario cannot run on are one mistake of the
        // claim's: one error names them all, with the engine's reason on the first.
        let cannotRun = platforms.compactMap { platform -> (platform: Platform, reason: String)? in
            guard case .failure(let error) = context.traces.simulated(scenario, on: platform).result else { return nil }
            return (platform, error.message)
        }
        if let first = cannotRun.first {
            let named = cannotRun.map { "\($0.platform)" }.joined(separator: ", ")
            let reason = cannotRun.count == 1 ? first.reason : "on \(first.platform), \(first.reason)"
            diagnostics.append(
                Diagnostic(
                    id: "claim.not-simulated", file: topic.path, range: fence,
                    summary: "scenario '\(scenario.id)' cannot run on \(named): \(reason)"))
        }
        // A claim names a few objects and callbacks: looked up in arrays, as hashing every
        // step's names to test them against sets cost more than comparing them.
        let objects = claim.lines.map(\.object)
        let callbacks = claim.lines.map(\.callback)
        var reportedObjects = false
        func isKept(_ step: TraceStep) -> Bool {
            (claim.steps?.contains(step.scenarioStep) ?? true) && objects.contains(step.object)
                && callbacks.contains(step.callback.selector)
        }
        // The variants of the traces the claim was found to hold for: a platform whose trace
        // has the same steps as one of them holds too, and is not compared again.
        var heldVariants: [Int] = []
        for (platformIndex, platform) in platforms.enumerated() {
            let simulated = context.traces.simulated(scenario, on: platform)
            if let variant = simulated.variant, heldVariants.contains(variant) {
                verdicts[platformIndex].verdict = .holds
                continue
            }
            let trace: Trace
            switch simulated.result {
            case .success(let value): trace = value
            case .failure(let error):
                verdicts[platformIndex].verdict = .cannotRun(error.message)
                continue
            }
            if !reportedObjects {
                reportedObjects = true
                func isKnown(_ object: String) -> Bool {
                    trace.steps.contains { $0.object == object } || scenario.controllers.contains { $0.name == object }
                        || scenario.views.contains { $0.name == object }
                }
                let unknown = claim.lines.filter { !isKnown($0.object) }
                // Only for suggestions, so made only when a name is unknown, and once.
                let known =
                    unknown.isEmpty
                    ? []
                    : Set(trace.steps.map(\.object)).union(scenario.controllers.map(\.name))
                        .union(scenario.views.map(\.name)).sorted()
                for line in unknown {
                    let place = SourceRange(
                        line: line.line, column: line.objectColumn, length: line.object.unicodeScalars.count)
                    let suggestion = NearMiss.suggestion(for: line.object, among: known)
                    diagnostics.append(
                        Diagnostic(
                            id: "claim.unknown-object", file: topic.path, range: place,
                            summary: "scenario '\(scenario.id)' has no object '\(line.object)'"
                                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                            fixIts: FixIt.replacing(place, with: suggestion)
                        )
                    )
                }
                if !diagnostics.isEmpty { return diagnostics }
            }
            // Most claims hold: compared in place by their parts first, without copying the
            // steps kept or making a summary string per step (equal parts make equal summaries).
            if Self.holds(claim.lines, on: trace.steps, keeping: isKept) {
                if let variant = simulated.variant { heldVariants.append(variant) }
                verdicts[platformIndex].verdict = .holds
                continue
            }
            let actual = trace.steps.filter(isKept).map(\.summary)
            let claimed = claim.lines.map(\.summary)
            verdicts[platformIndex].verdict = .differs
            guard let firstDifference = StepDiff.firstDifference(claimed: claimed, actual: actual) else {
                if let variant = simulated.variant { heldVariants.append(variant) }
                verdicts[platformIndex].verdict = .holds
                continue
            }
            // At the line's first word; past the last line, at the closing fence.
            let place =
                firstDifference < claim.lines.count
                ? SourceRange(
                    line: claim.lines[firstDifference].line, column: claim.lines[firstDifference].objectColumn)
                : SourceRange(line: (claim.lines.last?.line ?? claim.fenceLine) + 1, column: 1)
            let what: String
            if firstDifference < claim.lines.count {
                let callback = claim.lines[firstDifference].callback
                // callback.unknown already reports a callback the engine does not know at all.
                if !ValidationContext.knownSelectors.contains(callback) { continue }
                what =
                    trace.steps.contains { $0.callback.selector == callback }
                    ? "'\(claimed[firstDifference])' is not what the engine does here"
                    : "the engine never calls '\(callback)' in this scenario on \(platform)"
            } else {
                what = "the claim stops early"
            }
            let expected =
                firstDifference < actual.count ? "; on \(platform) the engine has '\(actual[firstDifference])'" : ""
            let scope = claim.platforms.map { " (claimed for \($0))" } ?? ""
            diagnostics.append(
                Diagnostic(
                    id: "claim.mismatch", file: topic.path, range: place,
                    summary:
                        "sequence claim differs from scenario '\(scenario.id)' on \(platform)\(scope): \(what)\(expected)",
                    notes: [
                        DiagnosticNote(
                            file: topic.path, range: fence,
                            message: "claim (-) against the engine (+) on \(platform):\n"
                                + StepDiff.lines(claimed: claimed, actual: actual).map { "    " + $0 }.joined(
                                    separator: "\n")
                        )
                    ]
                )
            )
            break
        }
        return diagnostics
    }

    /// Whether the steps `isKept` keeps are the claimed lines, object and callback one for one.
    static func holds(
        _ lines: [SequenceClaim.Line], on steps: [TraceStep], keeping isKept: (TraceStep) -> Bool
    ) -> Bool {
        var matched = 0
        for step in steps where isKept(step) {
            guard matched < lines.count, lines[matched].object == step.object,
                lines[matched].callback == step.callback.selector
            else { return false }
            matched += 1
        }
        return matched == lines.count
    }
}
