import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import LifelineValidation

/// Compares the sequence claims of each topic on the two sides, each with the result the
/// side's check left for it (`ClaimResult`): its verdict, and what backs it. An added topic's
/// claims are all new, and a removed one's all removed: a reviewer of a new page wants its
/// verdicts as much as those of an edited one.
enum ClaimComparison {
    static func changes(_ pairs: [TopicComparison.Pair], base: SideAnalysis, head: SideAnalysis) -> [ClaimChange] {
        var changes: [ClaimChange] = []
        for pair in pairs {
            guard let topic = pair.head ?? pair.base else { continue }
            let oldClaims = pair.base.map { keyed($0.claims) } ?? []
            let newClaims = pair.head.map { keyed($0.claims) } ?? []
            let keys =
                newClaims.map(\.key) + oldClaims.map(\.key).filter { key in !newClaims.contains { $0.key == key } }
            for key in keys {
                let before = pair.base.flatMap { old in
                    oldClaims.first { $0.key == key }.map { version($0.claim, of: old, in: base) }
                }
                let after = pair.head.flatMap { new in
                    newClaims.first { $0.key == key }.map { version($0.claim, of: new, in: head) }
                }
                let change = ClaimChange(
                    topic: topic.id, scenario: key.scenario,
                    file: after == nil ? (pair.base ?? topic).path : topic.path,
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

    static func version(_ claim: SequenceClaim, of topic: Topic, in side: SideAnalysis) -> ClaimVersion {
        let steps = claim.steps.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
        let result =
            side.knowledgeBase.topicsByID[topic.id]?.path == topic.path
            ? side.claims.result(file: topic.path, fenceLine: claim.fenceLine) : nil
        let verdict: ClaimVerdict =
            switch result?.verdict {
            case nil: .unchecked
            case .failing: .failing
            case .traced: .traced
            case .proven: .proven
            }
        var version = ClaimVersion(
            steps: steps, platforms: claim.platforms?.description, lines: claim.lines.map(\.summary),
            line: claim.fenceLine, verdict: verdict, reason: verdict == .failing ? result?.reason : nil
        )
        if let result, result.scenario != nil {
            version.evidence = result.evidence.map {
                ClaimVersion.ClaimBacking(
                    platform: $0.platform.description, level: $0.level.rawValue,
                    observations: $0.observations.map(\.id), unlogged: $0.unlogged)
            }
        }
        return version
    }
}
