import LifelineEngine

/// One callback of a trace as the site shows it: in a sequence table and as an arrow in a
/// sequence diagram.
public struct SequenceRow: Hashable, Sendable {
    public var scenarioStep: Int
    public var action: String
    public var object: String
    public var selector: String
    public var swift: String
    public var appState: String
    /// Whether the object's view is in a window after the callback; nil when not a view owner.
    public var inWindow: Bool?

    public init(_ step: TraceStep) {
        scenarioStep = step.scenarioStep
        action = step.action
        object = step.object
        selector = step.callback.selector
        swift = step.callback.swift
        appState = step.appState.rawValue
        inWindow = step.inWindow
    }
}
