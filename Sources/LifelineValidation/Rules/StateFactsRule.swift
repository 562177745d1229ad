import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// A state topic's `name` is one of the engine's states, and each transition it lists
/// (event, resulting state, delegate methods in order) is a row of the engine's transition
/// table for apps without scenes, on every platform the transition claims.
struct StateFactsRule: ValidationRule {
    static let ids = ["state.unknown", "state.unknown-event", "state.transition-mismatch"]

    /// The tables of every major version, made once: each transition is checked on up to
    /// fifteen platforms, and making a table builds all its rows (a large share of the
    /// allocations of `lifeline check`, docs/performance.md).
    private static let tablesByPlatform: [Platform: AppTransitionTable] = Dictionary(
        uniqueKeysWithValues: ValidationContext.platforms(in: PlatformRange(lower: .init(major: 4), upper: nil)).map {
            ($0, AppTransitionTable(platform: $0, lifecycle: .appDelegate))
        })

    /// The engine's table for apps without scenes on `platform`.
    static func table(on platform: Platform) -> AppTransitionTable {
        tablesByPlatform[platform] ?? AppTransitionTable(platform: platform, lifecycle: .appDelegate)
    }

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        guard case .state(let facts) = topic.details else { return [] }
        let names = AppState.allCases.map(\.rawValue)
        guard let state = AppState(rawValue: facts.name) else {
            let suggestion = NearMiss.suggestion(for: facts.name, among: names)
            let valueRange = topic.range(ofValueOf: "name")
            return [
                Diagnostic(
                    id: "state.unknown", file: topic.path, range: valueRange ?? topic.range(ofKey: "name"),
                    summary: "'\(facts.name)' is not an application state; the engine's states are "
                        + names.joined(separator: ", ") + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    fixIts: FixIt.replacing(valueRange, with: suggestion)
                )
            ]
        }
        var diagnostics: [Diagnostic] = []
        for transition in facts.transitions {
            let range = SourceRange(line: transition.line, column: 1)
            guard let eventName = transition.event, let event = AppEvent(rawValue: eventName) else {
                let events = AppEvent.allCases.map(\.rawValue)
                let suggestion = transition.event.flatMap { NearMiss.suggestion(for: $0, among: events) }
                let eventRange = transition.places.event
                diagnostics.append(
                    Diagnostic(
                        id: "state.unknown-event", file: topic.path, range: eventRange ?? range,
                        summary: (transition.event.map { "unknown event '\($0)'" } ?? "a transition needs an 'event'")
                            + "; events are \(events.joined(separator: ", "))"
                            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                        fixIts: FixIt.replacing(eventRange, with: suggestion)
                    )
                )
                continue
            }
            let claimed = transition.platforms ?? topic.platforms ?? PlatformRange(lower: .init(major: 4), upper: nil)
            for platform in ValidationContext.platforms(in: claimed) {
                let table = Self.table(on: platform)
                guard let row = table.transition(from: state, on: event) else {
                    diagnostics.append(
                        Diagnostic(
                            id: "state.transition-mismatch", file: topic.path, range: transition.places.event ?? range,
                            summary:
                                "on \(platform) the engine has no '\(event.rawValue)' transition from \(state.rawValue)"
                        )
                    )
                    break
                }
                let via = row.steps.filter { $0.role == .appDelegate }.map(\.callback.selector)
                if row.to.rawValue == transition.to, via == transition.via { continue }
                // At the value that differs; at the transition when both do.
                let differing =
                    row.to.rawValue != transition.to
                    ? (via == transition.via ? transition.places.to : nil) : transition.places.via
                diagnostics.append(
                    Diagnostic(
                        id: "state.transition-mismatch", file: topic.path, range: differing ?? range,
                        summary:
                            "on \(platform), '\(event.rawValue)' from \(state.rawValue) goes to \(row.to.rawValue) via "
                            + "[\(via.joined(separator: ", "))], not to \(transition.to) via [\(transition.via.joined(separator: ", "))]"
                    )
                )
                break
            }
        }
        return diagnostics
    }
}
