import LifelineDiagnostics

/// Diagnostics the head has and the base did not (introduced), and the reverse (fixed).
///
/// Two diagnostics are the same problem when their rule id, file and summary are equal:
/// lines are left out, so a problem that only moved because lines were added above it is
/// neither introduced nor fixed. Files of renamed topics are compared under their new path, and
/// notes without their figures (`DiagnosticComparison.tally`).
public struct DiagnosticChanges: Hashable, Sendable {
    /// In the head's print order, with the head's lines.
    public var introduced: [Diagnostic]
    /// In the base's print order, with the base's lines.
    public var fixed: [Diagnostic]

    public init(introduced: [Diagnostic] = [], fixed: [Diagnostic] = []) {
        self.introduced = introduced
        self.fixed = fixed
    }

    /// Whether the head brings errors the base did not have: what makes a review exit 1.
    public var introducesErrors: Bool { introduced.containsErrors }
}
