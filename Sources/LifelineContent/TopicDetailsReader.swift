import LifelineDiagnostics
import LifelineYAML

/// Reads the keys that belong to one kind of topic (see `TopicDetails`).
enum TopicDetailsReader {
    /// Made once: each topic asks for its kind's keys, and a set literal is built anew each time.
    static func keys(for kind: TopicKind) -> Set<String> { keysByKind[kind] ?? [] }

    private static let keysByKind = Dictionary(uniqueKeysWithValues: TopicKind.allCases.map { ($0, ownKeys($0)) })

    private static func ownKeys(_ kind: TopicKind) -> Set<String> {
        switch kind {
        case .state: ["name", "transitions"]
        case .delegateMethod, .callback: ["selector", "owner", "swift"]
        case .scenarioGuide: ["scenarios"]
        case .nibLoading: ["controller", "lookup"]
        case .window: ["levels"]
        case .concept: []
        }
    }

    /// The keys some kind reads: what a file whose kind is missing or unknown may have meant.
    static let keysOfEveryKind = TopicKind.allCases.reduce(into: Set<String>()) { $0.formUnion(ownKeys($1)) }

    static func read(kind: TopicKind, from reader: inout FrontMatterReader) -> TopicDetails {
        switch kind {
        case .state:
            return .state(
                StateFacts(name: reader.string("name", required: true) ?? "", transitions: transitions(&reader)))
        case .delegateMethod:
            return .delegateMethod(callback(&reader))
        case .callback:
            return .callback(callback(&reader))
        case .scenarioGuide:
            return .scenarioGuide(ScenarioGuideFacts(scenarios: reader.stringList("scenarios")))
        case .nibLoading:
            return .nibLoading(
                NibLoadingFacts(controllerClass: reader.string("controller"), lookupOrder: reader.stringList("lookup"))
            )
        case .window:
            return .window(WindowFacts(levels: levels(&reader)))
        case .concept:
            return .concept
        }
    }

    private static func callback(_ reader: inout FrontMatterReader) -> CallbackFacts {
        CallbackFacts(
            selector: reader.string("selector", required: true) ?? "",
            owner: reader.string("owner", required: true) ?? "",
            swift: reader.string("swift")
        )
    }

    private static func transitions(_ reader: inout FrontMatterReader) -> [StateTransitionFact] {
        reader.mappingList("transitions").compactMap { item in
            var to: String?
            var event: String?
            var via: [String] = []
            var platforms: PlatformRange?
            var places = StateTransitionFact.Places()
            var misspelt: Set<String> = []
            for (key, value) in item.mapping {
                switch key.string ?? "" {
                case "to":
                    to = reader.scalarString(value, key: "to")
                    places.to = reader.textRange(of: value) ?? reader.range(of: value)
                case "event":
                    event = reader.scalarString(value, key: "event")
                    places.event = reader.textRange(of: value) ?? reader.range(of: value)
                case "via":
                    via = reader.stringList(value, key: "via")
                    places.via = reader.range(of: value)
                case "platforms":
                    let text = reader.scalarString(value, key: "platforms") ?? ""
                    platforms = PlatformRange(parsing: text)
                    if platforms == nil {
                        reader.report(
                            "topic.invalid-platforms", "platforms '\(text)' must look like 'ios13+'", at: value)
                    }
                default:
                    misspelt.formUnion(
                        reportUnknown(
                            key, of: "a transition", among: ["to", "event", "via", "platforms"], in: item.mapping,
                            &reader))
                }
            }
            guard let to else {
                // A misspelt `to:` has its error already.
                if !misspelt.contains("to") {
                    reader.report("topic.missing-key", "a transition needs a 'to' state", at: item.node)
                }
                return nil
            }
            return StateTransitionFact(
                to: to, event: event, via: via, platforms: platforms, line: reader.location(of: item.node).line,
                places: places)
        }
    }

    private static func levels(_ reader: inout FrontMatterReader) -> [WindowLevelFact] {
        reader.mappingList("levels").compactMap { item in
            var name: String?
            var value: Double?
            var misspelt: Set<String> = []
            for (key, node) in item.mapping {
                switch key.string ?? "" {
                case "name": name = reader.scalarString(node, key: "name")
                case "value":
                    value = node.scalar.flatMap { Double($0.string) }
                    if value == nil {
                        reader.report("topic.invalid-type", "a level's 'value' must be a number", at: node)
                    }
                default:
                    misspelt.formUnion(
                        reportUnknown(key, of: "a window level", among: ["name", "value"], in: item.mapping, &reader))
                }
            }
            guard let name, let value else {
                if name == nil, !misspelt.contains("name") {
                    reader.report("topic.missing-key", "a window level needs a 'name'", at: item.node)
                }
                return nil
            }
            return WindowLevelFact(name: name, value: value, line: reader.location(of: item.node).line)
        }
    }

    /// An unknown key of an item (a transition, a window level): with a suggestion and a
    /// fix-it when it is near a key the item lacks. Returns that key, whose absence is then
    /// not reported again.
    private static func reportUnknown(
        _ key: YAMLNode, of item: String, among keys: [String], in mapping: YAMLNode.Mapping,
        _ reader: inout FrontMatterReader
    ) -> Set<String> {
        let name = key.string ?? ""
        let written = Set(mapping.compactMap { $0.key.string })
        guard let suggestion = NearMiss.suggestion(for: name, among: keys.filter { !written.contains($0) }) else {
            reader.report("topic.unknown-key", "\(item) has no key '\(name)'", at: key)
            return []
        }
        reader.report(
            "topic.unknown-key", "\(item) has no key '\(name)'; did you mean '\(suggestion)'?", at: key,
            fixIts: [FixIt(range: reader.range(of: key), replacement: suggestion)])
        return [suggestion]
    }
}
