import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import LifelineValidation

/// The commands that read content, as lists of named steps (`BuildStep`): `check`, `build`,
/// and `serve`'s rebuild. Each command is one path, read top to bottom in `checkSteps` and
/// `buildSteps`; `lifeline review` runs the same steps over a git revision (`SideAnalysis`).
public struct SiteBuilder: Sendable {
    public struct Options: Sendable {
        public var contentDirectory: String
        public var templatesDirectory: String
        public var outputDirectory: String
        /// Treat warnings as errors.
        public var strict: Bool
        public var allowsRawHTML: Bool
        /// The address the site is served from, for `sitemap.xml`.
        public var baseURL: String
        /// Where topics' sources are edited (`--edit-url`); nil for no "Edit this page" links.
        public var editURL: String?
        /// Whether pages show when their file last changed, from the content folder's git
        /// history (`--last-updated-from-git`).
        public var datesFromGit = false
        /// Whether `check` compiles the templates too; false for a content folder checked with
        /// no templates folder.
        public var checksTemplates = true

        public init(
            contentDirectory: String = "Content", templatesDirectory: String = "Templates",
            outputDirectory: String = "Site", strict: Bool = false, allowsRawHTML: Bool = false,
            baseURL: String = "http://127.0.0.1:8000/"
        ) {
            self.contentDirectory = contentDirectory
            self.templatesDirectory = templatesDirectory
            self.outputDirectory = outputDirectory
            self.strict = strict
            self.allowsRawHTML = allowsRawHTML
            self.baseURL = baseURL
        }
    }

    /// What a build did: its diagnostics, and what it wrote (nothing when it failed).
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        public var topicsRead: Int
        public var pagesWritten: Int
        /// Whether the output folder now holds the new site.
        public var written: Bool
        /// How the cache folder was used, for builds given one.
        public var cacheUse: CacheUse? = nil
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The steps of `lifeline check`: read everything, judge everything, write nothing. A check
    /// needs neither the pages' HTML nor the topics' bodies once they are parsed. It compiles
    /// the templates as a build does, so a template the build would refuse fails the check too.
    public func checkSteps(cache: BuildStep.CacheLocation? = nil) -> [BuildStep] {
        var steps: [BuildStep] = []
        if let cache { steps.append(.readCache(at: cache, options: options, forSite: false)) }
        steps += [
            .listSources, .parseTopics(preparingHTML: false, bodies: .none),
            .startLoadingScenariosAndTemplates(
                templatesFrom: options.checksTemplates ? options.templatesDirectory : nil),
            .loadSections, .parseTranslations(preparingHTML: false), .assemble, .loadScenariosAndObservations,
            .validate(keepingClaimResults: false), .checkTranslations,
        ]
        if options.checksTemplates { steps.append(.compileTemplates(from: options.templatesDirectory)) }
        if let cache { steps.append(.keepCache(at: cache, options: options, forSite: false)) }
        return steps
    }

    /// The steps of `lifeline build`, and of every rebuild of `lifeline serve`: the check's,
    /// with topics ready to render, then the templates, the pages and the write. Nothing is
    /// written when a diagnostic blocks the build.
    public func buildSteps(cache: BuildStep.CacheLocation? = nil) -> [BuildStep] {
        var steps: [BuildStep] = [.prepareOutput(options)]
        if let cache { steps.append(.readCache(at: cache, options: options, forSite: true)) }
        steps.append(.listSources)
        if options.datesFromGit { steps.append(.readPageHistory) }
        steps += [
            .parseTopics(preparingHTML: true, bodies: .forRendering),
            .startLoadingScenariosAndTemplates(templatesFrom: options.templatesDirectory), .loadSections,
            .parseTranslations(preparingHTML: true), .assemble, .loadScenariosAndObservations,
            .validate(keepingClaimResults: true), .checkTranslations,
            .compileTemplates(from: options.templatesDirectory),
            .stopIfBlocked(strict: options.strict),
            .render(
                allowsRawHTML: options.allowsRawHTML, baseURL: options.baseURL, editURL: options.editURL,
                into: .staging),
            .write(assetsFrom: options.templatesDirectory),
        ]
        if let cache { steps.append(.keepCache(at: cache, options: options, forSite: true)) }
        return steps
    }

    /// What the "prepare output" step checks, for a command to ask before it takes the output's
    /// lock (`SiteLock`): the lock file is made beside the output, and a refused output must
    /// leave nothing behind, beside it or in the sources.
    public func checkOutput() throws(BuildFailure) {
        do throws(SiteBuildError) {
            _ = try BuildStep.checkedOutput(options)
        } catch {
            throw BuildFailure(step: BuildStep.prepareOutputName, reason: error)
        }
    }

    /// `lifeline check`; the diagnostics come sorted for printing.
    public func check(report: BuildPipeline.Report? = nil) async throws(BuildFailure) -> [Diagnostic] {
        try await check(cache: nil, report: report).diagnostics
    }

    /// `lifeline check --cache-dir`: the same diagnostics as `check()`, with the topic files the
    /// cache vouches for neither parsed nor checked again.
    public func check(cacheDirectory: String, report: BuildPipeline.Report? = nil) async throws(BuildFailure) -> (
        diagnostics: [Diagnostic], cacheUse: CacheUse
    ) {
        let checked = try await check(cache: .file(directory: cacheDirectory, name: "check"), report: report)
        return (checked.diagnostics, checked.cacheUse ?? .whole(reason: "no cache yet"))
    }

