/// Diagnostics as GitHub Actions workflow commands, so a CI run annotates the lines of a
/// pull request: `::error file=…,line=…,col=…,title=…::message`.
public enum GitHubAnnotations {
    public static func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sortedForPrinting().map(format).joined(separator: "\n")
    }

    public static func format(_ diagnostic: Diagnostic) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties = ["file=\(property(diagnostic.file))"]
        if let range = diagnostic.range {
            properties.append("line=\(range.start.line)")
            properties.append("col=\(range.start.column)")
            if range.end.line == range.start.line, range.end.column > range.start.column {
                properties.append("endColumn=\(range.end.column)")
            }
        }
        properties.append("title=\(property(diagnostic.id))")
        var message = diagnostic.summary
        for note in diagnostic.notes {
            let line = note.range.map { ":\($0.start.line)" } ?? ""
            message += "\nnote: \(note.file)\(line): \(note.message)"
        }
        return "::\(command) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// Escapes a message the way the workflow-command parser expects.
    static func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escapes a property value, which also may not contain ':' or ','.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces by Unicode scalar, not by `Character`: "\r\n" is one `Character` that equals
    /// neither "\r" nor "\n", and a line break left in a message would start a new workflow
    /// command (a YAML value such as `"a\r\n::warning::b"` reaches messages as it is).
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == target { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
