import LifelineContent
import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios

/// The scenario files of a content folder, parsed, by id.
///
/// Built from file texts so that it stays pure; the loader in the command layer reads
/// `Content/scenarios/*.yml`.
public struct ScenarioLibrary: Sendable {
    public private(set) var scenarios: [String: Scenario] = [:]
    public private(set) var paths: [String: String] = [:]
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Parses every file (path → text); a scenario whose file has errors is left out.
    public init(files: [(path: String, text: String)]) {
        let reader = ScenarioReader()
        for file in files.sorted(by: { $0.path < $1.path }) {
            let result = reader.read(normalizedSource(file.text), path: file.path)
            diagnostics += result.diagnostics
            guard result.isUsable, let scenario = result.scenario else { continue }
            if let first = paths[scenario.id] {
                diagnostics.append(
                    Diagnostic(
                        id: "scenario.duplicate-id", file: file.path, range: SourceRange(line: 1, column: 1),
                        summary: "scenario id '\(scenario.id)' is already used",
                        notes: [DiagnosticNote(file: first, message: "first used here")]
                    )
                )
                continue
            }
            scenarios[scenario.id] = scenario
            paths[scenario.id] = file.path
        }
    }

    public var ids: [String] { scenarios.keys.sorted() }

    /// Adds problems found before parsing, such as files that could not be read.
    public mutating func add(_ problems: [Diagnostic]) { diagnostics += problems }
}
