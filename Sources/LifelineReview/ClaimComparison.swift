import LifelineContent
import LifelineDiagnostics
import LifelineValidation

/// Compares the sequence claims of topics present on both sides, and judges each claim on
/// each side from that side's own diagnostics.
///
/// A claim's verdict is read from the diagnostics rather than by running a rule again: an
/// error anywhere in its block (from the opening fence to the closing one) means failing,
/// whichever rule found it, exactly as `lifeline check` would have printed it.
enum ClaimComparison {
    static func changes(_ pairs: [TopicComparison.Pair], base: SideAnalysis, head: SideAnalysis) -> [ClaimChange] {
        let baseErrors = errorsByFile(base.diagnostics)
        let headErrors = errorsByFile(head.diagnostics)
        let baseEvidence = base.evidence
        let headEvidence = head.evidence
        var changes: [ClaimChange] = []
        for pair in pairs {
            guard let old = pair.base, let new = pair.head else { continue }
            let oldClaims = keyed(old.claims)
            let newClaims = keyed(new.claims)
            let keys =
                newClaims.map(\.key) + oldClaims.map(\.key).filter { key in !newClaims.contains { $0.key == key } }
            for key in keys {
                let before = oldClaims.first { $0.key == key }.map {
                    version($0.claim, of: old, in: base, errors: baseErrors[old.path] ?? [], evidence: baseEvidence)
                }
                let after = newClaims.first { $0.key == key }.map {
                    version($0.claim, of: new, in: head, errors: headErrors[new.path] ?? [], evidence: headEvidence)
                }
                let change = ClaimChange(
                    topic: new.id, scenario: key.scenario, file: after == nil ? old.path : new.path,
                    line: after?.line ?? before?.line ?? 1, base: before, head: after,
                    stepDiff: StepDiff.lines(claimed: before?.lines ?? [], actual: after?.lines ?? [])
                )
                if change.stepsChanged || change.verdictChanged { changes.append(change) }
            }
        }
        return changes.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    struct Key: Hashable {
        var scenario: String
        /// 1 for the topic's first claim on this scenario, 2 for the second, and so on.
        var occurrence: Int
    }

    static func keyed(_ claims: [SequenceClaim]) -> [(key: Key, claim: SequenceClaim)] {
        var seen: [String: Int] = [:]
        return claims.map { claim in
            seen[claim.scenario, default: 0] += 1
            return (Key(scenario: claim.scenario, occurrence: seen[claim.scenario] ?? 1), claim)
        }
    }

    static func version(
        _ claim: SequenceClaim, of topic: Topic, in side: SideAnalysis, errors: [Diagnostic], evidence: EvidenceIndex
    ) -> ClaimVersion {
        let steps = claim.steps.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
        // The closing fence is the line after the last step; "the claim stops early" is reported there.
        let block = claim.fenceLine...((claim.lines.last?.line ?? claim.fenceLine) + 1)
        let failure = errors.first { block.contains($0.location.line) }
        let verdict: ClaimVerdict
        if side.knowledgeBase.topicsByID[topic.id]?.path != topic.path {
            verdict = .unchecked
        } else if failure != nil {
            verdict = .failing
        } else {
            verdict = claim.isFill ? .traced : .proven
        }
        var version = ClaimVersion(
            steps: steps, platforms: claim.platforms?.description, lines: claim.lines.map(\.summary),
            line: claim.fenceLine, verdict: verdict, reason: verdict == .failing ? failure?.summary : nil
        )
        if let scenario = side.scenarios.scenarios[claim.scenario] {
            let covered = claim.platforms.map(ValidationContext.platforms(in:)) ?? [scenario.platform]
            let callbacks = claim.isFill ? nil : Set(claim.lines.map(\.callback))
            version.evidence = evidence.backing(of: scenario, steps: claim.steps, callbacks: callbacks, on: covered).map
            {
                ClaimVersion.ClaimBacking(
                    platform: $0.platform.description, level: $0.level.rawValue, observations: $0.observations.map(\.id)
                )
            }
        }
        return version
    }

    private static func errorsByFile(_ diagnostics: [Diagnostic]) -> [String: [Diagnostic]] {
        Dictionary(grouping: diagnostics.filter { $0.severity == .error }, by: \.file)
    }
}
