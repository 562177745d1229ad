/// Runs a list of steps in order on one state, and says how long each took.
public struct BuildPipeline: Sendable {
    public var steps: [BuildStep]

    /// What `--verbose` hears: each step's name and time, or that it was skipped because a step
    /// before it stopped the build.
    public typealias Report = @Sendable (_ step: String, _ duration: Duration?) -> Void

    public init(_ steps: [BuildStep]) {
        self.steps = steps
    }

    public func run(_ state: BuildState, report: Report? = nil) async throws(BuildFailure) -> BuildState {
        var state = state
        for step in steps {
            guard !state.stopped || step.runsWhenStopped else {
                report?(step.name, nil)
                continue
            }
            let started = ContinuousClock.now
            do {
                try await step.body(&state)
            } catch {
                throw BuildFailure(step: step.name, reason: error)
            }
            report?(step.name, started.duration(to: .now))
        }
        return state
    }
}
