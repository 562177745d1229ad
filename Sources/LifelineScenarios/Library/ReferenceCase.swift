import LifelineDiagnostics
import LifelineEngine
import LifelineYAML
import Yams

/// A reference case (FORMAT.md, "Reference cases"): a scenario, the callbacks a source
/// recorded for it, and how to cut the trace before comparing. The engine's tests run every
/// case; the site can run them too.
public struct ReferenceCase: Sendable {
    public var scenario: Scenario
    /// `"Object callback"` lines in order.
    public var expect: [String]
    /// The first scenario step whose callbacks are compared.
    public var from: Int
    /// When present, only these callbacks are compared.
    public var callbacks: [String]?
    /// `observed` or `derived`.
    public var kind: String
    public var source: String

    /// The trace cut as the case says, as `"Object callback"` lines.
    public func actual(_ trace: Trace) -> [String] {
        trace.cut(from: from, objects: scenario.log, callbacks: callbacks).summaries
    }

    /// Reads a case file; nil with diagnostics when it cannot be used.
    public static func read(_ text: String, path: String) -> (ReferenceCase?, [Diagnostic]) {
        let root: Node?
        do {
            root = try BoundedYAML.compose(text, resolver: .default)
        } catch {
            return (nil, [ScenarioReader.syntaxDiagnostic(error, path: path)])
        }
        guard let root, let scenarioNode = root["scenario"] else {
            return (nil, [Diagnostic(id: "case.missing-scenario", file: path, summary: "the case has no 'scenario:'")])
        }
        let parsed = ScenarioReader().read(scenarioNode, path: path)
        guard parsed.isUsable, let scenario = parsed.scenario else { return (nil, parsed.diagnostics) }
        let expect = root["expect"]?.sequence?.compactMap { $0.scalar?.string } ?? []
        let from = root["from"]?.int ?? 1
        let callbacks = root["compare"]?["callbacks"]?.sequence?.compactMap { $0.scalar?.string }
        let value = ReferenceCase(
            scenario: scenario, expect: expect, from: from, callbacks: callbacks,
            kind: root["kind"]?.scalar?.string ?? "", source: root["source"]?.scalar?.string ?? "")
        return (value, parsed.diagnostics)
    }
}
