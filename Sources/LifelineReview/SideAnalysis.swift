import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import LifelineValidation

/// One side of a review put through the steps of `lifeline build`, in memory: parse the
/// topics and the section list, assemble the knowledge base, parse the scenarios, run
/// every rule and render every page with the templates it is given. Nothing is written.
///
/// Files are named with the content folder as the user gave it (`Content/...`) on both
/// sides, so the same problem in the same file has the same diagnostic on both.
struct SideAnalysis: Sendable {
    var revision: ReviewRevision
    /// Every topic file that parsed, including ones the knowledge base then left out.
    var topics: [Topic]
    /// Paths inside the content folder of topic files that did not parse.
    var unparsedTopics: Set<String>
    var knowledgeBase: KnowledgeBase
    var scenarios: ScenarioLibrary
    /// The text of every scenario file, by its printed path.
    var scenarioTexts: [String: String]
    var traces: TraceCache
    /// The observations' results, for what backs each claim.
    var evidence: EvidenceIndex {
        EvidenceIndex(library: scenarios, traces: traces)
    }
    var diagnostics: [Diagnostic]
    /// Rendered pages by path inside the site; nil when the side has no usable templates.
    var pages: [String: String]?
    var engine: [String: [UInt8]]

    static func analyze(_ snapshot: Snapshot, content: String, templates: CompiledTemplates) async -> SideAnalysis {
        var diagnostics: [Diagnostic] = []
        let topicFiles = snapshot.content.keys.filter(isTopicFile).sorted()
        let parsed = await parseTopics(topicFiles, snapshot: snapshot, content: content)
        diagnostics += parsed.flatMap(\.diagnostics)
        let topics = parsed.compactMap(\.topic)
        let unparsed = Set(zip(topicFiles, parsed).filter { $0.1.topic == nil }.map(\.0))

        var sections: [Section] = []
        var sectionsPath: String?
        if let bytes = snapshot.content["sections.yml"] {
            let path = join(content, "sections.yml")
            sectionsPath = path
            switch SourceFile.decode(bytes, path: path) {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let text):
                let (list, problems) = SectionListParser.parse(text, path: path)
                sections = list
                diagnostics += problems
            }
        }
        let (knowledgeBase, baseProblems) = KnowledgeBase.assemble(
            topics: topics, sections: sections, sectionsPath: sectionsPath)
        diagnostics += baseProblems
        if topicFiles.isEmpty { diagnostics.append(ContentLoader.emptyDiagnostic(content)) }

        var scenarioFiles: [(path: String, text: String)] = []
        var unreadable: [Diagnostic] = []
        for relative in snapshot.content.keys.filter(isScenarioFile).sorted() {
            let path = join(content, relative)
            switch SourceFile.decode(snapshot.content[relative] ?? [], path: path) {
            case .success(let text): scenarioFiles.append((path, text))
            case .failure(let diagnostic): unreadable.append(diagnostic)
            }
        }
        var observationFiles: [(path: String, text: String)] = []
        for relative in snapshot.content.keys.filter(isObservationFile).sorted() {
            let path = join(content, relative)
            switch SourceFile.decode(snapshot.content[relative] ?? [], path: path) {
            case .success(let text): observationFiles.append((path, text))
            case .failure(let diagnostic): unreadable.append(diagnostic)
            }
        }
        var scenarios = ScenarioLibrary(files: scenarioFiles, observationFiles: observationFiles)
        scenarios.add(unreadable)
        let context = ValidationContext(knowledgeBase: knowledgeBase, scenarios: scenarios, contentDirectory: content)
        diagnostics += scenarios.diagnostics
        diagnostics += await Validator().validate(context)

        var pages: [String: String]?
        if let set = templates.templates {
            let traces = TraceSource(scenarios: scenarios, cache: context.traces)
            pages = await renderPages(SiteRenderer(templates: set, knowledgeBase: knowledgeBase, traces: traces))
        }
        diagnostics += templates.diagnostics
        return SideAnalysis(
            revision: snapshot.revision, topics: topics, unparsedTopics: unparsed, knowledgeBase: knowledgeBase,
            scenarios: scenarios, scenarioTexts: Dictionary(scenarioFiles, uniquingKeysWith: { first, _ in first }),
            traces: context.traces, diagnostics: diagnostics.sortedForPrinting(), pages: pages,
            engine: snapshot.engine
        )
    }

    /// `lifeline build` reads every `*.md` but the authors' README files.
    static func isTopicFile(_ relative: String) -> Bool {
        relative.hasSuffix(".md") && relative.split(separator: "/").last != "README.md"
    }

    /// Scenarios are the `*.yml` and `*.yaml` files directly in `scenarios/`.
    /// Whether a path inside the content folder is an observation file (`observations/**/*.yml`).
    static func isObservationFile(_ relative: String) -> Bool {
        relative.hasPrefix("observations/") && (relative.hasSuffix(".yml") || relative.hasSuffix(".yaml"))
    }

    static func isScenarioFile(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        return parts.count == 2 && parts[0] == "scenarios"
            && (parts[1].hasSuffix(".yml") || parts[1].hasSuffix(".yaml"))
    }

    /// A path inside a folder as diagnostics print it.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }

    private struct ParsedTopic: Sendable {
        var topic: Topic?
        var diagnostics: [Diagnostic]
    }

    /// Parses topic files on all cores, in the order of `files`.
    private static func parseTopics(_ files: [String], snapshot: Snapshot, content: String) async -> [ParsedTopic] {
        await withTaskGroup(of: (Int, ParsedTopic).self) { group in
            for (index, relative) in files.enumerated() {
                let bytes = snapshot.content[relative] ?? []
                group.addTask {
                    let path = join(content, relative)
                    switch SourceFile.decode(bytes, path: path) {
                    case .failure(let diagnostic):
                        return (index, ParsedTopic(topic: nil, diagnostics: [diagnostic]))
                    case .success(let text):
                        let (topic, problems) = TopicParser.parse(text, path: path, contentPath: relative)
                        return (index, ParsedTopic(topic: topic, diagnostics: problems))
                    }
                }
            }
            var results: [(Int, ParsedTopic)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Every page the build writes, as `SiteBuilder` renders them; a test holds this list to
    /// `SiteRenderer.pagePaths()` so a new kind of page cannot be missed here.
    static func renderPages(_ renderer: SiteRenderer) async -> [String: String] {
        var pages = [
            renderer.renderHome(), renderer.renderNotFound(), renderer.renderCallbackIndex(), renderer.renderSearch(),
        ]
        pages += renderer.knowledgeBase.sections.map(renderer.renderSection)
        pages += renderer.renderScenarioPages()
        pages += renderer.renderEvidencePages()
        pages += await withTaskGroup(of: RenderedPage.self) { group in
            for topic in renderer.knowledgeBase.topics {
                group.addTask { renderer.renderTopic(topic) }
            }
            var rendered: [RenderedPage] = []
            for await page in group { rendered.append(page) }
            return rendered
        }
        return Dictionary(pages.map { ($0.path, $0.html) }, uniquingKeysWith: { first, _ in first })
    }
}
