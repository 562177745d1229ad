import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// Turns scenario YAML into an engine `Scenario`, with a located diagnostic for every
/// problem: unknown keys and actions (with "did you mean"), bad values, names the scenario
/// never declared, scenes before iOS 13, YAML syntax errors. Keys and actions are the ones
/// FORMAT.md fixes, plus the engine's documented extensions.
public struct ScenarioReader: Sendable {
    public init() {}

    static let topLevelKeys = ["id", "title", "platform", "app", "controllers", "nibs", "views", "steps", "log"]

    /// Reads one file's text; `path` is used for diagnostics and the default id. The text is
    /// normalized here (`normalizedSource`), whoever read the file: `trace` passed its text as
    /// read, and refused a scenario with a byte-order mark that `check` accepted.
    public func read(_ text: String, path: String) -> ScenarioParseResult {
        let text = normalizedSource(text)
        if let overlong = LineBound.diagnostic(for: text, path: path) {
            return ScenarioParseResult(scenario: nil, diagnostics: [overlong], path: path)
        }
        var reader = YAMLReader(path: path)
        let root: YAMLNode
        do {
            guard let node = try BoundedYAML.compose(text) else {
                reader.error("scenario.empty-file", "the scenario file is empty", at: nil)
                return ScenarioParseResult(scenario: nil, diagnostics: reader.diagnostics, path: path)
            }
            root = node
        } catch {
            reader.diagnostics.append(Self.syntaxDiagnostic(error, path: path, text: text))
            return ScenarioParseResult(scenario: nil, diagnostics: reader.diagnostics, path: path)
        }
        return read(root, path: path)
    }

    /// Reads a scenario from an already composed node, such as an observation's `scenario:`.
    func read(_ node: YAMLNode, path: String, defaultID: String? = nil, diagnostics: [Diagnostic] = [])
        -> ScenarioParseResult
    {
        var reader = YAMLReader(path: path)
        reader.diagnostics = diagnostics
        var builder = ScenarioBuilder(
            reader: reader, defaultID: defaultID ?? Self.defaultID(for: path), namesAPage: defaultID == nil)
        let scenario = builder.build(node)
        return ScenarioParseResult(scenario: scenario, diagnostics: builder.reader.diagnostics, path: path)
    }

    /// The file name without its extension: the id a scenario gets when it gives none.
    static func defaultID(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// A YAML problem of a scenario file, or of an observation file (`kind` "observation").
    static func syntaxDiagnostic(_ problem: YAMLProblem, path: String, kind: String = "scenario", text: String = "")
        -> Diagnostic
    {
        let summary =
            switch problem.kind {
            case .syntax, .encoding:
                "YAML syntax error: \(problem.message)" + (problem.hint(in: text).map { "; \($0)" } ?? "")
            case .duplicateKey(let name): "duplicate key '\(name)'"
            case .alias: "YAML anchors and aliases are not allowed; write the value out"
            }
        let location = SourceLocation(line: problem.mark.line, column: problem.mark.column)
        return Diagnostic(id: "\(kind).yaml-syntax", file: path, range: SourceRange(location), summary: summary)
    }
}
