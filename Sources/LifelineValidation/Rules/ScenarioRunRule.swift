import LifelineDiagnostics
import LifelineScenarios

/// Every scenario runs on its own platform. One that cannot (a pop with one controller on the
/// stack, an event the app cannot get in its state) is one error, at the step the engine
/// refused, in the scenario's file: before, it was reported only through the claims on it,
/// once for each claim and each platform it covers, and never where the mistake was.
struct ScenarioRunRule: ValidationRule {
    /// The engine's own ids for what it refused (`SimulationError.ruleID`), such as
    /// `scenario.pop-last-controller`.
    static let ids = ["scenario.*"]

    func checkAll(in context: ValidationContext) -> [Diagnostic] {
        context.scenarios.ids.compactMap { id in
            guard let scenario = context.scenarios.scenarios[id],
                case .failure(let error) = context.traces.simulated(scenario, on: scenario.platform).result
            else { return nil }
            return ScenarioLibrary.diagnostic(for: error, in: scenario, path: context.scenarios.paths[id] ?? id)
        }
    }
}
