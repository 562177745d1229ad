/// How much a diagnostic matters: errors stop a build, warnings only stop a `--strict` one.
public enum DiagnosticSeverity: String, Hashable, Sendable, Codable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}

/// A problem found in a source file, kept as a value so that one run can collect every
/// problem and print them all, in any format, at the command-line boundary.
///
/// Libraries never print: they return diagnostics, and the caller decides how to show them
/// (the practice of swift-docc's `Diagnostic`).
public struct Diagnostic: Hashable, Sendable {
    /// A stable rule id such as `topic.duplicate-id`, for filtering, docs and tests.
    public var id: String
    public var severity: DiagnosticSeverity
    /// The file's path as it should be printed (relative to the working directory).
    public var file: String
    /// Where in the file; nil for problems with the file as a whole.
    public var range: SourceRange?
    /// One sentence saying what is wrong.
    public var summary: String
    /// Other places that explain this one, such as the first use of a duplicated id.
    public var notes: [DiagnosticNote]
    /// Edits that would fix the problem, such as the spelling a near miss meant.
    public var fixIts: [FixIt]

    public init(
        id: String,
        severity: DiagnosticSeverity = .error,
        file: String,
        range: SourceRange? = nil,
        summary: String,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.file = file
        self.range = range
        self.summary = summary
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The start of the range, or line 1 column 1 for whole-file problems.
    public var location: SourceLocation { range?.start ?? SourceLocation(line: 1, column: 1) }
}

/// A secondary location attached to a diagnostic.
public struct DiagnosticNote: Hashable, Sendable {
    public var file: String
    public var range: SourceRange?
    public var message: String

    public init(file: String, range: SourceRange? = nil, message: String) {
        self.file = file
        self.range = range
        self.message = message
    }
}

/// A replacement that would fix a diagnostic: the text in `range` becomes `replacement`.
public struct FixIt: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// The fix-it that writes `replacement` over `range`, or none when either is unknown: a
    /// suggestion without a place to put it, or a place without a suggestion.
    public static func replacing(_ range: SourceRange?, with replacement: String?) -> [FixIt] {
        guard let range, let replacement else { return [] }
        return [FixIt(range: range, replacement: replacement)]
    }
}

/// A diagnostic can stand as the failure of a `Result`, for parsers that stop at one problem.
extension Diagnostic: Error {}
