import LifelineContent
import LifelineDiagnostics

/// Every observation, a real device log, is reproduced by the engine: a log it does not
/// reproduce is an error at the log's first differing line, unless the observation is marked
/// `disputed`, when it is a warning naming why.
///
/// This is what makes "proven by the engine" worth something: the engine answers to the logs
/// the project keeps, not only to the topics written from it.
struct ObservationRule: ValidationRule {
    static let ids = [
        "observation.mismatch", "observation.disputed", "observation.simulation-failed", "observation.not-simulated",
    ]

    func checkAll(in context: ValidationContext) -> [Diagnostic] {
        let results = context.scenarios.observations.map { ObservationResult($0, traces: context.traces) }
        let folder = context.contentDirectory.hasSuffix("/") ? context.contentDirectory : context.contentDirectory + "/"
        return ObservationResult.diagnostics(results, folder: folder + "observations")
    }
}
