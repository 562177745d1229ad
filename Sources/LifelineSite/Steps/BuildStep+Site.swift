import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering

/// The steps that make the site: templates, pages, and the output folder.
extension BuildStep {
    /// Makes sure, before any content is read, that the output folder may be replaced (it holds
    /// no source and nobody else's files) and that the templates folder exists, so a mistyped
    /// folder is reported at once rather than after every topic is parsed.
    public static func prepareOutput(_ options: SiteBuilder.Options) -> BuildStep {
        BuildStep(prepareOutputName) { state throws(SiteBuildError) in
            state.output = try checkedOutput(options)
        }
    }

    static let prepareOutputName = "prepare output"

    /// The output folder, once it is known that it may be replaced, and the templates folder
    /// exists.
    static func checkedOutput(_ options: SiteBuilder.Options) throws(SiteBuildError) -> SiteOutput {
        let output = SiteOutput(directory: options.outputDirectory)
        do throws(SiteOutputError) {
            try output.validate(
                protecting: [
                    options.contentDirectory, options.templatesDirectory, FileManager.default.currentDirectoryPath,
                ], notInside: [options.contentDirectory, options.templatesDirectory])
        } catch {
            throw .output(error)
        }
        try TemplateLoader(directory: options.templatesDirectory).requireDirectory()
        return output
    }

    /// Compiles the `*.mustache` files of the templates folder.
    public static func compileTemplates(from directory: String) -> BuildStep {
        BuildStep("compile templates") { state throws(SiteBuildError) in
            let compiled = await state.templatesBeingCompiled?.value ?? TemplateLoader(directory: directory).compiled()
            state.templatesBeingCompiled = nil
            let (templates, diagnostics) = try compiled.get()
            state.templates = templates
            state.diagnostics += diagnostics
        }
    }

    /// Takes templates compiled elsewhere (a review compiles each side's from git).
    public static func compileTemplates(_ templates: TemplateSet?, diagnostics: [Diagnostic]) -> BuildStep {
        BuildStep("compile templates") { state in
            state.templates = templates
            state.diagnostics += diagnostics
        }
    }

    /// Where the render step puts pages.
    public enum PageDestination: Sendable {
        /// A staging folder beside the output, swapped in by the write step.
        case staging
        /// `BuildState.pages`, for a review, which compares pages and writes none.
        case memory
    }

    /// Renders every page on all cores. Into the staging folder, a page is written by the task
    /// that rendered it, and a file whose bytes are the previous site's is linked from it
    /// instead; the search index and the sitemap come with `baseURL`. When the cache vouches for
    /// every other topic, only the changed topics' pages and their lines of the search index
    /// are rendered, and those that differ from the output are left for the write step.
    public static func render(
        allowsRawHTML: Bool, baseURL: String?, editURL: String? = nil, into destination: PageDestination
    ) -> BuildStep {
        BuildStep("render") { state throws(SiteBuildError) in
            guard let templates = state.templates else { return }
            // One renderer per language: English at the root, each translation in its folder.
            let languages = [SiteLanguage.english] + state.languageBases.keys.sorted { $0.rawValue < $1.rawValue }
            let renderers = languages.map { language in
                var renderer = SiteRenderer(
                    templates: templates, knowledgeBase: state.languageBases[language] ?? state.assembled,
                    traces: state.traceSource, allowsRawHTML: allowsRawHTML, language: language)
                if let baseURL { renderer.rootPath = SitePaths.rootPath(ofBaseURL: baseURL) }
                renderer.editURL = editURL
                renderer.lastChanged = state.lastChanged
                renderer.languages = languages
                renderer.untranslatedTopicIDs = state.untranslatedTopics[language] ?? []
                let texts = state.translatedTexts[language] ?? [:]
                renderer.scenarioTitles = texts[.scenarioTitles]?.texts ?? [:]
                renderer.callbackSummaries = texts[.callbackSummaries]?.texts ?? [:]
                return renderer
            }
            let renderer = renderers[0]
            if state.isIncremental, destination == .staging, let output = state.output {
                state.replacements = await changedFiles(
                    of: Set(state.reparsed), rendering: renderer, against: output, baseURL: baseURL)
                state.pagesRendered = state.replacements?.count ?? 0
                return
            }
            do throws(SiteOutputError) {
                switch destination {
                case .memory:
                    let pages = RenderedPages()
                    state.pagesRendered = 0
                    for renderer in renderers {
                        let folder = renderer.language.folder.map { $0 + "/" } ?? ""
                        state.pagesRendered += try await SiteBuilder.render(renderer, dataFilesFor: baseURL) {
                            path, bytes in pages.add(folder + path, bytes)
                        }
                    }
                    state.pages = pages.all
                case .staging:
                    guard let output = state.output else { return }
                    let staging = try output.stage(reusingUnchanged: true)
                    do throws(SiteOutputError) {
                        state.pagesRendered = 0
                        for renderer in renderers {
                            let folder = renderer.language.folder.map { $0 + "/" } ?? ""
                            state.pagesRendered += try await SiteBuilder.render(renderer, dataFilesFor: baseURL) {
                                path, bytes throws(SiteOutputError) in
                                try staging.write(bytes, to: folder + path)
                            }
                        }
                    } catch {
                        staging.abandon()
                        throw error
                    }
                    state.staging = staging
                }
            } catch {
                throw .output(error)
            }
        }
    }

