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
        StateFactsRule(),
        WindowLevelRule(),
        NibLookupRule(),
        PlatformAvailabilityRule(),
        PlatformRangeRule(),
        CoverageRule(),
    ]

    public var rules: [any ValidationRule]

    public init(rules: [any ValidationRule] = Validator.standardRules) {
        self.rules = rules
    }

    public func validate(_ context: ValidationContext) async -> [Diagnostic] {
        let rules = self.rules
        var diagnostics = await withTaskGroup(of: [Diagnostic].self) { group in
            for topic in context.knowledgeBase.topics {
                group.addTask { rules.flatMap { $0.check(topic: topic, in: context) } }
            }
            var all: [Diagnostic] = []
            for await found in group { all += found }
            return all
        }
        for rule in rules { diagnostics += rule.checkAll(in: context) }
        return diagnostics.sortedForPrinting()
    }
}
