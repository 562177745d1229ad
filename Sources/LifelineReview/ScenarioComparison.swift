import LifelineDiagnostics
import LifelineEngine
import LifelineValidation

/// Simulates every scenario of both sides on its own platform and compares the traces.
///
/// Scenarios are matched by id, so a moved file is the same scenario. A file that no longer
/// parses keeps its place as a scenario with no trace, rather than looking removed.
enum ScenarioComparison {
    /// One side's view of a scenario.
    struct Side {
        var path: String
        var text: String
        var title: String
        /// Nil when the file has errors and there is no scenario to simulate.
        var result: Result<Trace, SimulationError>?
        var outcome: TraceOutcome
    }

    /// `baseTraces` (by printed path) come from the base's own engine when it was given;
    /// the traces are then compared as the lines both engines print.
    static func changes(base: SideAnalysis, head: SideAnalysis, baseTraces: [String: TraceOutcome]? = nil)
        -> [ScenarioChange]
    {
        var old = sides(of: base)
        let new = sides(of: head)
        if let baseTraces {
            for (id, side) in old {
                old[id]?.result = nil
                old[id]?.outcome = baseTraces[side.path] ?? side.outcome
            }
        }
        return Set(old.keys).union(new.keys).sorted().compactMap { id in
            let before = old[id]
            let after = new[id]
            let traceChanged: Bool
            if let left = before?.result, let right = after?.result {
                traceChanged = left != right
            } else {
                traceChanged = before?.outcome != after?.outcome
            }
            let fileChanged = before?.path != after?.path || before?.text != after?.text
            guard fileChanged || traceChanged else { return nil }
            let change: ScenarioChange.Kind = before == nil ? .added : after == nil ? .removed : .changed
            var diff: [String] = []
            if traceChanged {
                diff = StepDiff.lines(claimed: before?.outcome.steps ?? [], actual: after?.outcome.steps ?? [])
            }
            return ScenarioChange(
                change: change, id: id, title: after?.title ?? before?.title ?? id, basePath: before?.path,
                headPath: after?.path, fileChanged: fileChanged, traceChanged: traceChanged,
                base: before?.outcome, head: after?.outcome, traceDiff: diff
            )
        }
    }

    /// Every scenario file of a side by scenario id; files with errors under their file name.
    static func sides(of analysis: SideAnalysis) -> [String: Side] {
        var sides: [String: Side] = [:]
        for (id, scenario) in analysis.scenarios.scenarios {
            let path = analysis.scenarios.paths[id] ?? id
            let result = analysis.traces.trace(of: scenario)
            sides[id] = Side(
                path: path, text: analysis.scenarioTexts[path] ?? "", title: scenario.title, result: result,
                outcome: outcome(result)
            )
        }
        let usable = Set(analysis.scenarios.paths.values)
        for (path, text) in analysis.scenarioTexts where !usable.contains(path) {
            let id = fileID(path)
            guard sides[id] == nil else { continue }
            let problem = analysis.scenarios.diagnostics.first { $0.file == path && $0.severity == .error }
            sides[id] = Side(
                path: path, text: text, title: id, result: nil,
                outcome: TraceOutcome(
                    platform: nil, steps: [], failure: problem?.summary ?? "the scenario file has errors")
            )
        }
        return sides
    }

    static func outcome(_ result: Result<Trace, SimulationError>) -> TraceOutcome {
        switch result {
        case .success(let trace):
            return TraceOutcome(platform: trace.platform.description, steps: trace.steps.map(line))
        case .failure(let error):
            let step = error.step.map { "step \($0): " } ?? ""
            return TraceOutcome(platform: nil, steps: [], failure: step + error.message)
        }
    }

    /// `A viewWillAppear: · active`, with the scene's state when the trace records one.
    static func line(_ step: TraceStep) -> String {
        line(
            object: step.object, selector: step.callback.selector, appState: step.appState.rawValue,
            sceneState: step.sceneState?.rawValue)
    }

    static func line(object: String, selector: String, appState: String, sceneState: String?) -> String {
        "\(object) \(selector) · \(appState)" + (sceneState.map { " · scene \($0)" } ?? "")
    }

    /// The id a scenario file gets when it names none: its name without the extension.
    private static func fileID(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
