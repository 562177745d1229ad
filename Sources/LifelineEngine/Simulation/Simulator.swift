/// Runs a scenario through the state machines and records every callback UIKit would make:
/// the engine's one entry point for the site, the checks and `lifeline trace`.
///
/// Deterministic by construction: no clocks, no randomness, no dictionaries iterated for
/// output order; the same scenario always gives the same trace.
public struct Simulator: Sendable {
    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// The full trace, cut to the scenario's `log` objects when it names any; or the first
    /// problem, with the step that caused it.
    public func run() -> Result<Trace, SimulationError> {
        var run = SimulationRun(scenario: scenario)
        do {
            try run.perform()
        } catch {
            return .failure(error)
        }
        var steps = run.steps
        if run.connectedScenes > 1 {
            for index in steps.indices where steps[index].object == "SceneDelegate" {
                steps[index].object = "SceneDelegate[scene1]"
            }
        }
        let trace = Trace(scenario: scenario.id, platform: scenario.platform, steps: steps)
        return .success(scenario.log.map { trace.cut(objects: $0) } ?? trace)
    }

    /// Convenience for callers that only need the trace: `simulate(scenario)`.
    public static func simulate(_ scenario: Scenario) -> Result<Trace, SimulationError> {
        Simulator(scenario: scenario).run()
    }
}