    /// Copies the assets into the staging folder and swaps it in for the output, whole; or, for
    /// an incremental build, replaces the few files that changed, each in one rename.
    ///
    /// Once every new file is written beside the old one, and before the first is renamed over
    /// it, the cache file is removed; it is written again after the last: a build killed in
    /// between leaves no cache vouching for a site it only partly updated, and the next build
    /// writes the whole site. A build that cannot write its files (a full disk) renames none,
    /// and keeps the cache file, which still describes the site.
    public static func write(assetsFrom templatesDirectory: String) -> BuildStep {
        BuildStep("write") { state throws(SiteBuildError) in
            if let replacements = state.replacements, let output = state.output {
                if !replacements.isEmpty {
                    let cacheFile = state.cacheFile
                    do throws(SiteOutputError) {
                        try output.replaceInPlace(replacements) {
                            if let cacheFile { TopicCache.remove(at: cacheFile) }
                        }
                    } catch {
                        throw .output(error)
                    }
                }
                let changed = replacements.map(\.path).sorted()
                state.written = SiteWriteSummary(written: changed)
                return
            }
            guard let staging = state.staging else { return }
            do throws(SiteOutputError) {
                state.written = try staging.finish(copying: TemplateLoader(directory: templatesDirectory).assets())
            } catch {
                throw .output(error)
            }
        }
    }
}

extension BuildStep {
    /// The pages of `topics` (paths inside the content folder) and their entries of the search
    /// index whose bytes differ from the output's.
    ///
    /// The topics kept their front matter, so every page keeps its path and place: the sitemap
    /// stays as it is, and only the topics' lines of the search index are written again (the
    /// whole index when the output's is not one this knowledge base would write).
    static func changedFiles(
        of topics: Set<String>, rendering renderer: SiteRenderer, against output: SiteOutput, baseURL: String?
    ) async -> [(path: String, bytes: [UInt8])] {
        let changedTopics = topics.sorted().compactMap { renderer.knowledgeBase.topic(atContentPath: $0) }
        let pages = await withTaskGroup(of: RenderedPage.self) { group in
            for topic in changedTopics { group.addTask { renderer.renderTopic(topic) } }
            var rendered: [RenderedPage] = []
            for await page in group { rendered.append(page) }
            return rendered
        }
        var files = pages.map { (path: $0.path, bytes: Array($0.html.utf8)) }
        var changed: [(path: String, bytes: [UInt8])] = []
        let existingIndex = FileBytes.read(output.absolute.appendingPathComponent(SearchIndex.path).path)
        if let existingIndex, let index = renderer.searchIndex(replacingEntriesOf: changedTopics, in: existingIndex) {
            if !FileBytes.same(index, existingIndex) { changed.append((SearchIndex.path, index)) }
        } else if let baseURL {
            files += renderer.dataFiles(baseURL: baseURL).map { (path: $0.path, bytes: Array($0.html.utf8)) }
        }
        for file in files {
            let existing = FileBytes.read(output.absolute.appendingPathComponent(file.path).path)
            if existing.map({ !FileBytes.same($0, file.bytes) }) ?? true { changed.append(file) }
        }
        return changed.sorted { $0.path < $1.path }
    }
}

/// The pages of a build kept in memory, filled in by the tasks that render them.
private final class RenderedPages: @unchecked Sendable {
    // Read and written only while `lock` is held.
    private let lock = NSLock()
    private var pages: [String: String] = [:]

    func add(_ path: String, _ bytes: [UInt8]) {
        let html = String(decoding: bytes, as: UTF8.self)
        lock.withLock { pages[path] = html }
    }

    var all: [String: String] { lock.withLock { pages } }
}
