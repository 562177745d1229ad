import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import LifelineValidation

/// The steps that read content and make the knowledge base of it.
extension BuildStep {
    /// Lists the topic files of the source.
    public static let listSources = BuildStep("list sources") { state throws(SiteBuildError) in
        state.listed = try state.source.topicFiles()
        for language in SiteLanguage.translations {
            let files = state.source.translationFiles(language)
            if !files.isEmpty { state.translationFiles[language] = files }
        }
    }

    /// Reads when each content file last changed from the content folder's git history, for
    /// the pages' "last updated" line (`--last-updated-from-git`). A folder outside a git
    /// repository, or a shallow clone, gives no dates and a note that says why.
    public static let readPageHistory = BuildStep("read page history") { state in
        switch PageHistory.lastChanged(inContentFolder: state.source.directory) {
        case .success(let dates):
            state.lastChanged = dates
            // A cached page would keep the date it was rendered with.
            if state.cache != nil, state.cacheRefusal == nil, !dates.isEmpty {
                state.cacheRefusal = "the pages show dates from the git history"
            }
        case .failure(let unavailable):
            state.diagnostics.append(
                .aboutFolder(
                    id: "build.no-page-history", severity: .note, path: state.source.directory,
                    summary: "pages are built without a last-updated date: \(unavailable.reason)"))
        }
    }

    /// Reads and parses the topic files on all cores; with a cache, only those whose stamp and
    /// hash it cannot vouch for. `preparingHTML` and `bodies` say what the later steps need of
    /// each topic: a check needs neither the prepared HTML nor the body.
    public static func parseTopics(preparingHTML: Bool, bodies: BodyRetention) -> BuildStep {
        BuildStep("parse topics") { state in
            let parser = ContentLoader(directory: state.source.directory, preparesHTML: preparingHTML, bodies: bodies)
            if let (file, expected) = state.cacheBeingRead {
                state.take(await file.value, expecting: expected)
                state.cacheBeingRead = nil
            }
            // A translation's page shows its original's facts and claims, so its pages follow
            // every change to the topics: a site with translations is rendered whole.
            if state.cache != nil, state.cacheRefusal == nil, !state.translationFiles.isEmpty {
                state.cacheRefusal = "the content has translations, whose pages are rendered whole"
            }
            if state.cache == nil {
                await parseEveryFile(&state, with: parser)
            } else {
                await parseChangedFiles(&state, with: TopicFileScan.Reader(source: state.source, parser: parser))
            }
        }
    }

    /// Without a cache there is nothing to compare with: every file is parsed, and nothing is
    /// hashed or recorded.
    private static func parseEveryFile(_ state: inout BuildState, with parser: ContentLoader) async {
        let (source, listed) = (state.source, state.listed)
        let parsed = await TopicFileScan.onEveryCore(Array(listed.indices)) { index in
            let relative = listed[index].relative
            switch source.topicBytes(relative) {
            case .failure(let refusal): return (Topic?.none, [refusal])
            case .success(let bytes):
                let (topic, diagnostics) = parser.parseTopic(bytes, relative: relative)
                return (parser.bodies.apply(to: topic), diagnostics)
            }
        }
        for (file, (topic, diagnostics)) in zip(listed, parsed) {
            state.diagnostics += diagnostics
            if let topic {
                state.parsedTopics.append(topic)
            } else {
                state.unparsedTopics.insert(file.relative)
            }
        }
        state.reparsed = listed.map(\.relative)
    }

    /// With a cache, only the files whose stamp and hash it cannot vouch for are parsed. When a
    /// changed file changed what other topics see, or the cache cannot vouch for the rest, every
    /// topic will be checked again, so the topics the cache holds only as outlines are parsed too.
    private static func parseChangedFiles(_ state: inout BuildState, with reader: TopicFileScan.Reader) async {
        guard var cache = state.cache else { return }
        var scan = await TopicFileScan.scan(state.listed, previous: cache.files, with: reader)
        if state.cacheRefusal == nil, !scan.interfaceUnchanged {
            state.cacheRefusal = "a topic file was added or removed, or changed its front matter, headings or scenarios"
        }
        if state.cacheRefusal != nil { await scan.completeTopics(with: reader) }
        cache.files = scan.records
        let changed = Set(scan.reparsed)
        for record in scan.records {
            state.diagnostics += record.parseDiagnostics
            // A file the cache vouches for keeps its findings, unless every topic is checked again.
            if state.cacheRefusal == nil, !changed.contains(record.relative) {
                state.diagnostics += record.findings
            }
            if let topic = record.whole ?? record.outline?.topic {
                state.parsedTopics.append(topic)
            } else {
                state.unparsedTopics.insert(record.relative)
            }
        }
        state.cache = cache
        state.reparsed = scan.reparsed
    }

