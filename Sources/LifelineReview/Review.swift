/// What a content change means: the report `lifeline review` prints in every format.
///
/// A value built by `Reviewer` from the two sides; the formats (`ReviewMarkdown`,
/// `ReviewAnnotations`, `ReviewJSON`) only present it.
public struct Review: Hashable, Sendable {
    public var base: ReviewRevision
    public var head: ReviewRevision
    public var topics: [TopicChange]
    public var claims: [ClaimChange]
    public var scenarios: [ScenarioChange]
    public var diagnostics: DiagnosticChanges
    public var pages: [PageChange]
    /// How pages were compared when it was not each side with its own templates, or why
    /// they were not compared at all; nil when nothing needs saying.
    public var pagesNote: String?
    /// The files of the templates folder (templates and assets, by path inside it) that differ
    /// between the sides: each can change every page, which the page list alone does not say.
    public var changedTemplates: [String] = []
    /// The translation files that differ between the sides.
    public var translations: [TranslationChange] = []
    /// The kept device logs that differ between the sides, with the engine's verdict on each.
    public var observations: [ObservationChange] = []
    /// Whether the engine's sources differ between the sides; nil when neither side has them.
    public var engineChanged: Bool?
    /// The lifeline built at the base that simulated the base's scenarios; nil when this
    /// build's engine simulated both sides.
    public var baseEngine: String?

    public init(
        base: ReviewRevision, head: ReviewRevision, topics: [TopicChange] = [], claims: [ClaimChange] = [],
        scenarios: [ScenarioChange] = [], diagnostics: DiagnosticChanges = DiagnosticChanges(),
        pages: [PageChange] = [], pagesNote: String? = nil, engineChanged: Bool? = nil, baseEngine: String? = nil
    ) {
        self.base = base
        self.head = head
        self.topics = topics
        self.claims = claims
        self.scenarios = scenarios
        self.diagnostics = diagnostics
        self.pages = pages
        self.pagesNote = pagesNote
        self.engineChanged = engineChanged
        self.baseEngine = baseEngine
    }

    /// Whether the head brings errors the base did not have (exit status 1).
    public var introducesErrors: Bool { diagnostics.introducesErrors }

    /// Claims whose steps changed (added, removed or edited).
    public var claimsWithChangedSteps: [ClaimChange] { claims.filter(\.stepsChanged) }

    /// Claims proven on one side and failing on the other.
    public var claimsWithChangedVerdict: [ClaimChange] { claims.filter(\.verdictChanged) }

    /// Scenarios whose simulated trace differs.
    public var scenariosWithChangedTrace: [ScenarioChange] { scenarios.filter(\.traceChanged) }

    /// Whether nothing the review looks at differs.
    public var isEmpty: Bool {
        topics.isEmpty && claims.isEmpty && scenarios.isEmpty && diagnostics.introduced.isEmpty
            && diagnostics.fixed.isEmpty && pages.isEmpty && changedTemplates.isEmpty
            && translations.isEmpty && observations.isEmpty
    }
}
