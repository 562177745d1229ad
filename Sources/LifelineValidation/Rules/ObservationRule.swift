import LifelineContent
import LifelineDiagnostics
import LifelineScenarios

/// Every observation, a real device log, is reproduced by the engine: a log it does not
/// reproduce is an error at the log's first differing line, unless the observation is marked
/// `disputed`, when it is a warning naming why.
///
/// This is what makes "proven by the engine" worth something: the engine answers to the logs
/// the project keeps, not only to the topics written from it.
struct ObservationRule: ValidationRule {
    static let ids = [
        "observation.mismatch", "observation.disputed", "observation.stale-dispute", "observation.simulation-failed",
        "observation.not-simulated",
    ]

    func checkAll(in context: ValidationContext) -> [Diagnostic] {
        let results = context.scenarios.observations.compactMap { context.evidence.results[$0.id] }
        let folder = context.contentDirectory.hasSuffix("/") ? context.contentDirectory : context.contentDirectory + "/"
        return ObservationResult.diagnostics(results, folder: folder + "observations")
    }
}
