/// A position in a source file, 1-based like every compiler and editor counts them.
///
/// Columns count Unicode scalars from the start of the line, which is what editors that
/// jump to `path:line:column` expect for the mostly-ASCII text of topic files.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = max(1, line)
        self.column = max(1, column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open span of a source file, so a diagnostic can underline what it is about.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = max(start, end)
    }

    /// A range covering a single position, for problems that have no extent of their own.
    public init(_ location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// A range covering `length` columns of one line.
    public init(line: Int, column: Int, length: Int = 0) {
        let start = SourceLocation(line: line, column: column)
        self.init(start: start, end: SourceLocation(line: line, column: column + max(0, length)))
    }
}
