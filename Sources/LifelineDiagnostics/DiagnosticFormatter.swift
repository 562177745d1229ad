/// Prints diagnostics in the `path:line:column: severity: summary [rule-id]` form that
/// compilers use, so editors and terminals can jump to the location.
///
/// Only the command-line boundary calls this; libraries return diagnostics as values.
public struct DiagnosticFormatter: Sendable {
    /// The text of each file by path, for the source excerpt under a diagnostic; a file
    /// that is missing simply gets no excerpt.
    public var sources: [String: String]
    /// Colour the severity (for terminals only; never for files or pipes).
    public var colour: Bool

    public init(sources: [String: String] = [:], colour: Bool = false) {
        self.sources = sources
        self.colour = colour
    }

    /// The one-line form of a diagnostic, with its notes on the lines that follow.
    public func format(_ diagnostic: Diagnostic) -> String {
        var lines = SourceLines(sources: sources)
        return format(diagnostic, lines: &lines)
    }

    private func format(_ diagnostic: Diagnostic, lines sourceLines: inout SourceLines) -> String {
        var lines = [headline(diagnostic)]
        if let excerpt = excerpt(for: diagnostic, lines: &sourceLines) {
            lines.append(contentsOf: excerpt)
        }
        for note in diagnostic.notes {
            let location = note.range?.start ?? SourceLocation(line: 1, column: 1)
            lines.append(
                "\(PrintableText.escaped(note.file)):\(location.line):\(location.column): note: "
                    + PrintableText.escapedLines(note.message))
        }
        for fixIt in diagnostic.fixIts {
            lines.append("    fix-it: replace with '\(PrintableText.escaped(fixIt.replacement))'")
        }
        return lines.joined(separator: "\n")
    }

    /// Every diagnostic in print order, then a closing count line.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        var lines = SourceLines(sources: sources)
        var out = diagnostics.sortedForPrinting().map { format($0, lines: &lines) }
        out.append(Self.countLine(diagnostics))
        return out.joined(separator: "\n")
    }

    /// `2 errors, 1 warning` (or `no problems`), the last line of a report.
    public static func countLine(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if errors == 0 && warnings == 0 { return "no problems" }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }

    func headline(_ diagnostic: Diagnostic) -> String {
        var severity = diagnostic.severity.rawValue
        if colour {
            let code =
                switch diagnostic.severity {
                case .error: "31"
                case .warning: "33"
                case .note: "36"
                }
            severity = "\u{1B}[1;\(code)m\(severity)\u{1B}[0m"
        }
        return "\(PrintableText.escaped(diagnostic.place)): \(severity): "
            + "\(PrintableText.escaped(diagnostic.summary)) [\(diagnostic.id)]"
    }

    /// The most of a line an excerpt shows, in Unicode scalars: a longer line is cut to a
    /// window that starts a little before the place, with "…" where it was cut.
    static let widestExcerpt = 120

    func excerpt(for diagnostic: Diagnostic, lines: inout SourceLines) -> [String]? {
        guard let range = diagnostic.range, let line = lines.scalars(file: diagnostic.file, line: range.start.line)
        else { return nil }
        let start = min(max(range.start.column - 1, 0), line.count)
        var (from, to) = (0, line.count)
        if line.count > Self.widestExcerpt {
            from = max(0, min(start - Self.widestExcerpt / 3, line.count - Self.widestExcerpt))
            to = from + Self.widestExcerpt
        }
        let lead = from > 0 ? "…" : ""
        // One scalar for one, so the caret stays under its place: blanks for a tab or a carriage
        // return, a replacement character for any other control character.
        let shown = String(
            String.UnicodeScalarView(
                line[from..<to].map {
                    $0 == "\t" || $0 == "\r" ? " " : PrintableText.isControl($0) ? "\u{FFFD}" : $0
                }))
        let length = range.end.line == range.start.line ? max(1, range.end.column - range.start.column) : 1
        // In terminal columns, so the caret stays under its place after wide characters.
        let before = TerminalColumns.width(of: line[from..<start])
        let under = max(1, TerminalColumns.width(of: line[start..<min(start + length, to)]))
        let caret = String(repeating: " ", count: lead.count + before) + "^" + String(repeating: "~", count: under - 1)
        return ["    " + lead + shown + (to < line.count ? "…" : ""), "    " + caret]
    }
}
