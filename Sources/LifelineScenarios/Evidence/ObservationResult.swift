import LifelineDiagnostics
import LifelineEngine

/// What the engine makes of one observation: its own lines for the same cut, and whether
/// they are the log's. The check reports it and the observation's page shows it, so both
/// read this one value.
public struct ObservationResult: Sendable {
    public enum Verdict: Hashable, Sendable {
        /// The engine's cut equals the log, line for line.
        case reproduced
        /// They differ first at this index of `expect` (the log's length when the log is a
        /// prefix of what the engine gives).
        case differs(at: Int)
        /// The scenario cannot run: a word the engine does not simulate yet, or a simulation error.
        case notSimulated(String)
    }

    public var observation: Observation
    /// The engine's lines for the observation's cut; empty when it was not simulated.
    public var engineLines: [String]
    public var verdict: Verdict

    /// Runs the observation's scenario (through the shared cache) and compares.
    public init(_ observation: Observation, traces: TraceCache) {
        self.observation = observation
        if let reason = observation.notSimulated {
            engineLines = []
            verdict = .notSimulated(reason)
            return
        }
        switch traces.trace(of: observation.scenario) {
        case .failure(let error):
            engineLines = []
            verdict = .notSimulated("the scenario does not run: \(error.message)")
        case .success(let trace):
            engineLines = observation.engineLines(trace)
            let expected = observation.expect.map(\.text)
            if engineLines == expected {
                verdict = .reproduced
            } else {
                let common = zip(expected, engineLines).prefix { $0 == $1 }.count
                verdict = .differs(at: common)
            }
        }
    }

    public var isReproduced: Bool { verdict == .reproduced }

    /// The log's dispute while it stands, that is while the engine does not reproduce the log.
    /// Once it does, the dispute is stale (`observation.stale-dispute`, a warning that lets the
    /// site build), and the log's page must not show it under "reproduced".
    public var standingDispute: String? { isReproduced ? nil : observation.disputed }

    /// The verdict in a word or two, as the log's page and `lifeline review` name it.
    public var shortVerdict: String {
        switch verdict {
        case .reproduced: "reproduced"
        case .differs: observation.disputed == nil ? "differs" : "disputed"
        case .notSimulated: "not compared"
        }
    }

    /// What `lifeline check` reports for a set of results: each mismatch or open dispute at
    /// its file, and one note for all the settled disputes and one for every log kept without
    /// comparison, so that they do not bury the problems (`lifeline evidence` lists them one
    /// by one, and each observation's page shows its log beside the engine's order).
    ///
    /// A dispute is two real logs that disagree where nothing recorded about them explains
    /// why. When the disputed log names the other one, and the engine reproduces that one,
    /// the disagreement is settled as far as the evidence allows: no edit to the content
    /// could remove it, so it must not fail `check --strict`, nor be repeated at every check.
    /// A dispute that names no such log stays a warning at its file.
    public static func diagnostics(_ results: [ObservationResult], folder: String) -> [Diagnostic] {
        let reproduced = results.filter(\.isReproduced).map(\.observation.id)
        var settled = 0
        var found = results.compactMap { result -> Diagnostic? in
            guard var diagnostic = result.diagnostic, diagnostic.id == "observation.disputed",
                let reason = result.observation.disputed
            else { return result.diagnostic }
            if reproduced.contains(where: { $0 != result.observation.id && mentions($0, in: reason) }) {
                settled += 1
                return nil
            }
            diagnostic.summary += " (the reason names no other kept log that the engine reproduces)"
            return diagnostic
        }
        if settled > 0 {
            found.append(
                .aboutFolder(
                    id: "observation.disputed", severity: .note, path: folder,
                    summary: "\(settled) disputed log(s) differ from the engine, each where another kept log that "
                        + "the engine reproduces shows otherwise; 'lifeline evidence' lists them, and their pages "
                        + "show the two orders side by side"))
        }
        let skipped = results.filter { $0.observation.notSimulated != nil }
        if !skipped.isEmpty {
            found.append(
                .aboutFolder(
                    id: "observation.not-simulated", severity: .note, path: folder,
                    summary: "\(skipped.count) observation(s) are kept as evidence but not compared: their setup "
                        + "uses a word of the format the engine does not simulate yet, or states a gap; "
                        + "'lifeline evidence' lists them"))
        }
        return found
    }

    /// Whether `text` names `id` as a whole word, not inside a longer id: a reason naming
    /// `navigation-other-ios9` does not name `navigation-other`. A full stop after the id
    /// ends the sentence, not the id.
    static func mentions(_ id: String, in text: String) -> Bool {
        let words = text.split { !($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        return words.contains { word in
            var word = word
            while word.last == "." { word.removeLast() }
            return word == id
        }
    }

    /// The diagnostic `lifeline check` reports, or nil when the engine reproduces the log.
    public var diagnostic: Diagnostic? {
        let platform = observation.scenario.platform
        switch verdict {
        case .reproduced:
            // A dispute explains why the engine does not reproduce the log; once it does, the
            // reason is stale, and the log's page would show it beside "reproduced".
            guard observation.disputed != nil else { return nil }
            return Diagnostic(
                id: "observation.stale-dispute", severity: .warning, file: observation.path,
                range: SourceRange(observation.disputedAt ?? SourceLocation(line: observation.expectLine, column: 1)),
                summary: "the engine now reproduces this log line for line, so it is no longer disputed; "
                    + "remove 'disputed:', or move what it says that still holds to 'notes:'")
        case .notSimulated(let reason):
            // A version 2 word was already reported as a note by the reader.
            guard observation.notSimulated == nil else { return nil }
            return Diagnostic(
                id: "observation.simulation-failed", file: observation.path,
                range: SourceRange(line: observation.expectLine, column: 1), summary: reason)
        case .differs(let index):
            let line = observation.expect.indices.contains(index) ? observation.expect[index] : nil
            let range = SourceRange(line: line?.line ?? observation.expectLine, column: line?.column ?? 1)
            let engineLine = engineLines.indices.contains(index) ? "'\(engineLines[index])'" : "nothing more"
            let logLine = line.map { "'\($0.text)'" } ?? "nothing more"
            let difference = "line \(index + 1) of the log is \(logLine), the engine gives \(engineLine)"
            let order = DiagnosticNote(
                file: observation.path, range: range,
                message: "the engine's order on \(platform): " + engineLines.joined(separator: ", "))
            if let reason = observation.disputed {
                // Known and explained in the file: one line, without the engine's whole order
                // (the observation's page shows both side by side).
                return Diagnostic(
                    id: "observation.disputed", severity: .warning, file: observation.path, range: range,
                    summary: "disputed log, not reproduced on \(platform) (\(difference)): \(reason)")
            }
            return Diagnostic(
                id: "observation.mismatch", file: observation.path, range: range,
                summary: "the engine does not reproduce this device log on \(platform): \(difference)", notes: [order])
        }
    }
}
