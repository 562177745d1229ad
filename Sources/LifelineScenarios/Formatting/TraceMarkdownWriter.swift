import LifelineEngine

/// A Markdown table of a trace, selectors and Swift spellings in code spans.
public enum TraceMarkdownWriter {
    public static func render(_ trace: Trace) -> String {
        var lines = [
            "| # | Step | Action | Object | Callback | Swift | App state |",
            "| ---: | ---: | --- | --- | --- | --- | --- |",
        ]
        for step in trace.steps {
            let cells = [
                String(step.index), String(step.scenarioStep), cell(step.action), cell(step.object),
                "`\(cell(step.callback.selector))`", "`\(cell(step.callback.swift))`", step.appState.rawValue,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Escapes the pipe, the one character that would break a table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
