import LifelineDiagnostics
import LifelineEngine

/// The scenario files of a content folder, parsed, by id, and its observations: the real
/// logs the engine is checked against.
///
/// Built from file texts so that it stays pure: the build's "load scenarios and observations"
/// step reads `Content/scenarios/*.yml` and `Content/observations/**/*.yml`, and
/// `lifeline trace` one file.
public struct ScenarioLibrary: Sendable {
    public private(set) var scenarios: [String: Scenario] = [:]
    public private(set) var paths: [String: String] = [:]
    /// Every observation that could be read, sorted by id.
    public private(set) var observations: [Observation] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// The ids of scenario files left out for their errors: each file's name, and the id it
    /// gives when it could be read that far.
    private var brokenIDs: Set<String> = []

    public init() {}

    /// Parses every scenario file and observation file (path → text); a file with errors is
    /// left out, with its diagnostics.
    public init(files: [(path: String, text: String)], observationFiles: [(path: String, text: String)] = []) {
        self.init(files: files)
        let reader = ObservationReader()
        var byID: [String: Observation] = [:]
        for file in observationFiles.sorted(by: { $0.path < $1.path }) {
            let (observation, problems) = reader.read(file.text, path: file.path)
            diagnostics += problems
            guard let observation else { continue }
            if let first = byID[observation.id] {
                diagnostics.append(
                    Diagnostic(
                        id: "observation.duplicate-id", file: file.path, range: SourceRange(line: 1, column: 1),
                        summary: "observation id '\(observation.id)' is already used",
                        notes: [DiagnosticNote(file: first.path, message: "first used here")]))
                continue
            }
            byID[observation.id] = observation
        }
        observations = byID.values.sorted { $0.id < $1.id }
    }

    /// Parses every scenario file (path → text); a scenario whose file has errors is left out.
    ///
    /// Of two files with one id, the file named after the id keeps it, and the other is told;
    /// between files named otherwise, the first by path. A copy of `push-pop.yml` saved as
    /// `push-pop-2.yml` sorts first, and the original was blamed for the copy.
    public init(files: [(path: String, text: String)]) {
        let reader = ScenarioReader()
        var usable: [(path: String, scenario: Scenario)] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let result = reader.read(file.text, path: file.path)
            diagnostics += result.diagnostics
            guard result.isUsable, let scenario = result.scenario else {
                brokenIDs.insert(ScenarioReader.defaultID(for: file.path))
                if let id = result.scenario?.id { brokenIDs.insert(id) }
                continue
            }
            usable.append((file.path, scenario))
        }
        let namedAfterTheirIDs = usable.filter { ScenarioReader.defaultID(for: $0.path) == $0.scenario.id }
        let namedOtherwise = usable.filter { ScenarioReader.defaultID(for: $0.path) != $0.scenario.id }
        for (path, scenario) in namedAfterTheirIDs + namedOtherwise {
            if let first = paths[scenario.id] {
                diagnostics.append(
                    Diagnostic(
                        id: "scenario.duplicate-id", file: path, range: SourceRange(line: 1, column: 1),
                        summary: "scenario id '\(scenario.id)' is already used by '\(first)'; give this file an id "
                            + "of its own, such as its name '\(ScenarioReader.defaultID(for: path))'",
                        notes: [DiagnosticNote(file: first, message: "first used here")]
                    )
                )
                continue
            }
            scenarios[scenario.id] = scenario
            paths[scenario.id] = path
        }
    }

    public var ids: [String] { scenarios.keys.sorted() }

    /// Whether a scenario file gives this id, used or left out for its errors. A claim, a
    /// guide or a title that names a left-out scenario is not also told that it does not
    /// exist: the file's own error is the cause.
    public func hasFile(for id: String) -> Bool { scenarios[id] != nil || brokenIDs.contains(id) }

    /// Adds problems found before parsing, such as files that could not be read.
    public mutating func add(_ problems: [Diagnostic]) { diagnostics += problems }

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