    private func check(cache: BuildStep.CacheLocation?, report: BuildPipeline.Report?) async throws(BuildFailure)
        -> (diagnostics: [Diagnostic], cacheUse: CacheUse?)
    {
        let state = try await BuildPipeline(checkSteps(cache: cache)).run(
            BuildState(source: ContentFolder(options.contentDirectory)), report: report)
        let result = (state.diagnostics.sortedForPrinting(), state.cacheUse)
        // Freeing every topic takes a noticeable time on one core; the main thread only prints.
        ReleaseInBackground.release(state)
        return result
    }

    /// `lifeline build`, and with `cacheDirectory`, `lifeline build --cache-dir`: the same
    /// site, byte for byte, with only the topic files that changed since the last successful
    /// build parsed, checked and rendered when the cache can vouch for the rest.
    public func build(cacheDirectory: String? = nil, report: BuildPipeline.Report? = nil) async throws(BuildFailure)
        -> Outcome
    {
        let state = try await BuildPipeline(
            buildSteps(cache: cacheDirectory.map { .file(directory: $0, name: "build") })
        )
        .run(BuildState(source: ContentFolder(options.contentDirectory)), report: report)
        let outcome = Self.outcome(of: state)
        ReleaseInBackground.release(state)
        return outcome
    }

    /// A build for `lifeline serve`, with the cache kept in memory between its rebuilds: the
    /// site written is byte for byte what `build()` writes.
    public func rebuild(reusing cache: inout TopicCache, report: BuildPipeline.Report? = nil)
        async throws(BuildFailure) -> SiteRebuild
    {
        let state = try await BuildPipeline(buildSteps(cache: .memory)).run(
            BuildState(source: ContentFolder(options.contentDirectory), cache: cache), report: report)
        cache = state.cache ?? TopicCache()
        let rebuild = SiteRebuild(
            outcome: Self.outcome(of: state), reparsedTopics: state.reparsed,
            changedFiles: state.written?.changed ?? [])
        ReleaseInBackground.release(state)
        return rebuild
    }

    static func outcome(of state: BuildState) -> Outcome {
        Outcome(
            diagnostics: state.diagnostics, topicsRead: state.knowledgeBase?.topics.count ?? 0,
            pagesWritten: state.written == nil ? 0 : state.pagesRendered, written: state.written != nil,
            cacheUse: state.cacheUse)
    }

    /// Renders every page in parallel across the cores, and hands each page's bytes to `write`
    /// (path inside the site → bytes) as soon as it is rendered, from the task that rendered
    /// it; returns how many pages there were. The first error of `write` stops it.
    ///
    /// A page is freed as soon as it is written, so the site is never held in memory whole.
    /// The home, index, section and scenario pages go first, among the topics: rendered one
    /// after the other before them, the section pages kept one core idle while the other
    /// rendered them. So do the search index and the sitemap, when `baseURL` is given; they
    /// depend on the knowledge base alone, not on the pages.
    static func render(
        _ renderer: SiteRenderer, dataFilesFor baseURL: String? = nil,
        into write: @escaping @Sendable (String, [UInt8]) throws(SiteOutputError) -> Void
    ) async throws(SiteOutputError) -> Int {
        let jobs =
            [PageJob.home, .notFound, .callbackIndex, .search, .scenarios, .evidence]
            + (baseURL.map { [.dataFiles($0)] } ?? [])
            + renderer.knowledgeBase.sections.map(PageJob.section) + renderer.knowledgeBase.topics.map(PageJob.topic)
        // A few pages per core in flight, not a task per topic made up front: each waiting
        // task holds its topic and its own allocation, one for every topic of the site.
        let inFlight = max(2, ProcessInfo.processInfo.activeProcessorCount * 4)
        let result = await withTaskGroup(
            of: Result<Int, SiteOutputError>.self, returning: Result<Int, SiteOutputError>.self
        ) { group in
            var next = jobs.makeIterator()
            func addTask(for job: PageJob) {
                group.addTask {
                    guard !Task.isCancelled else { return .success(0) }
                    let pages = job.pages(from: renderer)
                    do throws(SiteOutputError) {
                        for page in pages { try write(page.path, Array(page.html.utf8)) }
                        return .success(pages.count)
                    } catch {
                        return .failure(error)
                    }
                }
            }
            for _ in 0..<inFlight {
                guard let job = next.next() else { break }
                addTask(for: job)
            }
            var count = 0
            while let result = await group.next() {
                switch result {
                case .success(let written): count += written
                case .failure:
                    group.cancelAll()
                    return result
                }
                if let job = next.next() { addTask(for: job) }
            }
            return .success(count)
        }
        return try result.get()
    }

    /// One unit of `render`'s work: a page, or the files that are made together (the scenario
    /// pages; the search index and the sitemap for a base URL).
    private enum PageJob: Sendable {
        case home, notFound, callbackIndex, search, scenarios, evidence
        case dataFiles(String)
        case section(Section)
        case topic(Topic)

        func pages(from renderer: SiteRenderer) -> [RenderedPage] {
            switch self {
            case .home: [renderer.renderHome()]
            case .notFound: [renderer.renderNotFound()]
            case .callbackIndex: [renderer.renderCallbackIndex()]
            case .search: [renderer.renderSearch()]
            case .scenarios: renderer.renderScenarioPages()
            case .evidence: renderer.renderEvidencePages()
            case .dataFiles(let baseURL): renderer.dataFiles(baseURL: baseURL)
            case .section(let section): [renderer.renderSection(section)]
            case .topic(let topic): [renderer.renderTopic(topic)]
            }
        }
    }
}
