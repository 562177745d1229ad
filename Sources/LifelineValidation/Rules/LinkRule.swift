import LifelineContent
import LifelineDiagnostics

/// Internal links lead somewhere: `[text](other.md#anchor)` names an existing topic, and the
/// anchor (also `#anchor` on the same page) names one of that page's headings.
struct LinkRule: ValidationRule {
    static let ids = ["link.broken", "link.broken-anchor"]
    static let suggestedMistakes = 100

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let unparsed = context.topicsInError.isEmpty ? [] : context.idsOfTopicsInError
        // A suggestion is looked up once per mistake, for the first `suggestedMistakes` different
        // mistakes of a topic: each lookup compares the name with every candidate (every anchor
        // of a page, every topic id), so a topic of thousands of broken links would cost their
        // product. More different broken links than that in one topic are not typos.
        var suggestions: [String: String?] = [:]
        func suggestion(key: String, _ lookUp: () -> String?) -> String? {
            if let known = suggestions[key] { return known }
            guard suggestions.count < Self.suggestedMistakes else { return nil }
            let found = lookUp()
            suggestions[key] = found
            return found
        }
        for link in topic.markdown.links where !link.isImage {
            let range = SourceRange(line: link.range.startLine, column: link.range.startColumn)
            switch context.knowledgeBase.resolve(link: link.destination, from: topic) {
            case .external:
                continue
            case .unresolved(let path, _):
                let name = String(path.split(separator: "/").last?.dropLast(3) ?? "")
                // A topic whose file failed to parse is reported there, not again here.
                guard !unparsed.contains(name) else { continue }
                let suggested = suggestion(key: "/" + name) {
                    context.topicIDSuggestions.suggestion(for: name) { context.knowledgeBase.topicsByID.keys }
                }
                diagnostics.append(
                    Diagnostic(
                        id: "link.broken", file: topic.path, range: range,
                        summary: "link to '\(link.destination)' leads to no topic"
                            + (suggested.map { "; did you mean '\($0).md'?" } ?? "")
                    )
                )
            case .samePage(let anchor):
                if !topic.markdown.headingAnchors.contains(anchor) {
                    let suggested = suggestion(key: topic.id + "#" + anchor) {
                        NearMiss.suggestion(for: anchor, among: topic.markdown.headingAnchors)
                    }
                    diagnostics.append(brokenAnchor(anchor, on: topic, at: range, in: topic, suggestion: suggested))
                }
            case .topic(let id, let anchor):
                guard let anchor, let target = context.knowledgeBase.topicsByID[id] else { continue }
                if !target.markdown.headingAnchors.contains(anchor) {
                    let suggested = suggestion(key: target.id + "#" + anchor) {
                        NearMiss.suggestion(for: anchor, among: target.markdown.headingAnchors)
                    }
                    diagnostics.append(brokenAnchor(anchor, on: target, at: range, in: topic, suggestion: suggested))
                }
            }
        }
        return diagnostics
    }

    private func brokenAnchor(
        _ anchor: String, on target: Topic, at range: SourceRange, in topic: Topic, suggestion: String?
    ) -> Diagnostic {
        let anchors = target.markdown.headingAnchors
        return Diagnostic(
            id: "link.broken-anchor", file: topic.path, range: range,
            summary: "'\(target.id)' has no heading with the anchor '#\(anchor)'"
                + (suggestion.map { "; did you mean '#\($0)'?" } ?? ""),
            notes: [DiagnosticNote(file: target.path, message: "its anchors: \(ShortList.text(anchors))")]
        )
    }
}
