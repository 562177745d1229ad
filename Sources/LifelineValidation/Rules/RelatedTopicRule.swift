import LifelineContent
import LifelineDiagnostics

/// Every id in `related` names a topic.
struct RelatedTopicRule: ValidationRule {
    static let ids = ["topic.unknown-related"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        let missing = topic.related.indices.filter { context.knowledgeBase.topicsByID[topic.related[$0]] == nil }
        guard !missing.isEmpty else { return [] }
        // A topic whose file failed to parse is reported there, not again here.
        let unparsed = context.idsOfTopicsInError
        return missing.filter { !unparsed.contains(topic.related[$0]) }.map { index in
            let id = topic.related[index]
            // At the id itself, with a fix-it; at the key when the list's places are unknown.
            let place = topic.range(ofItem: index, of: "related")
            let suggestion = context.topicIDSuggestions.suggestion(for: id) { context.knowledgeBase.topicsByID.keys }
            return Diagnostic(
                id: "topic.unknown-related", file: topic.path, range: place ?? topic.range(ofKey: "related"),
                summary: "related topic '\(id)' does not exist" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                fixIts: FixIt.replacing(place, with: suggestion)
            )
        }
    }
}
