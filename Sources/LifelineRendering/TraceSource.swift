import LifelineEngine
import LifelineScenarios

/// What the check hands the pages: the scenarios, the traces it simulated (so no scenario runs
/// twice), the observations' results, and each claim's result.
public struct TraceSource: Sendable {
    public var scenarios: ScenarioLibrary
    public var cache: TraceCache
    public var evidence: EvidenceIndex
    public var claims: ClaimResults

    public init(
        scenarios: ScenarioLibrary = ScenarioLibrary(), cache: TraceCache = TraceCache(),
        evidence: EvidenceIndex? = nil,
        claims: ClaimResults = ClaimResults()
    ) {
        self.scenarios = scenarios
        self.cache = cache
        self.evidence = evidence ?? EvidenceIndex(library: scenarios, traces: cache)
        self.claims = claims
    }

    /// Every step of a scenario's trace, for its own page.
    func rows(for scenario: Scenario) -> [SequenceRow]? {
        guard case .success(let trace) = cache.trace(of: scenario) else { return nil }
        return trace.steps.map(SequenceRow.init)
    }
}
