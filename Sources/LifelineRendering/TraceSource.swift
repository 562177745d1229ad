import LifelineContent
import LifelineEngine
import LifelineValidation

/// Where rendering gets scenarios and their traces: the same library and cache the check
/// step used, so every scenario is simulated once per build.
public struct TraceSource: Sendable {
    public var scenarios: ScenarioLibrary
    public var cache: TraceCache

    public init(scenarios: ScenarioLibrary = ScenarioLibrary(), cache: TraceCache = TraceCache()) {
        self.scenarios = scenarios
        self.cache = cache
    }

    /// The rows a sequence block shows: the claim's cut of the trace, or for an empty block
    /// the scenario's logged objects over the claimed steps.
    func rows(for claim: SequenceClaim) -> (scenario: Scenario, platform: Platform, rows: [SequenceRow])? {
        guard let scenario = scenarios.scenarios[claim.scenario] else { return nil }
        // Show the scenario's own platform when the claim covers it, else the newest it covers.
        let covered = claim.platforms.map(ValidationContext.platforms(in:)) ?? [scenario.platform]
        let platform = covered.contains(scenario.platform) ? scenario.platform : (covered.last ?? scenario.platform)
        guard case .success(let trace) = cache.trace(of: scenario, on: platform) else { return nil }
        let objects = claim.isFill ? scenario.log.map(Set.init) : Set(claim.lines.map(\.object))
        let callbacks = claim.isFill ? nil : Set(claim.lines.map(\.callback))
        let steps = trace.steps.filter { step in
            (claim.steps?.contains(step.scenarioStep) ?? true) && (objects?.contains(step.object) ?? true)
                && (callbacks?.contains(step.callback.selector) ?? true)
        }
        return (scenario, platform, steps.map(SequenceRow.init))
    }

    /// Every step of a scenario's trace, for its own page.
    func rows(for scenario: Scenario) -> [SequenceRow]? {
        guard case .success(let trace) = cache.trace(of: scenario) else { return nil }
        return trace.steps.map(SequenceRow.init)
    }
}
