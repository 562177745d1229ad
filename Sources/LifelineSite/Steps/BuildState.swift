import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import LifelineScenarios
import LifelineValidation

/// What the steps of one build hand on to each other. Each step reads what the steps before it
/// left here and adds what it makes; nothing else is shared between steps.
public struct BuildState: Sendable {
    /// Where the content is read from.
    public var source: any ContentSource
    /// The topic files the source lists, in path order.
    public var listed: [ContentLoader.ListedFile] = []
    /// Every topic file that parsed, in path order, including any the knowledge base then leaves
    /// out (a duplicate id, an unknown section).
    public var parsedTopics: [Topic] = []
    /// Paths inside the content folder of topic files that gave no topic.
    public var unparsedTopics: Set<String> = []
    /// Paths inside the content folder of the topic files parsed in this build (the rest came
    /// from the cache of parsed topics).
    public var reparsed: [String] = []
    public var sections: [Section] = []
    /// `sections.yml` as printed; nil when there is none.
    public var sectionsPath: String?
    /// False when `sections.yml` was refused or had errors, so `sections` may miss some.
    public var sectionsAreComplete = true
    public var scenarios = ScenarioLibrary()
    /// The translation files of each language that has a folder in the content.
    public var translationFiles: [SiteLanguage: [TranslationFile]] = [:]
    /// Each language's translations that parsed, and its sections' own titles.
    public var translations: [SiteLanguage: [Translation]] = [:]
    public var translatedSections: [SiteLanguage: [Section]] = [:]
    /// Each language's titles of the scenarios and texts of the callbacks, by kind.
    public var translatedTexts: [SiteLanguage: [TranslatedTexts.Kind: TranslatedTexts]] = [:]
    /// The knowledge base as each translated language's pages show it, once its translations
    /// are checked: its topics translated where they can be, the others in English.
    public var languageBases: [SiteLanguage: KnowledgeBase] = [:]
    /// The ids of the topics each translated language shows in English.
    public var untranslatedTopics: [SiteLanguage: Set<String>] = [:]
    /// When each content file last changed, by its path inside the content folder, from the
    /// git history; empty unless the build reads it.
    public var lastChanged: [String: String] = [:]
    /// Nil until the topics are assembled.
    public var knowledgeBase: KnowledgeBase?
    /// Every trace the checks simulated, reused by the pages so no scenario runs twice.
    public var traces = TraceCache()
    /// The observations' results, once the validate step has them.
    public var evidence: EvidenceIndex?
    /// Each checked claim's result, as the pages and the review read it.
    public var claims = ClaimResults()
    /// Every problem found so far, in the order the steps found them.
    public var diagnostics: [Diagnostic] = []
    /// The compiled templates; nil until compiled, or when they have errors.
    public var templates: TemplateSet?
    /// The cache of parsed topics this build reads and refreshes; nil for a build without one.
    public var cache: TopicCache?
    /// The file the cache was read from and is written back to; nil for one kept in memory.
    var cacheFile: String?
    /// The cache file being decoded while the folder is listed, and what it must match.
    var cacheBeingRead: (file: Task<TopicCache?, Never>, expected: CacheExpectation)?
    /// The scenarios and observations being parsed, and the templates being compiled, on
    /// another core while the topics are assembled and checked (`startLoadingScenariosAndTemplates`).
    var scenariosBeingLoaded: Task<ScenarioLibrary, Never>?
    var templatesBeingCompiled: Task<Result<(TemplateSet?, [Diagnostic]), SiteBuildError>, Never>?
    /// Why the cache cannot vouch for the knowledge base and the output; nil when it can.
    var cacheRefusal: String?
    /// When the scan of the topic files began, for stamps too recent to vouch for a file.
    var scanStarted = timespec()
    /// Set by a step after which the build goes no further (a diagnostic blocks the write).
    public var stopped = false
    /// Where pages are written: set by the step that prepares the output.
    var output: SiteOutput?
    var staging: SiteStaging?
    /// The pages rendered, by path inside the site, for a build that keeps them in memory.
    public var pages: [String: String] = [:]
    public var pagesRendered = 0
    /// The files of an incremental build that differ from the output's, to be replaced in place.
    var replacements: [(path: String, bytes: [UInt8])]?
    /// What the write step changed; nil when nothing was written.
    public var written: SiteWriteSummary?

    public init(source: any ContentSource, cache: TopicCache? = nil) {
        self.source = source
        self.cache = cache
    }

    /// Whether the cache vouches for everything but the topic files parsed in this build, so
    /// only they are checked and rendered again (known once the topics are parsed).
    var isIncremental: Bool { cache != nil && cacheRefusal == nil }

    /// How the cache was used; nil without a cache.
    public var cacheUse: CacheUse? {
        guard cache != nil else { return nil }
        if let refusal = cacheRefusal { return .whole(reason: refusal) }
        return .incremental(reparsed: reparsed, changedFiles: written?.changed ?? [])
    }

    /// The knowledge base, or an empty one before the assemble step.
    public var assembled: KnowledgeBase {
        knowledgeBase ?? KnowledgeBase()
    }

    /// Topic files the knowledge base lacks because of an error of their own: those that gave
    /// no topic, and those whose section is not listed. What names them is not reported again.
    var topicsInError: Set<String> {
        unparsedTopics.union(knowledgeBase?.unplacedTopicPaths ?? [])
    }

    /// Scenarios and traces as the renderer reads them.
    public var traceSource: TraceSource {
        TraceSource(scenarios: scenarios, cache: traces, evidence: evidence, claims: claims)
    }
}
