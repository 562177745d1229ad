extension Diagnostic {
    /// The order diagnostics are printed in: by file, then position, then rule id, so that
    /// output is the same bytes however the work that found them was scheduled.
    public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.summary < rhs.summary
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error, which is what makes a command exit 1.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in print order (see `Diagnostic.printOrder`).
    public func sortedForPrinting() -> [Diagnostic] { sorted(by: Diagnostic.printOrder) }
}
