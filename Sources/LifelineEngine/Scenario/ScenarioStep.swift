/// One entry of a scenario's `steps:` list, with where it was written so that a simulation
/// error can point at the line that caused it.
public struct ScenarioStep: Hashable, Sendable {
    public var action: ScenarioAction
    /// 1-based line and column of the step in its file; nil for scenarios built in code.
    public var line: Int?
    public var column: Int?

    public init(_ action: ScenarioAction, line: Int? = nil, column: Int? = nil) {
        self.action = action
        self.line = line
        self.column = column
    }
}
