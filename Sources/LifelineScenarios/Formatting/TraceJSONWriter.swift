import LifelineEngine

/// Writes a trace as FORMAT.md's JSON by hand, so that key order and bytes are fixed:
/// `scenario`, `platform`, `steps`; in each step `index`, `scenarioStep`, `action`, `object`,
/// `callback`, `swift`, `appState`, then the extras `inWindow` and `sceneState` when present.
/// One step per line keeps diffs of golden files readable.
public enum TraceJSONWriter {
    public static func render(_ trace: Trace) -> String {
        var lines = ["{"]
        lines.append("  \"scenario\": \(JSONText.quoted(trace.scenario)),")
        lines.append("  \"platform\": \(JSONText.quoted(trace.platform.description)),")
        if trace.steps.isEmpty {
            lines.append("  \"steps\": []")
        } else {
            lines.append("  \"steps\": [")
            for (offset, step) in trace.steps.enumerated() {
                let comma = offset == trace.steps.count - 1 ? "" : ","
                lines.append("    " + object(step) + comma)
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as a single-line JSON object.
    public static func object(_ step: TraceStep) -> String {
        var fields = [
            "\"index\": \(step.index)",
            "\"scenarioStep\": \(step.scenarioStep)",
            "\"action\": \(JSONText.quoted(step.action))",
            "\"object\": \(JSONText.quoted(step.object))",
            "\"callback\": \(JSONText.quoted(step.callback.selector))",
            "\"swift\": \(JSONText.quoted(step.callback.swift))",
            "\"appState\": \(JSONText.quoted(step.appState.rawValue))",
        ]
        if let inWindow = step.inWindow {
            fields.append("\"inWindow\": \(inWindow)")
        }
        if let scene = step.sceneState {
            fields.append("\"sceneState\": \(JSONText.quoted(scene.rawValue))")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
