import LifelineEngine

/// The three ways `lifeline trace` prints a trace.
public enum TraceFormat: String, CaseIterable, Sendable {
    /// A plain-text table for terminals.
    case table
    /// FORMAT.md's JSON, key order fixed, for tools and reference checks.
    case json
    /// A Markdown table for the site and for pasting into notes.
    case markdown

    /// The trace in this format, ending with a newline; the same trace gives the same bytes.
    public func render(_ trace: Trace) -> String {
        switch self {
        case .table: TraceTableWriter.render(trace)
        case .json: TraceJSONWriter.render(trace)
        case .markdown: TraceMarkdownWriter.render(trace)
        }
    }
}
