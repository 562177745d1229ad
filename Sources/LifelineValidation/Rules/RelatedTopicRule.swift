import LifelineContent
import LifelineDiagnostics

/// Every id in `related` names a topic.
struct RelatedTopicRule: ValidationRule {
    static let ids = ["topic.unknown-related"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        let missing = topic.related.filter { context.knowledgeBase.topicsByID[$0] == nil }
        guard !missing.isEmpty else { return [] }
        // A topic whose file failed to parse is reported there, not again here.
        let unparsed = context.unparsedTopicIDs
        return missing.filter { !unparsed.contains($0) }.map { id in
            let range = topic.range(ofKey: "related")
            let suggestion = context.topicIDSuggestions.suggestion(for: id) { context.knowledgeBase.topicsByID.keys }
            return Diagnostic(
                id: "topic.unknown-related", file: topic.path, range: range,
                summary: "related topic '\(id)' does not exist" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            )
        }
    }
}