    /// Reads `sections.yml`, the list of sections and their order.
    public static let loadSections = BuildStep("load sections") { state in
        switch state.source.sectionsFile() {
        case .none:
            break
        case .refused(let refusal, let path):
            state.sectionsPath = path
            state.sectionsAreComplete = false
            state.diagnostics.append(refusal)
        case .text(let text, let path):
            state.sectionsPath = path
            let (sections, diagnostics) = SectionListParser.parse(text, path: path)
            state.sections = sections
            state.sectionsAreComplete = !diagnostics.containsErrors
            state.diagnostics += diagnostics
        }
    }

    /// Starts parsing the scenarios and observations and, for a build, compiling the templates,
    /// on another core. Neither needs the topics, and the steps from loading the sections to
    /// checking the claims run on one core, so the work overlaps them: "load scenarios and
    /// observations" and "compile templates" then take what it made, or wait for it.
    public static func startLoadingScenariosAndTemplates(templatesFrom directory: String?) -> BuildStep {
        BuildStep("start scenarios and templates") { state in
            let source = state.source
            state.scenariosBeingLoaded = Task { ScenarioLibrary(source.scenarioFiles()) }
            if let directory {
                state.templatesBeingCompiled = Task { TemplateLoader(directory: directory).compiled() }
            }
        }
    }

    /// Parses the scenarios and the observations (the real logs the engine answers to).
    public static let loadScenariosAndObservations = BuildStep("load scenarios and observations") { state in
        if let started = state.scenariosBeingLoaded {
            state.scenarios = await started.value
            state.scenariosBeingLoaded = nil
        } else {
            state.scenarios = ScenarioLibrary(state.source.scenarioFiles())
        }
        state.diagnostics += state.scenarios.diagnostics
    }

    /// Parses each language's translations and its `sections.yml`. What they must agree with
    /// is checked once the originals are checked (`checkTranslations`).
    public static func parseTranslations(preparingHTML: Bool) -> BuildStep {
        BuildStep("parse translations") { state in
            for (language, files) in state.translationFiles.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                var parsed: [Translation] = []
                for file in files {
                    switch file.bytes {
                    case .failure(let refusal):
                        state.diagnostics.append(refusal)
                    case .success(let bytes):
                        let (translation, diagnostics) = Self.parseTranslation(
                            bytes, file: file, language: language, directory: state.source.directory,
                            preparingHTML: preparingHTML)
                        state.diagnostics += diagnostics
                        if let translation { parsed.append(translation) }
                    }
                }
                state.translations[language] = parsed
                if let text = readTranslatedFile("sections.yml", of: language, into: &state) {
                    let (sections, diagnostics) = SectionListParser.parse(text.text, path: text.path)
                    state.translatedSections[language] = sections
                    state.diagnostics += diagnostics
                }
                for kind in TranslatedTexts.Kind.allCases {
                    guard let text = readTranslatedFile(kind.fileName, of: language, into: &state) else { continue }
                    let (texts, diagnostics) = TranslatedTexts.parse(text.text, path: text.path, of: kind)
                    state.translatedTexts[language, default: [:]][kind] = texts
                    state.diagnostics += diagnostics
                }
            }
        }
    }

    /// The text of a YAML file in the language's folder; nil when there is none, or when it is
    /// refused (its diagnostic is added).
    private static func readTranslatedFile(
        _ name: String, of language: SiteLanguage, into state: inout BuildState
    ) -> (text: String, path: String)? {
        switch state.source.translatedFile(language, named: name) {
        case .none:
            return nil
        case .refused(let refusal, _):
            state.diagnostics.append(refusal)
            return nil
        case .text(let text, let path):
            return (text, path)
        }
    }

    private static func parseTranslation(
        _ bytes: [UInt8], file: TranslationFile, language: SiteLanguage, directory: String, preparingHTML: Bool
    ) -> (Translation?, [Diagnostic]) {
        let folder = ContentLoader(directory: directory).displayPath(language.folder ?? "")
        let path = ContentLoader(directory: folder).displayPath(file.relative)
        switch SourceFile.decode(bytes, path: path) {
        case .failure(let diagnostic):
            return (nil, [diagnostic])
        case .success(let text):
            return TranslationParser.parse(
                text, path: path, originalPath: file.relative, language: language, preparingHTML: preparingHTML)
        }
    }

    /// Puts the topics and sections together into the knowledge base: the one place a build
    /// does, so duplicate ids and unknown sections are reported once, by the same rules, for
    /// every command.
    public static let assemble = BuildStep("assemble") { state in
        let (knowledgeBase, diagnostics) = KnowledgeBase.assemble(
            topics: state.parsedTopics, sections: state.sections, sectionsPath: state.sectionsPath,
            sectionsAreComplete: state.sectionsAreComplete)
        state.knowledgeBase = knowledgeBase
        state.diagnostics += diagnostics
        if state.listed.isEmpty { state.diagnostics.append(ContentLoader.emptyDiagnostic(state.source.directory)) }
    }
}
