import LifelineContent
import LifelineDiagnostics

/// One check the `check` step runs: a small type named for the problem it finds.
///
/// Rules are pure: they read the context and return diagnostics. Most look at one topic at
/// a time (`check(topic:in:)`), so the validator runs them in parallel over topics; rules
/// about the knowledge base as a whole (coverage) use `checkAll(in:)`.
public protocol ValidationRule: Sendable {
    /// The rule ids this rule can report, for documentation and tests.
    static var ids: [String] { get }
    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic]
    func checkAll(in context: ValidationContext) -> [Diagnostic]
}

extension ValidationRule {
    public func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] { [] }
    public func checkAll(in context: ValidationContext) -> [Diagnostic] { [] }
}
