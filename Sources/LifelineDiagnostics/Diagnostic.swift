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
    /// Whether `file` names a folder, as for a summary over all the observations or a content
    /// folder with no topics: such a diagnostic has no line or column to print.
    public var isAboutFolder: Bool
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
        self.isAboutFolder = false
        self.summary = summary
        self.notes = notes
        self.fixIts = fixIts
    }

    /// A diagnostic about the folder at `path` as a whole.
    public static func aboutFolder(
        id: String, severity: DiagnosticSeverity = .error, path: String, summary: String
    ) -> Diagnostic {
        var diagnostic = Diagnostic(id: id, severity: severity, file: path, summary: summary)
        diagnostic.isAboutFolder = true
        return diagnostic
    }

    /// The start of the range, or line 1 column 1 for whole-file problems.
    public var location: SourceLocation { range?.start ?? SourceLocation(line: 1, column: 1) }

    /// Where the diagnostic points, as it is printed: `path:line:column`, with 1:1 for a whole
    /// file so that an editor still has a place to jump to, or only the path of a folder.
    public var place: String { isAboutFolder ? file : "\(file):\(location.line):\(location.column)" }
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
