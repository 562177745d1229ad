import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import LifelineValidation

/// Builds a site as one list of named steps: load content, load templates, render pages,
/// write the output. A step that finds errors stops the build before anything is written.
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

    public func build() async throws(SiteBuildError) -> Outcome {
        let output = try validatedOutput()
        try TemplateLoader(directory: options.templatesDirectory).requireDirectory()

        // Steps 1 and 2: load and parse the content; check every topic and claim.
        let (knowledgeBase, traces, diagnostics) = try await loadAndCheck(forRendering: true)

        // Steps 3 to 5: compile the templates, render every page, write the site.
        // A file whose bytes are the previous site's is linked from it rather than written:
        // creating a file costs far more than comparing one (at 10,000 pages, creating inodes
        // next to the ones the previous build just freed was a quarter of a build), and
        // unchanged pages keep their modification time for whoever syncs the folder.
        let outcome = try await renderAndWrite(
            knowledgeBase, traces: traces, diagnostics: diagnostics, to: output, reusingUnchanged: true
        ).outcome
        // Freeing 10,000 topics one allocation at a time took a third of a second on one core,
        // after the site was written; the process usually exits before that thread is done.
        ReleaseInBackground.release(knowledgeBase)
        ReleaseInBackground.release(traces)
        return outcome
    }

    /// The output folder, once it is known not to hold the sources or someone else's files.
    func validatedOutput() throws(SiteBuildError) -> SiteOutput {
        let output = SiteOutput(directory: options.outputDirectory)
        do {
            try output.validate(protecting: [
                options.contentDirectory, options.templatesDirectory, FileManager.default.currentDirectoryPath,
            ])
        } catch {
            throw .output(error)
        }
        return output
    }

    /// Steps 3 to 5: compile the templates, render every page, and write the site unless a
    /// diagnostic blocks it; the summary says which files changed (nil when nothing was written).
    func renderAndWrite(
        _ knowledgeBase: KnowledgeBase, traces: TraceSource, diagnostics: [Diagnostic], to output: SiteOutput,
        reusingUnchanged: Bool = false
    ) async throws(SiteBuildError) -> (outcome: Outcome, summary: SiteWriteSummary?) {
        var diagnostics = diagnostics

        // Step 3: compile the templates.
        let templateLoader = TemplateLoader(directory: options.templatesDirectory)
        let (templates, templateDiagnostics) = try templateLoader.load()
        diagnostics += templateDiagnostics

        let blocking = diagnostics.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
        guard !blocking, let templates else {
            let outcome = Outcome(
                diagnostics: diagnostics, topicsRead: knowledgeBase.topics.count, pagesWritten: 0, written: false)
            return (outcome, nil)
        }

        // Steps 4 and 5: render every page straight into a staging folder, then swap it in.
        let renderer = SiteRenderer(
            templates: templates, knowledgeBase: knowledgeBase, traces: traces, allowsRawHTML: options.allowsRawHTML
        )
        let pageCount: Int
        let summary: SiteWriteSummary
        do throws(SiteOutputError) {
            let staging = try output.stage(reusingUnchanged: reusingUnchanged)
            do throws(SiteOutputError) {
                pageCount = try await Self.render(renderer, dataFilesFor: options.baseURL) {
                    path, bytes throws(SiteOutputError) in
                    try staging.write(bytes, to: path)
                }
            } catch {
                staging.abandon()
                throw error
            }
            summary = try staging.finish(copying: templateLoader.assets())
        } catch {
            throw .output(error)
        }
        let outcome = Outcome(
            diagnostics: diagnostics, topicsRead: knowledgeBase.topics.count, pagesWritten: pageCount, written: true)
        return (outcome, summary)
    }

    /// Loads the scenarios and runs every validation rule (what `lifeline check` runs). The
    /// traces simulated for the check are returned for rendering, so none runs twice.
    public static func check(_ knowledgeBase: KnowledgeBase, contentDirectory: String) async -> (
        TraceSource, [Diagnostic]
    ) {
        let scenarios = ScenarioLoader(contentDirectory: contentDirectory).load()
        let context = ValidationContext(
            knowledgeBase: knowledgeBase, scenarios: scenarios, contentDirectory: contentDirectory
        )
        let diagnostics = scenarios.diagnostics + (await Validator().validate(context))
        return (TraceSource(scenarios: scenarios, cache: context.traces), diagnostics)
    }

    /// Runs only the load and check steps, for `lifeline check`.
    public func check() async throws(SiteBuildError) -> [Diagnostic] {
        let checked = try await loadAndCheck(forRendering: false)
        let diagnostics = checked.diagnostics.sortedForPrinting()
        // As in `build()`: the topics are freed off the main thread, which only prints.
        ReleaseInBackground.release(checked.knowledgeBase)
        ReleaseInBackground.release(checked.traces)
        return diagnostics
    }

    /// Step 1, load and parse the content; step 2, check every topic and claim. Topics are
    /// ready to render (their HTML prepared, their bodies kept) only when `forRendering`.
    func loadAndCheck(forRendering: Bool) async throws(SiteBuildError) -> (
        knowledgeBase: KnowledgeBase, traces: TraceSource, diagnostics: [Diagnostic]
    ) {
        let knowledgeBase: KnowledgeBase
        var diagnostics: [Diagnostic]
        do {
            (knowledgeBase, diagnostics) = try await ContentLoader(
                directory: options.contentDirectory, preparesHTML: forRendering,
                bodies: forRendering ? .forRendering : .none
            ).load()
        } catch {
            throw .missingContent(options.contentDirectory)
        }
        let (traces, problems) = await Self.check(knowledgeBase, contentDirectory: options.contentDirectory)
        return (knowledgeBase, traces, diagnostics + problems)
    }

    /// Renders every page in parallel across the cores, and hands each page's bytes to `write`
    /// (path inside the site → bytes) as soon as it is rendered, from the task that rendered
    /// it; returns how many pages there were. The first error of `write` stops it.
    ///
    /// A page is freed as soon as it is written, so the site is never held in memory whole.
    /// The home, index, section and scenario pages go first, among the topics: rendered one
    /// after the other before them, the 100 section pages of a 10,000-topic site kept one core
    /// idle for a fifth of a second. So do the search index and the sitemap, when `baseURL`
    /// is given; they depend on the knowledge base alone, not on the pages.
    static func render(
        _ renderer: SiteRenderer, dataFilesFor baseURL: String? = nil,
        into write: @escaping @Sendable (String, [UInt8]) throws(SiteOutputError) -> Void
    ) async throws(SiteOutputError) -> Int {
        let jobs =
            [PageJob.home, .notFound, .callbackIndex, .search, .scenarios, .evidence]
            + (baseURL.map { [.dataFiles($0)] } ?? [])
            + renderer.knowledgeBase.sections.map(PageJob.section) + renderer.knowledgeBase.topics.map(PageJob.topic)
        // A few pages per core in flight, not a task per topic made up front: each waiting
        // task holds its topic and its own allocation, 10,000 of them for a 10,000-topic site.
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
