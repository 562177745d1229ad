import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// The `app:`, `controllers:` and `views:` sections (FORMAT.md, "Scenario file").
extension ScenarioBuilder {
    mutating func readApp(_ node: YAMLNode?, root: YAMLNode) -> AppConfiguration? {
        guard let node else {
            reader.missingKey("app", "the scenario has no 'app:' section", in: root)
            return nil
        }
        appNode = node
        guard let pairs = reader.mapping(node, "'app'") else { return nil }
        reader.rejectUnknownKeys(
            pairs, of: node, known: ["lifecycle", "window", "root", "backgroundTask"] + Self.version2AppKeys,
            in: "'app'")
        func value(_ key: String) -> YAMLNode? { pairs.first { $0.key == key }?.value }
        var app = AppConfiguration(root: .controller(""))
        readVersion2AppKeys(value, into: &app)
        if let lifecycle = value("lifecycle") {
            lifecycleNode = lifecycle
            app.lifecycle =
                reader.choice(lifecycle, "lifecycle", Lifecycle.allCases.map { ($0.rawValue, $0) }) ?? .appDelegate
            appLifecycle = app.lifecycle
        }
        checkMultipleWindowsHasScenes(app)
        if let window = value("window") {
            windowKeyNode = pairs.first { $0.key == "window" }?.keyNode
            app.window =
                reader.choice(window, "window source", WindowSource.allCases.map { ($0.rawValue, $0) }) ?? .storyboard
        }
        if let background = value("backgroundTask") {
            app.backgroundTask = reader.bool(background, "'backgroundTask'") ?? false
        }
        guard let rootNode = value("root") else {
            reader.missingKey("root", "'app' has no 'root:' (navigation, controller or tabs)", in: node)
            return nil
        }
        guard let root = readRoot(rootNode) else { return nil }
        app.root = root
        return app
    }

    private mutating func readRoot(_ node: YAMLNode) -> RootConfiguration? {
        guard let pairs = reader.mapping(node, "'root'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: node, known: ["navigation", "controller", "tabs"], in: "'root'")
        let known = pairs.filter { ["navigation", "controller", "tabs"].contains($0.key) }
        guard known.count == 1, let pair = known.first else {
            reader.error(
                "scenario.invalid-root", "'root' needs exactly one of 'navigation', 'controller' or 'tabs'", at: node)
            return nil
        }
        if pair.key == "controller" {
            guard let name = reader.string(pair.value, "'root.controller'") else { return nil }
            references.append(Reference(name: name, node: pair.value, kind: .controller))
            return .controller(name)
        }
        guard let names = reader.strings(pair.value, "'root.\(pair.key)'") else { return nil }
        guard !names.isEmpty else {
            reader.error("scenario.invalid-root", "'root.\(pair.key)' needs at least one controller", at: pair.value)
            return nil
        }
        for (name, item) in names {
            references.append(Reference(name: name, node: item, kind: .controller))
        }
        return pair.key == "navigation" ? .navigation(names.map(\.0)) : .tabs(names.map(\.0))
    }

    mutating func readControllers(_ node: YAMLNode) -> [ControllerSpec] {
        guard let pairs = reader.mapping(node, "'controllers'") else { return [] }
        let keys =
            ["created", "loadView", "nib", "onMemoryWarning", "parent", "containment", "presentationDelegate"]
            + Self.version2ControllerKeys
        return pairs.map { pair in
            var spec = ControllerSpec(name: pair.key)
            guard !reader.isNull(pair.value), let fields = reader.mapping(pair.value, "controller '\(pair.key)'") else {
                return spec
            }
            reader.rejectUnknownKeys(fields, of: pair.value, known: keys, in: "controller '\(pair.key)'")
            for field in fields {
                switch field.key {
                case "created":
                    createdKeyNodes[pair.key] = field.keyNode
                    spec.created =
                        reader.choice(field.value, "creation path", CreationPath.allCases.map { ($0.rawValue, $0) })
                        ?? spec.created
                case "loadView":
                    spec.loadView =
                        reader.choice(field.value, "loadView mode", LoadViewMode.allCases.map { ($0.rawValue, $0) })
                        ?? spec.loadView
                case "nib":
                    spec.nib = reader.isNull(field.value) ? nil : reader.string(field.value, "'nib'")
                case "onMemoryWarning":
                    spec.onMemoryWarning =
                        reader.choice(
                            field.value, "memory-warning response",
                            MemoryWarningResponse.allCases.map { ($0.rawValue, $0) })
                        ?? spec.onMemoryWarning
                case "parent":
                    spec.parent = reader.string(field.value, "'parent'")
                    if let parent = spec.parent {
                        references.append(Reference(name: parent, node: field.value, kind: .controller))
                        parentNodes[pair.key] = field.value
                    }
                case "containment":
                    spec.containment = reader.bool(field.value, "'containment'") ?? true
                case "presentationDelegate":
                    spec.presentationDelegate = reader.string(field.value, "'presentationDelegate'")
                    if let delegate = spec.presentationDelegate {
                        references.append(Reference(name: delegate, node: field.value, kind: .controller))
                    }
                default:
                    readVersion2ControllerKey(field.key, value: field.value, into: &spec)
                }
            }
            return spec
        }
    }

    mutating func readViews(_ node: YAMLNode) -> [ViewSpec] {
        guard let pairs = reader.mapping(node, "'views'") else { return [] }
        return pairs.map { pair in
            var spec = ViewSpec(name: pair.key)
            guard !reader.isNull(pair.value), let fields = reader.mapping(pair.value, "view '\(pair.key)'") else {
                return spec
            }
            reader.rejectUnknownKeys(
                fields, of: pair.value, known: ["created", "parent", "viewOf"], in: "view '\(pair.key)'")
            for field in fields {
                switch field.key {
                case "created":
                    spec.created =
                        reader.choice(
                            field.value, "view creation path", ViewCreationPath.allCases.map { ($0.rawValue, $0) })
                        ?? spec.created
                case "parent":
                    spec.parent = reader.string(field.value, "'parent'")
                    if let parent = spec.parent {
                        references.append(Reference(name: parent, node: field.value, kind: .viewOrController))
                        parentNodes[pair.key] = field.value
                    }
                case "viewOf":
                    spec.viewOf = reader.string(field.value, "'viewOf'")
                    if let owner = spec.viewOf {
                        references.append(Reference(name: owner, node: field.value, kind: .controller))
                    }
                default:
                    break
                }
            }
            return spec
        }
    }
}
