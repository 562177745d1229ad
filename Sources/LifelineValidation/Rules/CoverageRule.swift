import LifelineContent
import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios

/// Warnings for what the site leaves out: a callback or state the engine knows with no
/// topic, a scenario file no topic uses, and scenario guides naming scenarios that do not
/// exist (an error).
struct CoverageRule: ValidationRule {
    static let ids = [
        "coverage.undocumented-callback", "coverage.undocumented-state", "coverage.unused-scenario",
        "topic.unknown-scenario",
    ]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        guard case .scenarioGuide(let facts) = topic.details else { return [] }
        // A scenario whose file has errors is reported there, not again here.
        let missing = facts.scenarios.filter { !context.scenarios.hasFile(for: $0) }
        return missing.map { id in
            Diagnostic(
                id: "topic.unknown-scenario", file: topic.path, range: topic.range(ofKey: "scenarios"),
                summary: "scenario '\(id)' does not exist"
                    + (NearMiss.suggestion(for: id, among: context.scenarios.ids).map { "; did you mean '\($0)'?" }
                        ?? "")
            )
        }
    }

    /// Coverage is a property of the whole knowledge base, so it is judged only when every
    /// topic file parsed: the one that failed may be the topic that documents a callback or
    /// uses a scenario, and its own error is the cause (one mistake gives one error).
    func checkAll(in context: ValidationContext) -> [Diagnostic] {
        let topics = context.knowledgeBase.topics
        guard !topics.isEmpty, context.topicsInError.isEmpty else { return [] }
        let location = context.contentDirectory
        var documented = Set<String>()
        var states = Set<String>()
        var usedScenarios = Set<String>()
        for topic in topics {
            switch topic.details {
            case .callback(let facts), .delegateMethod(let facts): documented.insert(facts.selector)
            case .state(let facts): states.insert(facts.name)
            case .scenarioGuide(let facts): usedScenarios.formUnion(facts.scenarios)
            default: break
            }
            usedScenarios.formUnion(topic.claims.map(\.scenario))
        }
        var diagnostics: [Diagnostic] = []
        // A topic naming a callback or a state the engine does not know has that error: it may
        // be the one meant to document what would be reported missing here.
        let namesAreKnown =
            documented.isSubset(of: ValidationContext.knownSelectors)
            && states.allSatisfy { AppState(rawValue: $0) != nil }
        guard namesAreKnown else { return [] }
        for callback in CallbackRegistry.all where !documented.contains(callback.selector) {
            diagnostics.append(
                Diagnostic(
                    id: "coverage.undocumented-callback", severity: .warning, file: location,
                    summary: "no topic documents \(callback.selector) (\(callback.owner.rawValue))"
                )
            )
        }
        for state in AppState.allCases where !states.contains(state.rawValue) {
            diagnostics.append(
                Diagnostic(
                    id: "coverage.undocumented-state", severity: .warning, file: location,
                    summary: "no state topic documents the \(state.rawValue) state"
                )
            )
        }
        for id in context.scenarios.ids where !usedScenarios.contains(id) {
            diagnostics.append(
                Diagnostic(
                    id: "coverage.unused-scenario", severity: .warning, file: context.scenarios.paths[id] ?? id,
                    range: SourceRange(line: 1, column: 1), summary: "no topic uses scenario '\(id)'"
                )
            )
        }
        return diagnostics
    }
}
