import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import LifelineScenarios
import LifelineSite
import LifelineValidation

/// One side of a review put through the steps of `lifeline build` (`BuildStep`), in memory:
/// the content is read from the side's snapshot, every page is rendered with the templates it
/// is given, and nothing is written.
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
    /// Each claim's result, as the check left it.
    var claims: ClaimResults
    var diagnostics: [Diagnostic]
    /// Rendered pages by path inside the site; nil when the side has no usable templates.
    var pages: [String: String]?
    var engine: [String: [UInt8]]
    /// The content folder's files as the snapshot holds them, by path inside the folder.
    var snapshotContent: [String: [UInt8]]
    /// What the engine makes of each kept device log, by observation id.
    var observations: [String: ObservationResult]

    /// The steps of one side: those of `lifeline build`, with the side's own templates, and
    /// pages kept in memory instead of written.
    static func steps(templates: CompiledTemplates) -> [BuildStep] {
        [
            .listSources, .parseTopics(preparingHTML: true, bodies: .all), .loadSections,
            .loadScenariosAndObservations, .parseTranslations(preparingHTML: true), .assemble,
            .validate(keepingClaimResults: true), .checkTranslations,
            .compileTemplates(templates.templates, diagnostics: templates.diagnostics),
            .render(allowsRawHTML: false, baseURL: nil, into: .memory),
        ]
    }

    static func analyze(_ snapshot: Snapshot, content: String, templates: CompiledTemplates) async -> SideAnalysis {
        let source = SnapshotContent(snapshot: snapshot, directory: content)
        var state = BuildState(source: source)
        do {
            state = try await BuildPipeline(steps(templates: templates)).run(state)
        } catch {
            // A snapshot is in memory: no step has an operational failure to report.
            state.diagnostics.append(Diagnostic(id: "review.step-failed", file: content, summary: "\(error)"))
        }
        let scenarioFiles = source.scenarioFiles().scenarios
        return SideAnalysis(
            revision: snapshot.revision, topics: state.parsedTopics, unparsedTopics: state.unparsedTopics,
            knowledgeBase: state.assembled, scenarios: state.scenarios,
            scenarioTexts: Dictionary(scenarioFiles, uniquingKeysWith: { first, _ in first }), traces: state.traces,
            claims: state.claims,
            diagnostics: state.diagnostics.sortedForPrinting(), pages: templates.templates == nil ? nil : state.pages,
            engine: snapshot.engine, snapshotContent: snapshot.content,
            observations: state.evidence?.results ?? [:])
    }
}
