/// The ordered callbacks a scenario produces: what every claim about callback order on the
/// site is checked against.
public struct Trace: Hashable, Sendable {
    public var scenario: String
    public var platform: Platform
    public var steps: [TraceStep]

    public init(scenario: String, platform: Platform, steps: [TraceStep]) {
        self.scenario = scenario
        self.platform = platform
        self.steps = steps
    }

    /// The steps produced by scenario steps `from` onward, for the named objects and
    /// callbacks only, renumbered from 1: the cut that reference cases apply (FORMAT.md,
    /// "Reference cases").
    public func cut(from first: Int = 1, objects: [String]? = nil, callbacks: [String]? = nil) -> Trace {
        let kept = steps.filter { step in
            step.scenarioStep >= first
                && (objects.map { $0.contains(step.object) } ?? true)
                && (callbacks.map { $0.contains(step.callback.selector) } ?? true)
        }
        let renumbered = kept.enumerated().map { offset, step in
            var step = step
            step.index = offset + 1
            return step
        }
        return Trace(scenario: scenario, platform: platform, steps: renumbered)
    }

    /// `["A viewDidLoad", …]`, the form reference cases list.
    public var summaries: [String] { steps.map(\.summary) }
}
