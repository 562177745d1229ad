import LifelineDiagnostics
import Testing

@testable import LifelineReview

/// A problem is introduced or fixed only when it really appears or goes; a note whose tally
/// changes is the same note.
@Suite("Diagnostic comparison")
struct DiagnosticComparisonTests {
    static func diagnostic(_ severity: DiagnosticSeverity, _ id: String, _ summary: String) -> Diagnostic {
        Diagnostic(
            id: id, severity: severity, file: "Content/observations", range: nil,
            summary: summary)
    }

    @Test func aNoteWhoseCountsChangeIsNeitherIntroducedNorFixed() {
        let base = [Self.diagnostic(.note, "observation.disputed", "13 device logs are disputed; 2 of 9 files")]
        let head = [Self.diagnostic(.note, "observation.disputed", "14 device logs are disputed; 2 of 10 files")]
        let changes = DiagnosticComparison.changes(base: base, head: head, renames: [:])
        #expect(changes.introduced.isEmpty)
        #expect(changes.fixed.isEmpty)
    }

    @Test func aNoteWhoseWordsChangeIsStillIntroducedAndFixed() {
        let base = [Self.diagnostic(.note, "observation.disputed", "13 device logs are disputed")]
        let head = [Self.diagnostic(.note, "observation.disputed", "13 device logs are not simulated")]
        let changes = DiagnosticComparison.changes(base: base, head: head, renames: [:])
        #expect(changes.introduced.map(\.summary) == ["13 device logs are not simulated"])
        #expect(changes.fixed.map(\.summary) == ["13 device logs are disputed"])
    }

    @Test func aWarningKeepsItsFigures() {
        let base = [Self.diagnostic(.warning, "claim.steps", "steps=9, but the scenario has 3 steps")]
        let head = [Self.diagnostic(.warning, "claim.steps", "steps=9, but the scenario has 4 steps")]
        let changes = DiagnosticComparison.changes(base: base, head: head, renames: [:])
        #expect(changes.introduced.count == 1)
        #expect(changes.fixed.count == 1)
    }
}
