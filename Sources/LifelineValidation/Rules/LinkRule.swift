import LifelineContent
import LifelineDiagnostics

/// Internal links lead somewhere: `[text](other.md#anchor)` names an existing topic, and the
/// anchor (also `#anchor` on the same page) names one of that page's headings.
struct LinkRule: ValidationRule {
    static let ids = ["link.broken", "link.broken-anchor"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let unparsed = context.unparsedTopics.isEmpty ? [] : context.unparsedTopicIDs
        for link in topic.markdown.links where !link.isImage {
            let range = SourceRange(line: link.range.startLine, column: link.range.startColumn)
            switch context.knowledgeBase.resolve(link: link.destination, from: topic) {
            case .external:
                continue
            case .unresolved(let path, _):
                let name = String(path.split(separator: "/").last?.dropLast(3) ?? "")
                // A topic whose file failed to parse is reported there, not again here.
                guard !unparsed.contains(name) else { continue }
                let suggestion = NearMiss.suggestion(for: name, among: context.knowledgeBase.topicsByID.keys.sorted())
                diagnostics.append(
                    Diagnostic(
                        id: "link.broken", file: topic.path, range: range,
                        summary: "link to '\(link.destination)' leads to no topic"
                            + (suggestion.map { "; did you mean '\($0).md'?" } ?? "")
                    )
                )
            case .samePage(let anchor):
                if !topic.markdown.headingAnchors.contains(anchor) {
                    diagnostics.append(brokenAnchor(anchor, on: topic, at: range, in: topic))
                }
            case .topic(let id, let anchor):
                guard let anchor, let target = context.knowledgeBase.topicsByID[id] else { continue }
                if !target.markdown.headingAnchors.contains(anchor) {
                    diagnostics.append(brokenAnchor(anchor, on: target, at: range, in: topic))
                }
            }
        }
        return diagnostics
    }

    private func brokenAnchor(_ anchor: String, on target: Topic, at range: SourceRange, in topic: Topic) -> Diagnostic
    {
        let anchors = target.markdown.headingAnchors
        let suggestion = NearMiss.suggestion(for: anchor, among: anchors)
        return Diagnostic(
            id: "link.broken-anchor", file: topic.path, range: range,
            summary: "'\(target.id)' has no heading with the anchor '#\(anchor)'"
                + (suggestion.map { "; did you mean '#\($0)'?" } ?? ""),
            notes: [DiagnosticNote(file: target.path, message: "its anchors: \(anchors.joined(separator: ", "))")]
        )
    }
}
