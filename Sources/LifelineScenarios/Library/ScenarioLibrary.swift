import LifelineDiagnostics
import LifelineEngine

/// The API the command line and the site use: scenario text in, scenario or trace out, with
/// every problem as a located diagnostic. Reads no files itself; callers pass the text.
public enum ScenarioLibrary {
    /// Reads one scenario file's text.
    public static func load(text: String, path: String) -> ScenarioParseResult {
        ScenarioReader().read(text, path: path)
    }

    /// Reads and simulates one scenario file. The trace is nil when there were errors.
    public static func trace(text: String, path: String) -> (trace: Trace?, diagnostics: [Diagnostic]) {
        let result = load(text: text, path: path)
        guard result.isUsable, let scenario = result.scenario else { return (nil, result.diagnostics) }
        switch Simulator(scenario: scenario).run() {
        case .success(let trace):
            return (trace, result.diagnostics)
        case .failure(let error):
            return (nil, result.diagnostics + [diagnostic(for: error, in: scenario, path: path)])
        }
    }

    /// A simulation error as a diagnostic at the line of the step that caused it.
    public static func diagnostic(for error: SimulationError, in scenario: Scenario, path: String) -> Diagnostic {
        var range: SourceRange?
        if let step = error.step, scenario.steps.indices.contains(step - 1),
            let line = scenario.steps[step - 1].line
        {
            range = SourceRange(line: line, column: scenario.steps[step - 1].column ?? 1)
        }
        let prefix = error.step.map { "step \($0): " } ?? ""
        return Diagnostic(id: error.ruleID, file: path, range: range, summary: prefix + error.message)
    }
}
