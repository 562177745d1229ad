import LifelineEngine

/// Prints the engine's callback registry for `lifeline callbacks`.
public enum CallbackListWriter {
    /// Aligned columns: selector, Swift spelling, owner, versions.
    public static func text(_ callbacks: [Callback] = CallbackRegistry.all) -> String {
        let rows =
            [["selector", "swift", "owner", "platforms"]]
            + callbacks.map { [$0.selector, $0.swift, $0.owner.rawValue, $0.availability.description] }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in column == 3 ? cell : cell.padding(to: widths[column]) }
                .joined(separator: "  ")
        }
        .joined(separator: "\n") + "\n"
    }

    /// A JSON array, one object per line, keys in fixed order.
    public static func json(_ callbacks: [Callback] = CallbackRegistry.all) -> String {
        let objects = callbacks.map { callback in
            let fields = [
                "\"selector\": \(JSONText.quoted(callback.selector))",
                "\"swift\": \(JSONText.quoted(callback.swift))",
                "\"owner\": \(JSONText.quoted(callback.owner.rawValue))",
                "\"introduced\": \(JSONText.quoted(callback.availability.introduced.description))",
                "\"lastCalled\": "
                    + (callback.availability.lastCalled.map { JSONText.quoted($0.description) } ?? "null"),
                "\"deprecated\": "
                    + (callback.availability.deprecated.map { JSONText.quoted($0.description) } ?? "null"),
                "\"platforms\": \(JSONText.quoted(callback.availability.description))",
                "\"summary\": \(JSONText.quoted(callback.summary))",
            ]
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
