/// What simulating a scenario gave on one side: its trace, or why there is none.
public struct TraceOutcome: Hashable, Sendable, Encodable {
    /// The platform simulated (the scenario's own).
    public var platform: String?
    /// One line per callback: `A viewWillAppear: · active` (receiver, selector, app state after).
    public var steps: [String]
    /// Why there is no trace: the file has errors, or the engine refused a step.
    public var failure: String?

    public init(platform: String?, steps: [String], failure: String? = nil) {
        self.platform = platform
        self.steps = steps
        self.failure = failure
    }
}
