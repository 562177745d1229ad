import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
import Testing

/// Reads and simulates inline scenario YAML; records an issue and returns nil on problems.
func trace(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Trace? {
    let (trace, diagnostics) = ScenarioLibrary.trace(text: yaml, path: "inline.yml")
    let formatted = diagnostics.map { DiagnosticFormatter().format($0) }
    #expect(diagnostics.isEmpty, "\(formatted.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return trace
}

/// `"Object callback"` lines of a scenario's trace from step `from` on, optionally for some
/// callbacks only.
func lines(
    _ yaml: String, from: Int = 1, only callbacks: [String]? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [String] {
    guard let trace = trace(yaml, sourceLocation: sourceLocation) else { return [] }
    return trace.cut(from: from, callbacks: callbacks).summaries
}

/// The diagnostics reading and simulating inline YAML gives.
func diagnostics(_ yaml: String) -> [Diagnostic] {
    ScenarioLibrary.trace(text: yaml, path: "bad.yml").diagnostics
}

/// The appearance callbacks, the ones most tests compare.
let appearance = [
    "loadView", "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:",
]
