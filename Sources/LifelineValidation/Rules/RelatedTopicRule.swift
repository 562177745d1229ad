import LifelineContent
import LifelineDiagnostics

/// Every id in `related` names a topic.
struct RelatedTopicRule: ValidationRule {
    static let ids = ["topic.unknown-related"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        topic.related.filter { context.knowledgeBase.topicsByID[$0] == nil }.map { id in
            let range = topic.range(ofKey: "related")
            let suggestion = NearMiss.suggestion(for: id, among: context.knowledgeBase.topicsByID.keys.sorted())
            return Diagnostic(
                id: "topic.unknown-related", file: topic.path, range: range,
                summary: "related topic '\(id)' does not exist" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            )
        }
    }
}
