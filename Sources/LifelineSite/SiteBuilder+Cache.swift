import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import LifelineValidation

extension SiteBuilder {
    /// `lifeline check --cache-dir`: the same diagnostics as `check()`, with the topic files the
    /// cache vouches for neither parsed nor checked again.
    public func check(cacheDirectory: String) async throws(SiteBuildError) -> (
        diagnostics: [Diagnostic], cacheUse: CacheUse
    ) {
        try refuseCache(in: cacheDirectory, among: [options.contentDirectory])
        let cachePath = Self.cacheFile(in: cacheDirectory, named: "check")
        let loaded = try await checkWithCache(
            { (await BuildCacheFile.load(from: cachePath), nil) }, forRendering: false)
        var cache = loaded.cache
        cache.files = cache.files.map { $0.vouched(before: loaded.scanStarted) }
        // A cache that cannot be written only makes the next run slower.
        try? cache.save(to: cachePath)
        let result = (loaded.diagnostics.sortedForPrinting(), loaded.use)
        ReleaseInBackground.release(loaded)
        ReleaseInBackground.release(cache)
        return result
    }

    /// `lifeline build --cache-dir`: the site `build()` writes, byte for byte, built from the
    /// topic files that changed since the last successful build with this cache.
    ///
    /// When every changed file kept what other pages see of it (`TopicFileRecord.interfaceHash`),
    /// and the output still is the site the cache recorded, only the changed topics are parsed,
    /// checked and rendered, and their pages (and the search index) are replaced in the output
    /// one file at a time. The cache is removed before the first file is touched and written
    /// again after the last, so a build killed in between leaves no cache, and the next build
    /// writes the whole site again. Otherwise the whole site is built as `build()` does.
    public func build(cacheDirectory: String) async throws(SiteBuildError) -> Outcome {
        let output = try validatedOutput()
        try TemplateLoader(directory: options.templatesDirectory).requireDirectory()
        // Inside the output, a whole build's swap would drop the cache and the site would
        // publish it; inside a source folder, writing it would change what it fingerprints.
        try refuseCache(
            in: cacheDirectory,
            among: [options.contentDirectory, options.templatesDirectory, options.outputDirectory])
        let cachePath = Self.cacheFile(in: cacheDirectory, named: "build")
        let marker = FileStamp.read(output.absolute.appendingPathComponent(SiteOutput.marker).path)
        let previous: @Sendable () async -> (BuildCacheFile?, String?) = {
            guard let cache = await BuildCacheFile.load(from: cachePath) else { return (nil, nil) }
            guard let marker, cache.siteMarker == marker else {
                return (nil, "the output folder changed since the cache was written")
            }
            return (cache, nil)
        }
        var cache: BuildCacheFile
        let scanStarted: timespec
        let outcome: Outcome
        do {
            // The knowledge base is let go at the end of this block, before the cache is
            // encoded (freed on another thread meanwhile): the two need not be in memory
            // together.
            let loaded = try await checkWithCache(previous, forRendering: true)
            cache = loaded.cache
            scanStarted = loaded.scanStarted
            outcome = try await write(loaded, to: output, cachePath: cachePath)
            ReleaseInBackground.release(loaded)
        }
        guard outcome.written else { return outcome }
        cache.files = cache.files.map { $0.vouched(before: scanStarted) }
        cache.siteMarker = FileStamp.read(output.absolute.appendingPathComponent(SiteOutput.marker).path)
        try? cache.save(to: cachePath)
        ReleaseInBackground.release(cache)
        return outcome
    }

    /// Steps 3 to 5 after a cached check: the changed pages replaced in place when the check
    /// was incremental, otherwise the whole site written as `build()` writes it.
    private func write(_ loaded: CheckedContent, to output: SiteOutput, cachePath: String)
        async throws(SiteBuildError) -> Outcome
    {
        var outcome: Outcome
        if case .incremental(let reparsed, _) = loaded.use {
            // The templates are among the cached inputs, so they compile as they did last time;
            // any warnings they had are reported again.
            let (templates, templateDiagnostics) = try TemplateLoader(directory: options.templatesDirectory).load()
            let diagnostics = loaded.diagnostics + templateDiagnostics
            let blocking = diagnostics.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
            guard !blocking, let templates else {
                return Outcome(
                    diagnostics: diagnostics, topicsRead: loaded.knowledgeBase.topics.count, pagesWritten: 0,
                    written: false, cacheUse: loaded.use)
            }
            let renderer = SiteRenderer(
                templates: templates, knowledgeBase: loaded.knowledgeBase, traces: loaded.traces,
                allowsRawHTML: options.allowsRawHTML)
            let changed = try await updateInPlace(
                output, renderer: renderer, topics: Set(loaded.scan.parsed.keys), cachePath: cachePath)
            outcome = Outcome(
                diagnostics: diagnostics, topicsRead: loaded.knowledgeBase.topics.count,
                pagesWritten: changed.count, written: true,
                cacheUse: .incremental(reparsed: reparsed, changedFiles: changed))
        } else {
            outcome = try await renderAndWrite(
                loaded.knowledgeBase, traces: loaded.traces, diagnostics: loaded.diagnostics, to: output,
                reusingUnchanged: true
            ).outcome
            outcome.cacheUse = loaded.use
        }
        return outcome
    }

