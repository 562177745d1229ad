import LifelineEngine

/// A plain-text table of a trace for terminals: one row per callback, columns padded.
public enum TraceTableWriter {
    static let header = ["#", "step", "action", "object", "callback", "appState"]

    public static func render(_ trace: Trace) -> String {
        let rows =
            [header]
            + trace.steps.map { step in
                [
                    String(step.index), String(step.scenarioStep), step.action, step.object, step.callback.selector,
                    step.appState.rawValue,
                ]
            }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = ["\(trace.scenario) (\(trace.platform))"]
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(to: widths[column])
            }
            lines.append(cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
