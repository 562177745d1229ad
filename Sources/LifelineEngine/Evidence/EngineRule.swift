/// One rule of the simulation about order or version, with what backs it.
///
/// The registry (`EngineRule.all`) is how a claim on the site shows its evidence: the rules
/// that govern the actions a claim covers, on the versions it covers, point to the device
/// logs (observations, by id) or documentation behind them. A rule with neither is inferred,
/// and says so. Tests read the registry: every cited observation must exist and be reproduced.
public struct EngineRule: Hashable, Sendable {
    /// A page of documentation that states the rule.
    public struct Documentation: Hashable, Sendable {
        public var title: String
        public var url: String

        public init(_ title: String, _ url: String) {
            self.title = title
            self.url = url
        }
    }

    /// Stable, kebab-case.
    public var id: String
    /// The rule in one sentence.
    public var summary: String
    /// The scenario actions whose callbacks the rule orders (`ScenarioAction.name`).
    public var actions: Set<String>
    /// The callbacks the rule places, when it is about some only (nil: every callback of
    /// its actions), so that a claim about others is not said to rest on it.
    public var callbacks: Set<String>?
    /// The versions the rule applies to.
    public var platforms: ClosedRange<Platform>
    /// The one life cycle the rule is about, when it is about one (nil: apps with and without
    /// scenes alike), so that a claim about the other is not said to rest on it or its logs.
    public var lifecycle: Lifecycle?
    /// Whether the rule is about iPad apps that support multiple windows (`true`), about every
    /// other app (`false`), or about both (nil): there each window is a card of its own in the
    /// switcher, so swiping one away closes a window rather than the app.
    public var iPadWithMultipleWindows: Bool?
    /// Observation ids of logs that show the rule.
    public var observations: [String]
    public var documentation: [Documentation]
    /// What part of the rule no evidence covers (a version boundary, a position), if any.
    public var inference: String?

    public init(
        id: String, summary: String, actions: Set<String>, callbacks: Set<String>? = nil,
        platforms: ClosedRange<Platform> = .all, lifecycle: Lifecycle? = nil, iPadWithMultipleWindows: Bool? = nil,
        observations: [String] = [], documentation: [Documentation] = [], inference: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.actions = actions
        self.callbacks = callbacks
        self.platforms = platforms
        self.lifecycle = lifecycle
        self.iPadWithMultipleWindows = iPadWithMultipleWindows
        self.observations = observations
        self.documentation = documentation
        self.inference = inference
    }

    /// Nothing but reasoning backs it.
    public var isInferred: Bool { observations.isEmpty && documentation.isEmpty }
}

extension ClosedRange where Bound == Platform {
    /// Every version the engine models.
    public static var all: ClosedRange<Platform> { Platform.oldest...Platform.newest }

    /// From a major version to the last of another (or of the newest the engine models).
    public static func majors(_ first: Int, _ last: Int? = nil) -> ClosedRange<Platform> {
        Platform(major: first)...Platform(major: last ?? Platform.newest.major, minor: 99)
    }
}
