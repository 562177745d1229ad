import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// Builds a `Scenario` from the composed YAML tree, section by section, remembering where
/// each name was used so that references can be checked once everything is declared.
struct ScenarioBuilder {
    /// A name used somewhere, to check against the declarations.
    struct Reference {
        enum Kind {
            case controller
            case view
            /// A controller or a view (addSubview targets, layout targets).
            case viewOrController
        }

        var name: String
        var node: YAMLNode
        var kind: Kind
    }

    var reader: YAMLReader
    let defaultID: String
    var references: [Reference] = []
    var lifecycleNode: YAMLNode?
    var platformNode: YAMLNode?
    /// The scenario's own mapping, where `controllers:` and `views:` are declared.
    var rootNode: YAMLNode?
    /// The `app:` value, where a problem with a default of that section is reported.
    var appNode: YAMLNode?
    /// The app's lifecycle as read, for actions that exist for one lifecycle only.
    var appLifecycle: Lifecycle = .appDelegate
    /// The device family as read, for actions that exist on an iPad only.
    var deviceFamily: DeviceFamily = .iPhone
    /// Whether `app:` says `multipleWindows: true`, for `newWindow`.
    var supportsMultipleWindows = false
    /// The `multipleWindows:` value, when the file gives one.
    var multipleWindowsNode: YAMLNode?
    /// The `window:` key, when the file gives one.
    var windowKeyNode: YAMLNode?
    /// The `created:` key of each controller that gives one.
    var createdKeyNodes: [String: YAMLNode] = [:]
    /// The `parent:` value of each controller or view that gives one.
    var parentNodes: [String: YAMLNode] = [:]
    /// The `stateRestoration:` value, when the file gives one.
    var stateRestorationNode: YAMLNode?

    /// Whether the scenario's id names a page of the site (`traces/<id>.html`); an
    /// observation's scenario has none, its observation's id names its page.
    let namesAPage: Bool

    init(reader: YAMLReader, defaultID: String, namesAPage: Bool = true) {
        self.reader = reader
        self.defaultID = defaultID
        self.namesAPage = namesAPage
    }

    mutating func build(_ root: YAMLNode) -> Scenario? {
        guard let pairs = reader.mapping(root, "a scenario file") else { return nil }
        rootNode = root
        reader.rejectUnknownKeys(
            pairs, of: root, known: ScenarioReader.topLevelKeys + Self.version2ScenarioKeys, in: "the scenario")
        func value(_ key: String) -> YAMLNode? { pairs.first { $0.key == key }?.value }
        let (device, userInterfaceStyle) = readVersion2ScenarioKeys(value)
        deviceFamily = device

        let id = value("id").flatMap { reader.string($0, "'id'") } ?? defaultID
        if let node = value("id"), !Self.isKebabCase(id) {
            reader.error(
                "scenario.invalid-id", "the id '\(id)' must be kebab-case (lowercase words joined by '-')", at: node)
        } else if namesAPage, let problem = PortableName.problem(id) {
            let origin = value("id") == nil ? ", which is the file name," : ""
            reader.error("scenario.invalid-id", "the id '\(id)'\(origin) \(problem)", at: value("id") ?? root)
        }
        var tooLarge = false
        for (key, limit) in Self.limits {
            guard let node = value(key), let count = node.sequence?.count ?? node.mapping?.count, count > limit
            else { continue }
            tooLarge = true
            reader.error(
                "scenario.too-large",
                "the scenario has \(count) \(key); one scenario may have at most \(limit): "
                    + "write one scenario per situation", at: node)
        }
        guard !tooLarge else { return nil }
        let title = value("title").flatMap { reader.string($0, "'title'") } ?? ""
        let platform = readPlatform(value("platform"), root: root)
        if let platform, userInterfaceStyle == .dark, !platform.hasDarkAppearance {
            reader.error(
                "scenario.unsupported-on-platform", "the dark appearance does not exist on \(platform)",
                at: value("userInterfaceStyle"))
        }
        let app = readApp(value("app"), root: root)
        let controllers = value("controllers").map { readControllers($0) } ?? []
        let nibs = value("nibs").flatMap { reader.strings($0, "'nibs'")?.map(\.0) } ?? []
        let views = value("views").map { readViews($0) } ?? []
        var steps: [ScenarioStep] = []
        if let node = value("steps") {
            steps = readSteps(node)
        } else {
            reader.missingKey("steps", "the scenario has no 'steps:' list", in: root)
        }
        let log = value("log").flatMap { reader.strings($0, "'log'") }

        guard let platform, let app else { return nil }
        let scenario = Scenario(
            id: id, title: title, platform: platform, app: app, controllers: controllers, nibs: nibs,
            views: views, steps: steps, log: log?.map(\.0), device: device, userInterfaceStyle: userInterfaceStyle)
        check(scenario, log: log ?? [])
        return scenario
    }

    private mutating func readPlatform(_ node: YAMLNode?, root: YAMLNode) -> Platform? {
        guard let node else {
            reader.missingKey("platform", "the scenario has no 'platform:' (ios4 … ios18)", in: root)
            return nil
        }
        platformNode = node
        guard let text = reader.string(node, "'platform'") else { return nil }
        guard let platform = Platform(parsing: text) else {
            reader.error(
                "scenario.invalid-platform",
                "'\(text)' is not a modelled iOS version: write ios4 … ios18, optionally with a minor version such as ios17.4",
                at: node)
            return nil
        }
        return platform
    }

    /// The most steps, controllers and views one scenario may have (stated in Content/README.md).
    ///
    /// A scenario is one situation, and the largest in the repository has 14 steps; a file of
    /// thousands (by mistake, or to slow the build down) is refused before it is simulated,
    /// rather than simulated for minutes.
    static let limits = [("steps", 200), ("controllers", 100), ("views", 100)]

    static func isKebabCase(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix("-") && !text.hasSuffix("-") && !text.contains("--")
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
