/// A scenario whose engine trace, or whose file, differs between the sides.
///
/// The traces themselves are compared, step for step with every recorded state, so an
/// edit that changes only comments or formatting shows as a file change with the same
/// trace, and a change that moves one callback shows exactly where.
public struct ScenarioChange: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        case added
        case removed
        case changed
    }

    public var change: Kind
    public var id: String
    public var title: String
    public var basePath: String?
    public var headPath: String?
    /// The scenario file's text differs (or the file moved).
    public var fileChanged: Bool
    /// The simulated traces differ in any step, state or platform.
    public var traceChanged: Bool
    public var base: TraceOutcome?
    public var head: TraceOutcome?
    /// Base (`- `) against head (`+ `) trace lines; empty when the traces are equal.
    public var traceDiff: [String]

    public init(
        change: Kind, id: String, title: String, basePath: String?, headPath: String?, fileChanged: Bool,
        traceChanged: Bool, base: TraceOutcome?, head: TraceOutcome?, traceDiff: [String]
    ) {
        self.change = change
        self.id = id
        self.title = title
        self.basePath = basePath
        self.headPath = headPath
        self.fileChanged = fileChanged
        self.traceChanged = traceChanged
        self.base = base
        self.head = head
        self.traceDiff = traceDiff
    }

    /// The file on the head side, or on the base side for a removed scenario.
    public var path: String { headPath ?? basePath ?? id }
}
