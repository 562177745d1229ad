import LifelineContent
import LifelineDiagnostics

/// Runs every rule: per-topic rules in parallel over topics, then the whole-base rules.
public struct Validator: Sendable {
    /// Every rule `lifeline check` and `lifeline build` run, in a stable order.
    public static let standardRules: [any ValidationRule] = [
        LinkRule(),
        RelatedTopicRule(),
        CallbackNameRule(),
        SequenceClaimRule(),
        ScenarioRunRule(),
        StateFactsRule(),
        WindowLevelRule(),
        NibLookupRule(),
        PlatformAvailabilityRule(),
        PlatformRangeRule(),
        CoverageRule(),
        ObservationRule(),
    ]

    public var rules: [any ValidationRule]

    public init(rules: [any ValidationRule] = Validator.standardRules) {
        self.rules = rules
    }

    public func validate(_ context: ValidationContext) async -> [Diagnostic] {
        let byTopic = await validate(context.knowledgeBase.topics, in: context)
        return (byTopic.values.flatMap { $0 } + validateWhole(context)).sortedForPrinting()
    }

    /// The per-topic rules' findings for `topics` (in parallel), by each topic's path inside
    /// the content folder. Kept apart so the build cache can store them with the topic's file
    /// and run them again for changed topics alone.
    public func validate(_ topics: [Topic], in context: ValidationContext) async -> [String: [Diagnostic]] {
        let rules = self.rules
        return await withTaskGroup(of: (String, [Diagnostic]).self) { group in
            for topic in topics {
                group.addTask {
                    let found = rules.flatMap { $0.check(topic: topic, in: context) }
                    Self.settleClaims(of: topic, with: found, in: context)
                    return (topic.contentPath, found)
                }
            }
            var all: [String: [Diagnostic]] = [:]
            for await (path, found) in group { all[path, default: []] += found }
            return all
        }
    }

    /// A claim any rule reported an error inside (a callback the engine does not know, a
    /// platform it is not called on, a mismatch) is failing, for the first such error: its
    /// result is settled here, once, with everything the check found.
    static func settleClaims(of topic: Topic, with diagnostics: [Diagnostic], in context: ValidationContext) {
        guard let claims = context.claims else { return }
        for claim in topic.claims {
            guard var result = claims.result(file: topic.path, fenceLine: claim.fenceLine),
                let error = diagnostics.first(where: {
                    $0.severity == .error && $0.file == topic.path && claim.lineSpan.contains($0.location.line)
                })
            else { continue }
            result.verdict = .failing
            result.reason = error.summary
            claims.record(result, file: topic.path, fenceLine: claim.fenceLine)
        }
    }

    /// The findings of the rules about the knowledge base as a whole (coverage).
    public func validateWhole(_ context: ValidationContext) -> [Diagnostic] {
        rules.flatMap { $0.checkAll(in: context) }
    }
}
