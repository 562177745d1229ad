import Foundation
import LifelineEngine

/// What backs the engine's order for a claim, version by version: the device logs behind the
/// rules that govern the claimed actions (`EngineRule.all`), documentation, or nothing but
/// inference. Built once per build from the observations and their results.
public struct EvidenceIndex: Sendable {
    /// How strongly one version of a claim is backed.
    public enum Level: String, Sendable, Hashable {
        /// Device logs made on this version, which the engine reproduces.
        case logs
        /// Device logs from other versions only: the rule is assumed unchanged here.
        case otherVersions
        /// Documentation states the rule; no kept log shows it.
        case documentation
        /// Nothing but reasoning.
        case inferred
    }

    /// The evidence for one version.
    public struct Backing: Sendable, Hashable {
        public var platform: Platform
        public var level: Level
        /// The reproduced logs behind the governing rules: on this version for `.logs`, on
        /// others for `.otherVersions`.
        public var observations: [Observation]
        public var documentation: [EngineRule.Documentation]
        public var rules: [EngineRule]
        /// The callbacks the claim shows that no kept log of the governing rules shows during
        /// the claimed actions, on any version: where they fall is inferred, however well the
        /// rest of the claim is backed (a launch log does not back where a URL arrives during
        /// that launch). The same for every version of a claim; empty when the claim names no
        /// callbacks.
        public var unlogged: [String] = []
    }

    /// Every observation's result, by id.
    public let results: [String: ObservationResult]
    /// What each reproduced log shows, by id: worked out once, as every claim's backing asks
    /// it of every log behind its rules.
    private let spans: [String: LoggedSpan]
    private let memo = BackingMemo()

    public init(library: ScenarioLibrary, traces: TraceCache) {
        var results: [String: ObservationResult] = [:]
        var spans: [String: LoggedSpan] = [:]
        for observation in library.observations {
            let result = ObservationResult(observation, traces: traces)
            results[observation.id] = result
            if result.isReproduced { spans[observation.id] = LoggedSpan(of: observation) }
        }
        self.results = results
        self.spans = spans
    }

    /// The results in the order the evidence index lists them: by area, then by id.
    public var orderedResults: [ObservationResult] {
        results.values.sorted {
            let left = Observation.areas.firstIndex(of: $0.observation.area) ?? Int.max
            let right = Observation.areas.firstIndex(of: $1.observation.area) ?? Int.max
            return (left, $0.observation.id) < (right, $1.observation.id)
        }
    }

    /// What backs the callbacks of `actions` on `platform`; when `callbacks` is given, only logs
    /// that show one of them, made while one of the actions ran, are counted.
    public func backing(for actions: Set<String>, callbacks: Set<String>? = nil, on platform: Platform) -> Backing {
        backing(of: EngineRule.governing(actions, callbacks: callbacks, on: platform), actions, callbacks, platform)
    }

    private func backing(
        of rules: [EngineRule], _ actions: Set<String>, _ callbacks: Set<String>?, _ platform: Platform
    ) -> Backing {
        var seen: Set<String> = []
        var logs: [Observation] = []
        for id in rules.flatMap(\.observations) where seen.insert(id).inserted {
            guard let result = results[id], let span = spans[id] else { continue }
            if let callbacks, !span.shows(callbacks, during: actions) { continue }
            logs.append(result.observation)
        }
        let documentation = Array(Set(rules.flatMap(\.documentation))).sorted { $0.title < $1.title }
        let onVersion = logs.filter { $0.version.admits(platform) }
        let level: Level =
            !onVersion.isEmpty
            ? .logs : !logs.isEmpty ? .otherVersions : !documentation.isEmpty ? .documentation : .inferred
        return Backing(
            platform: platform, level: level, observations: onVersion.isEmpty ? logs : onVersion,
            documentation: documentation, rules: rules)
    }

    /// The backing of each version a claim on `scenario` covers, for the scenario steps in
    /// `steps` (all when nil) and the callbacks the claim names (any when nil).
    ///
    /// Every claim's result carries its backing, and many claims ask the same question (the same
    /// scenario, steps and callbacks): each answer is worked out once and shared, which kept
    /// the check's time and the build's memory where they were before claims carried it
    /// (docs/performance.md, "Claim results").
    public func backing(
        of scenario: Scenario, steps: ClosedRange<Int>?, callbacks: Set<String>?, on platforms: [Platform]
    ) -> [Backing] {
        let question = BackingMemo.Question(
            scenario: scenario.id, steps: steps, callbacks: callbacks, platforms: platforms)
        return memo.answer(question) { answer(of: scenario, steps: steps, callbacks: callbacks, on: platforms) }
    }

    private func answer(
        of scenario: Scenario, steps: ClosedRange<Int>?, callbacks: Set<String>?, on platforms: [Platform]
    ) -> [Backing] {
        let actions = Self.actions(of: scenario, steps: steps)
        // The rules for these actions and callbacks are found once; each version only narrows them.
        let candidates = EngineRule.governing(
            actions, callbacks: callbacks, lifecycle: scenario.app.lifecycle,
            iPadWithMultipleWindows: scenario.device == .iPad && scenario.app.multipleWindows)
        let unlogged = unlogged(callbacks ?? [], by: candidates, during: actions)
        return platforms.map { platform in
            var backing = backing(
                of: candidates.filter { $0.platforms.contains(platform) }, actions, callbacks, platform)
            backing.unlogged = unlogged
            return backing
        }
    }

    /// The callbacks no reproduced log of `rules` shows during `actions`, in selector order.
    private func unlogged(_ callbacks: Set<String>, by rules: [EngineRule], during actions: Set<String>) -> [String] {
        let logs = Set(rules.flatMap(\.observations)).compactMap { spans[$0] }
        return callbacks.sorted().filter { callback in
            !logs.contains { $0.shows([callback], during: actions) }
        }
    }

    static func actions(of scenario: Scenario, steps: ClosedRange<Int>?) -> Set<String> {
        var actions: Set<String> = []
        for (offset, step) in scenario.steps.enumerated() where steps?.contains(offset + 1) ?? true {
            actions.insert(step.action.name)
        }
        return actions
    }

    /// What a log shows: the callbacks it compares, and the actions of the steps it was made over.
    struct LoggedSpan {
        var callbacks: Set<String>
        var actions: Set<String>

        init(of observation: Observation) {
            callbacks = Set(observation.expect.compactMap { $0.text.split(separator: " ").last.map(String.init) })
            let from = observation.from
            actions = EvidenceIndex.actions(
                of: observation.scenario, steps: from...max(from, observation.scenario.steps.count))
        }

        /// Whether the log compares one of `callbacks` over steps that include one of `claimed`.
        func shows(_ wanted: Set<String>, during claimed: Set<String>) -> Bool {
            !callbacks.isDisjoint(with: wanted) && !claimed.isDisjoint(with: actions)
        }
    }
}

/// The claims' backings already worked out, by the question asked. A class, so every copy of
/// the index shares it; its table is read and written only while `lock` is held.
private final class BackingMemo: @unchecked Sendable {
    struct Question: Hashable {
        var scenario: String
        var steps: ClosedRange<Int>?
        var callbacks: Set<String>?
        var platforms: [Platform]
    }

    private let lock = NSLock()
    private var answers: [Question: [EvidenceIndex.Backing]] = [:]

    func answer(_ question: Question, workingOut: () -> [EvidenceIndex.Backing]) -> [EvidenceIndex.Backing] {
        if let known = lock.withLock({ answers[question] }) { return known }
        let answer = workingOut()
        lock.withLock { answers[question] = answer }
        return answer
    }
}
