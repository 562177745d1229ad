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

extension TopicKind {
    /// Whether a topic of this kind has `key` in its front matter: a key every topic has, or
    /// one of this kind's own.
    public func reads(_ key: String) -> Bool {
        TopicParser.commonKeys.contains(key) || TopicDetailsReader.keys(for: self).contains(key)
    }
}
