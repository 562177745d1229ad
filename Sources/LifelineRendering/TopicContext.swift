import LifelineContent

/// The template values of a topic page other than its body and navigation.
enum TopicContext {
    static func make(_ topic: Topic, page: String, knowledgeBase: KnowledgeBase) -> [String: Any] {
        let related = topic.related.compactMap { id in knowledgeBase.topicsByID[id].map { link($0, from: page) } }
        let toc = topic.markdown.headings.indices.compactMap { index -> [String: Any]? in
            let heading = topic.markdown.headings[index]
            guard (2...3).contains(heading.level) else { return nil }
            return ["text": heading.text, "anchor": topic.markdown.headingAnchors[index], "level": heading.level]
        }
        var context: [String: Any] = [
            "id": topic.id,
            "title": topic.title,
            "summary": topic.summary ?? "",
            "kind": topic.kind.rawValue,
            "kindName": kindName(topic.kind),
            "platforms": topic.platforms.map(EvidenceText.range) ?? "",
            "related": related,
            "relatedItems": ListItems.links(related),
            "toc": toc,
            "tocItems": ListItems.tableOfContents(toc),
        ]
        switch topic.details {
        case .callback(let facts), .delegateMethod(let facts):
            context["selector"] = facts.selector
            context["owner"] = facts.owner
            context["swift"] = facts.swift ?? ""
        case .state(let facts):
            context["stateName"] = facts.name
        default:
            break
        }
        let (previous, next) = knowledgeBase.neighbours(of: topic)
        if let previous { context["previous"] = link(previous, from: page) }
        if let next { context["next"] = link(next, from: page) }
        return context
    }

    static func link(_ topic: Topic, from page: String) -> [String: Any] {
        ["title": topic.title, "href": SitePaths.relative(from: page, to: SitePaths.topic(topic))]
    }

    static func kindName(_ kind: TopicKind, in ui: UIStrings = .english) -> String {
        switch kind {
        case .state: ui.kindState
        case .delegateMethod: ui.kindDelegateMethod
        case .callback: ui.kindCallback
        case .scenarioGuide: ui.kindScenarioGuide
        case .nibLoading: ui.kindNibLoading
        case .window: ui.kindWindow
        case .concept: ui.kindConcept
        }
    }
}
