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
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    public func build() async throws(SiteBuildError) -> Outcome {
        let output = try validatedOutput()

        // Steps 1 and 2: load and parse the content; check every topic and claim.
        let (knowledgeBase, traces, diagnostics) = try await loadAndCheck()

        // Steps 3 to 5: compile the templates, render every page, write the site.
        return try await renderAndWrite(knowledgeBase, traces: traces, diagnostics: diagnostics, to: output).outcome
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

        // Step 4: render every page.
        let renderer = SiteRenderer(
            templates: templates, knowledgeBase: knowledgeBase, traces: traces, allowsRawHTML: options.allowsRawHTML
        )
        var files = await Self.render(renderer)
        for page in renderer.dataFiles(baseURL: options.baseURL) { files[page.path] = Array(page.html.utf8) }
        let pageCount = files.count

        // Step 5: write the site and swap it in.
        let summary: SiteWriteSummary
        do {
            summary = try output.write(
                files: files, copying: templateLoader.assets(), reusingUnchanged: reusingUnchanged)
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
        try await loadAndCheck().diagnostics.sortedForPrinting()
    }

    /// Step 1, load and parse the content; step 2, check every topic and claim.
    func loadAndCheck() async throws(SiteBuildError) -> (
        knowledgeBase: KnowledgeBase, traces: TraceSource, diagnostics: [Diagnostic]
    ) {
        let knowledgeBase: KnowledgeBase
        var diagnostics: [Diagnostic]
        do {
            (knowledgeBase, diagnostics) = try await ContentLoader(directory: options.contentDirectory).load()
        } catch {
            throw .missingContent(options.contentDirectory)
        }
        let (traces, problems) = await Self.check(knowledgeBase, contentDirectory: options.contentDirectory)
        return (knowledgeBase, traces, diagnostics + problems)
    }

    /// Renders every page, topics in parallel across the cores, into the bytes to write.
    ///
    /// Each page becomes bytes in the task that rendered it, so a page's text is freed at
    /// once and the site is held in memory only once, as the bytes the write step needs.
    static func render(_ renderer: SiteRenderer) async -> [String: [UInt8]] {
        var pages = [
            renderer.renderHome(), renderer.renderNotFound(), renderer.renderCallbackIndex(), renderer.renderSearch(),
        ]
        pages += renderer.knowledgeBase.sections.map(renderer.renderSection)
        pages += renderer.renderScenarioPages()
        var files: [String: [UInt8]] = [:]
        for page in pages { files[page.path] = Array(page.html.utf8) }
        let topics = renderer.knowledgeBase.topics
        files.reserveCapacity(files.count + topics.count)
        return await withTaskGroup(of: (String, [UInt8]).self, returning: [String: [UInt8]].self) { group in
            for topic in topics {
                group.addTask {
                    let page = renderer.renderTopic(topic)
                    return (page.path, Array(page.html.utf8))
                }
            }
            for await (path, bytes) in group { files[path] = bytes }
            return files
        }
    }
}