    /// Renders the pages of `topics` (paths inside the content folder) and their entries of the
    /// search index, and replaces in the output the files whose bytes differ; returns their
    /// paths inside the site.
    ///
    /// The topics kept their front matter, so every page keeps its path and place: the sitemap
    /// stays as it is, and only the topics' lines of the search index are written again (the
    /// whole index when the output's is not one this knowledge base would write).
    func updateInPlace(_ output: SiteOutput, renderer: SiteRenderer, topics: Set<String>, cachePath: String)
        async throws(SiteBuildError) -> [String]
    {
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
        } else {
            files += renderer.dataFiles(baseURL: options.baseURL).map { (path: $0.path, bytes: Array($0.html.utf8)) }
        }
        for file in files {
            let existing = FileBytes.read(output.absolute.appendingPathComponent(file.path).path)
            if existing.map({ !FileBytes.same($0, file.bytes) }) ?? true {
                changed.append(file)
            }
        }
        guard !changed.isEmpty else { return [] }
        BuildCacheFile.remove(at: cachePath)
        do throws(SiteOutputError) {
            try output.replaceInPlace(changed)
        } catch {
            throw .output(error)
        }
        return changed.map(\.path).sorted()
    }

    private func refuseCache(in directory: String, among folders: [String]) throws(SiteBuildError) {
        for folder in folders where SiteOutput.isInside(directory, folder) {
            throw .cacheInside(cache: directory, folder: folder)
        }
    }

    static func cacheFile(in directory: String, named name: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + "\(name).cache"
    }

    /// What loading and checking with a cache produced, ready to render.
    struct CheckedContent {
        var knowledgeBase: KnowledgeBase
        var traces: TraceSource
        var diagnostics: [Diagnostic]
        var scan: TopicFileScan
        /// The cache describing this run (stamps not yet vouched for).
        var cache: BuildCacheFile
        var use: CacheUse
        var scanStarted: timespec
    }

    /// Steps 1 and 2 with a cache: only the topic files the cache cannot vouch for are parsed;
    /// when none of them changed what other topics see, only they are checked again, and every
    /// other diagnostic comes from the cache. Otherwise everything is checked.
    ///
    /// `previous` reads the cache, or says why the one there cannot be used; it runs while the
    /// content folder is listed and the other inputs are read. `forRendering` (the build) also
    /// fingerprints the templates and prepares the parsed topics' HTML.
    func checkWithCache(
        _ previous: @escaping @Sendable () async -> (BuildCacheFile?, refusal: String?), forRendering: Bool
    ) async throws(SiteBuildError) -> CheckedContent {
        let loader = ContentLoader(
            directory: options.contentDirectory, preparesHTML: forRendering,
            bodies: forRendering ? .forRendering : .none)
        var started = timespec()
        clock_gettime(CLOCK_REALTIME, &started)
        // Decoding the cache takes longer than the steps below together; it starts on the other
        // core, and takes both once the folder is listed.
        async let previousLoaded = previous()
        async let sectionsLoaded = loader.loadSections()
        async let scenariosLoaded = ScenarioLoader(contentDirectory: options.contentDirectory).load()
        let files: [ContentLoader.ListedFile]
        do {
            files = try loader.topicFiles()
        } catch {
            throw .missingContent(options.contentDirectory)
        }
        let inputs = BuildInputs.fingerprint(options: options, loader: loader, includingTemplates: forRendering)
        var (usable, reason) = await previousLoaded
        if usable == nil {
            reason = reason ?? "no cache yet"
        } else if usable?.inputs != inputs {
            reason = "lifeline, its options, sections.yml, the scenarios, the observations or the templates changed"
            usable = nil
        }
        var scan = await TopicFileScan.scan(files, previous: usable?.files ?? [], with: loader)
        if usable != nil, !scan.interfaceUnchanged {
            reason = "a topic file was added or removed, or changed its front matter, headings or scenarios"
            // Every topic is checked again, and the rules need whole topics, not outlines.
            scan = await TopicFileScan.scan(files, previous: [], with: loader)
        }

        let (sections, sectionsPath, sectionDiagnostics) = await sectionsLoaded
        let topics = scan.records.compactMap { record in scan.parsed[record.relative] ?? record.outline?.topic }
        let (knowledgeBase, baseDiagnostics) = KnowledgeBase.assemble(
            topics: topics, sections: sections, sectionsPath: sectionsPath)
        let scenarios = await scenariosLoaded
        let context = ValidationContext(
            knowledgeBase: knowledgeBase, scenarios: scenarios, contentDirectory: options.contentDirectory)
        let validator = Validator()
        var wholeBase: [Diagnostic]

        if let usable, reason == nil {
            // Incremental: only the parsed topics are checked again.
            let checked = knowledgeBase.topics.filter { scan.parsed[$0.contentPath] != nil }
            let findings = await validator.validate(checked, in: context)
            for index in scan.records.indices where scan.parsed[scan.records[index].relative] != nil {
                scan.records[index].diagnostics += findings[scan.records[index].relative] ?? []
            }
            wholeBase = usable.wholeBaseDiagnostics
        } else {
            // Whole: every topic was parsed, and every one is checked.
            let findings = await validator.validate(knowledgeBase.topics, in: context)
            for index in scan.records.indices {
                scan.records[index].diagnostics += findings[scan.records[index].relative] ?? []
            }
            wholeBase = sectionDiagnostics + baseDiagnostics + scenarios.diagnostics + validator.validateWhole(context)
            if files.isEmpty { wholeBase.append(ContentLoader.emptyDiagnostic(options.contentDirectory)) }
        }
        let cache = BuildCacheFile(
            inputs: inputs, siteMarker: nil, wholeBaseDiagnostics: wholeBase, files: scan.records)
        let use: CacheUse =
            reason.map { .whole(reason: $0) } ?? .incremental(reparsed: scan.reparsed, changedFiles: [])
        return CheckedContent(
            knowledgeBase: knowledgeBase, traces: TraceSource(scenarios: scenarios, cache: context.traces),
            diagnostics: wholeBase + scan.records.flatMap(\.diagnostics), scan: scan, cache: cache, use: use,
            scanStarted: started)
    }
}
