import LifelineContent

/// A topic's front matter as key and text pairs, in the order authors write them, so two
/// versions of a topic can be compared key by key and shown to a reviewer as text.
///
/// Read from the typed topic rather than the YAML, so quoting, key order and flow versus
/// block lists do not count as changes; source lines inside values (a transition's line)
/// are left out for the same reason.
enum FrontMatterFields {
    static func fields(of topic: Topic) -> [(key: String, value: String)] {
        values(of: topic).compactMap { field in field.value.map { (field.key, $0) } }
    }

    /// The items of the fields that are lists, by key.
    static func lists(of topic: Topic) -> [String: [String]] {
        var lists = ["related": topic.related, "sources": topic.sources]
        switch topic.details {
        case .scenarioGuide(let facts): lists["scenarios"] = facts.scenarios
        case .nibLoading(let facts): lists["lookup"] = facts.lookupOrder
        default: break
        }
        return lists
    }

    private static func values(of topic: Topic) -> [(key: String, value: String?)] {
        var fields: [(key: String, value: String?)] = [
            ("title", topic.title),
            ("kind", topic.kind.rawValue),
            ("section", topic.section),
            ("summary", topic.summary),
            ("platforms", topic.platforms?.description),
            ("order", topic.order.map(String.init)),
            ("related", list(topic.related)),
            ("sources", list(topic.sources)),
        ]
        switch topic.details {
        case .state(let facts):
            fields.append(("name", facts.name))
            fields.append(("transitions", list(facts.transitions.map(describe))))
        case .callback(let facts), .delegateMethod(let facts):
            fields.append(("selector", facts.selector))
            fields.append(("owner", facts.owner))
            fields.append(("swift", facts.swift))
        case .scenarioGuide(let facts):
            fields.append(("scenarios", list(facts.scenarios)))
        case .nibLoading(let facts):
            fields.append(("controller", facts.controllerClass))
            fields.append(("lookup", list(facts.lookupOrder)))
        case .window(let facts):
            fields.append(("levels", list(facts.levels.map { "\($0.name): \(number($0.value))" })))
        case .concept:
            break
        }
        return fields
    }

    /// The fields whose values differ, in the head's order then the base's leftovers.
    static func changes(base: Topic, head: Topic) -> [FieldChange] {
        let old = fields(of: base)
        let new = fields(of: head)
        let oldValues = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newValues = Dictionary(new, uniquingKeysWith: { first, _ in first })
        var keys = new.map(\.key)
        keys += old.map(\.key).filter { newValues[$0] == nil }
        let (oldLists, newLists) = (lists(of: base), lists(of: head))
        return keys.compactMap { key in
            guard oldValues[key] != newValues[key] else { return nil }
            var change = FieldChange(
                key: key, base: oldValues[key], head: newValues[key], line: head.keyLocations[key]?.line)
            if oldValues[key] != nil, newValues[key] != nil, let old = oldLists[key], let new = newLists[key],
                let items = FieldChange.itemChanges(base: old, head: new)
            {
                (change.added, change.removed) = (items.added, items.removed)
            }
            return change
        }
    }

    private static func list(_ items: [String]) -> String? {
        items.isEmpty ? nil : "[" + items.joined(separator: ", ") + "]"
    }

    private static func describe(_ transition: StateTransitionFact) -> String {
        var text = "to \(transition.to)"
        if let event = transition.event { text += " on \(event)" }
        if !transition.via.isEmpty { text += " via " + transition.via.joined(separator: " ") }
        if let platforms = transition.platforms { text += " (\(platforms))" }
        return text
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
