import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import LifelineValidation

/// Builds a small knowledge base and scenario library in memory and validates it.
struct ValidationFixture {
    var topics: [String: String] = [:]
    var scenarios: [String: String] = ["push-pop": Self.pushPop]

    static let pushPop = """
        id: push-pop
        title: Push and pop
        platform: ios13
        app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
        controllers:
          A: { created: storyboard }
          B: { created: init }
        steps: [launch, { push: B }, pop]
        """

    static func topic(_ id: String, kind: String = "concept", extra: String = "", body: String = "") -> String {
        "---\nid: \(id)\ntitle: \(id)\nkind: \(kind)\nsection: s\n\(extra)---\n\(body)"
    }

    func run(_ rule: any ValidationRule) async -> [Diagnostic] {
        await run([rule], cache: TraceCache())
    }

    func run(_ rules: [any ValidationRule], cache: TraceCache, claims: ClaimResults = ClaimResults()) async
        -> [Diagnostic]
    {
        var parsed: [Topic] = []
        for (name, text) in topics.sorted(by: { $0.key < $1.key }) {
            let (topic, problems) = TopicParser.parse(text, path: "Content/\(name).md", contentPath: "\(name).md")
            precondition(
                problems.filter { $0.severity == .error }.isEmpty, "fixture topic \(name) is broken: \(problems)")
            if let topic { parsed.append(topic) }
        }
        let (base, _) = KnowledgeBase.assemble(topics: parsed, sections: [], sectionsPath: nil)
        let library = ScenarioLibrary(
            files: scenarios.map { (path: "Content/scenarios/\($0.key).yml", text: $0.value) })
        return await Validator(rules: rules).validate(
            ValidationContext(knowledgeBase: base, scenarios: library, traces: cache, claims: claims)
        )
    }
}

extension [Diagnostic] {
    /// `file:line id` for each diagnostic, the shape most assertions need.
    var located: [String] { map { "\($0.file):\($0.location.line) \($0.id)" } }
}
