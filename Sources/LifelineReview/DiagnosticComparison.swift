import LifelineDiagnostics

/// Which diagnostics the head introduces and which it fixes (see `DiagnosticChanges`).
enum DiagnosticComparison {
    /// `renames` maps a base file to its head path, so a moved topic's problems stay the same.
    static func changes(base: [Diagnostic], head: [Diagnostic], renames: [String: String]) -> DiagnosticChanges {
        func key(_ diagnostic: Diagnostic, file: String) -> String {
            let summary = diagnostic.severity == .note ? tally(diagnostic.summary) : diagnostic.summary
            return [diagnostic.id, file, summary].joined(separator: "\u{0}")
        }
        let baseKeys = base.map { key($0, file: renames[$0.file] ?? $0.file) }
        let headKeys = head.map { key($0, file: $0.file) }
        var unmatchedBase = counts(baseKeys)
        var introduced: [Diagnostic] = []
        for (diagnostic, key) in zip(head, headKeys) {
            if let count = unmatchedBase[key], count > 0 {
                unmatchedBase[key] = count - 1
            } else {
                introduced.append(diagnostic)
            }
        }
        var unmatchedHead = counts(headKeys)
        var fixed: [Diagnostic] = []
        for (diagnostic, key) in zip(base, baseKeys) {
            if let count = unmatchedHead[key], count > 0 {
                unmatchedHead[key] = count - 1
            } else {
                fixed.append(diagnostic)
            }
        }
        return DiagnosticChanges(introduced: introduced.sortedForPrinting(), fixed: fixed.sortedForPrinting())
    }

    /// A note's summary with its figures blanked out. A note tallies what a folder holds ("13
    /// device logs are disputed…"), so a change that adds a log changes its figures; that is the
    /// same note, not one fixed and another introduced. Warnings and errors keep their figures:
    /// there a number is part of what is wrong.
    static func tally(_ summary: String) -> String {
        var blanked = ""
        var previousWasDigit = false
        for character in summary {
            let isDigit = character.isASCII && character.isNumber
            if !isDigit {
                blanked.append(character)
            } else if !previousWasDigit {
                blanked.append("#")
            }
            previousWasDigit = isDigit
        }
        return blanked
    }

    private static func counts(_ keys: [String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        return counts
    }
}
