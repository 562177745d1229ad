/// What a topic is about; each kind has typed front-matter keys of its own that the
/// check step can compare with the engine (see `TopicDetails`).
public enum TopicKind: String, CaseIterable, Hashable, Sendable {
    case state
    case delegateMethod = "delegate-method"
    case callback
    case scenarioGuide = "scenario-guide"
    case nibLoading = "nib-loading"
    case window
    case concept
}
