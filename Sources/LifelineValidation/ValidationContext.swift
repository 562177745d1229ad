import LifelineContent
import LifelineEngine
import LifelineScenarios

/// Everything a rule may consult: the knowledge base, the scenarios, the engine's
/// registry and the shared trace cache, and where the claim rule leaves its results.
public struct ValidationContext: Sendable {
    public var knowledgeBase: KnowledgeBase {
        didSet { topicIDSuggestions = TopicIDSuggestions() }
    }
    public var scenarios: ScenarioLibrary
    public var traces: TraceCache
    /// The observations' results, and what backs each claim.
    public var evidence: EvidenceIndex
    /// Where each claim's result is left for the pages and the review; nil when nothing will
    /// show them (`lifeline check`), so no result is made.
    public var claims: ClaimResults?
    /// The content folder as the user named it, where whole-base diagnostics point.
    public var contentDirectory: String
    /// Suggestions for unknown topic ids, shared by the rules over every topic; made anew with
    /// each knowledge base.
    private(set) var topicIDSuggestions = TopicIDSuggestions()
    /// Topic files (paths inside the content folder) left out of the knowledge base by an
    /// error of their own: they failed to parse, or name a section the list lacks. A link or
    /// `related` id that names one is not reported: the file's own error is the cause, and one
    /// mistake gives one error.
    public var topicsInError: Set<String> = [] {
        didSet {
            idsOfTopicsInError = Set(
                topicsInError.map { String($0.split(separator: "/").last?.dropLast(".md".count) ?? "") })
        }
    }

    /// The ids of `topicsInError`: a topic's id is its file name. Kept with the paths rather
    /// than worked out on each use, since every topic's links ask for it.
    private(set) var idsOfTopicsInError: Set<String> = []

    public init(
        knowledgeBase: KnowledgeBase, scenarios: ScenarioLibrary, traces: TraceCache = TraceCache(),
        evidence: EvidenceIndex? = nil, claims: ClaimResults? = nil, contentDirectory: String = "Content"
    ) {
        self.knowledgeBase = knowledgeBase
        self.scenarios = scenarios
        self.traces = traces
        self.evidence = evidence ?? EvidenceIndex(library: scenarios, traces: traces)
        self.claims = claims
        self.contentDirectory = contentDirectory
    }

    /// Every selector the engine knows.
    public static let knownSelectors: Set<String> = Set(CallbackRegistry.all.map(\.selector))

    /// The platforms a range covers, one per major version the engine models (plus the
    /// exact lower bound when it has a minor version, such as ios17.4).
    public static func platforms(in range: PlatformRange) -> [Platform] {
        let lower = range.lower
        let first =
            lower.major >= Platform.oldest.major
            ? Platform(major: lower.major, minor: lower.minor) : Platform.oldest
        let lastMajor = min(range.upper?.major ?? Platform.newest.major, Platform.newest.major)
        guard first.major <= lastMajor else { return [] }
        var result = [first]
        if lastMajor > first.major {
            result += ((first.major + 1)...lastMajor).map { Platform(major: $0) }
            if let upper = range.upper, upper.minor > 0, upper.major == lastMajor {
                result[result.count - 1] = Platform(major: upper.major, minor: upper.minor)
            }
        }
        return result
    }
}
