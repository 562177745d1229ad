import LifelineDiagnostics
import LifelineEngine

/// What reading one scenario file gives: the scenario when the file made sense, and every
/// problem found on the way (the reader keeps going after a problem, so one run reports all).
public struct ScenarioParseResult: Sendable {
    /// Nil when an error made the scenario unusable.
    public var scenario: Scenario?
    public var diagnostics: [Diagnostic]
    /// The file's path, as diagnostics print it.
    public var path: String

    public init(scenario: Scenario?, diagnostics: [Diagnostic], path: String) {
        self.scenario = scenario
        self.diagnostics = diagnostics
        self.path = path
    }

    /// Whether the scenario can be simulated.
    public var isUsable: Bool { scenario != nil && !diagnostics.containsErrors }
}
