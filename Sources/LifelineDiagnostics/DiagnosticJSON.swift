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

    public struct Position: Codable, Sendable {
        public var line: Int
        public var column: Int
    }

    public struct Range: Codable, Sendable {
        public var start: Position
        public var end: Position

        public init(_ range: SourceRange) {
            start = Position(line: range.start.line, column: range.start.column)
            end = Position(line: range.end.line, column: range.end.column)
        }
    }

    public struct Note: Codable, Sendable {
        public var file: String
        public var range: Range?
        public var message: String
    }

    public struct Fix: Codable, Sendable {
        public var range: Range
        public var replacement: String
    }

    /// One diagnostic in the schema; public so other reports (`lifeline review`) embed
    /// diagnostics in exactly this form.
    public struct Entry: Codable, Sendable {
        public var id: String
        public var severity: String
        public var file: String
        public var range: Range?
        public var summary: String
        public var notes: [Note]
        public var fixIts: [Fix]

        public init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            severity = diagnostic.severity.rawValue
            file = diagnostic.file
            range = diagnostic.range.map(Range.init)
            summary = diagnostic.summary
            notes = diagnostic.notes.map { Note(file: $0.file, range: $0.range.map(Range.init), message: $0.message) }
            fixIts = diagnostic.fixIts.map { Fix(range: Range($0.range), replacement: $0.replacement) }
        }
    }

    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        let sorted = diagnostics.sortedForPrinting()
        let report = Report(
            version: version,
            summary: Summary(
                errors: sorted.filter { $0.severity == .error }.count,
                warnings: sorted.filter { $0.severity == .warning }.count
            ),
            diagnostics: sorted.map(Entry.init)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
