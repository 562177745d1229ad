import Foundation

/// The versioned JSON form of a diagnostics report, for editors and other tools.
///
/// Schema (version 1), documented in the README:
/// `{ "version": 1, "summary": { "errors": N, "warnings": N },
///    "diagnostics": [ { "id", "severity", "file", "range"?: { "start": { "line", "column" },
///    "end": {...} }, "summary", "notes": [ { "file", "range"?, "message" } ],
///    "fixIts": [ { "range", "replacement" } ] } ] }`.
/// Keys are sorted and diagnostics are in print order, so the bytes are deterministic.
public enum DiagnosticJSON {
    public static let version = 1

    struct Report: Codable {
        var version: Int
        var summary: Summary
        var diagnostics: [Entry]
    }

    struct Summary: Codable {
        var errors: Int
        var warnings: Int
    }

    struct Position: Codable {
        var line: Int
        var column: Int
    }

    struct Range: Codable {
        var start: Position
        var end: Position

        init(_ range: SourceRange) {
            start = Position(line: range.start.line, column: range.start.column)
            end = Position(line: range.end.line, column: range.end.column)
        }
    }

    struct Note: Codable {
        var file: String
        var range: Range?
        var message: String
    }

    struct Fix: Codable {
        var range: Range
        var replacement: String
    }

    struct Entry: Codable {
        var id: String
        var severity: String
        var file: String
        var range: Range?
        var summary: String
        var notes: [Note]
        var fixIts: [Fix]
    }

    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        let sorted = diagnostics.sortedForPrinting()
        let report = Report(
            version: version,
            summary: Summary(
                errors: sorted.filter { $0.severity == .error }.count,
                warnings: sorted.filter { $0.severity == .warning }.count
            ),
            diagnostics: sorted.map { diagnostic in
                Entry(
                    id: diagnostic.id, severity: diagnostic.severity.rawValue, file: diagnostic.file,
                    range: diagnostic.range.map(Range.init), summary: diagnostic.summary,
                    notes: diagnostic.notes.map {
                        Note(file: $0.file, range: $0.range.map(Range.init), message: $0.message)
                    },
                    fixIts: diagnostic.fixIts.map { Fix(range: Range($0.range), replacement: $0.replacement) }
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
