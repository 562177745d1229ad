import Foundation
import LifelineContent
import LifelineScenarios
import Testing

@testable import LifelineRendering

/// What a log's own page tells the reader about its dispute.
@Suite struct ObservationPageTests {
    static let reproducedLines = [
        "A viewWillDisappear:", "B viewWillAppear:", "B viewWillDisappear:", "A viewWillAppear:",
    ]

    /// A log of a push and a pop, with `lines` as what it printed, marked as disputed.
    static func disputedLog(_ lines: [String]) -> String {
        """
        id: navigation-sample
        title: Push and pop
        area: navigation
        kind: observed
        source: { url: "https://example.com/post", title: "A post" }
        ios: { stated: "13.2" }
        setup: A in a navigation controller; B pushed, then popped.
        printed: |
          A viewWillDisappear
        scenario:
          platform: ios13
          app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
          controllers: { A: { created: storyboard }, B: { created: init } }
          steps: [launch, { push: B }, pop]
          log: [A, B]
        from: 2
        compare: { callbacks: ["viewWillAppear:", "viewWillDisappear:"] }
        expect:
        \(lines.map { "  - \"\($0)\"" }.joined(separator: "\n"))
        disputed: another log shows the opposite order
        """
    }

    /// The page of the log, rendered through the site's own templates.
    func page(of log: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Templates").standardized
        var sources: [String: String] = [:]
        for name in TemplateSet.requiredNames {
            sources[name] = try String(contentsOf: folder.appendingPathComponent("\(name).mustache"), encoding: .utf8)
        }
        let templates = try #require(TemplateSet.compile(sources, directory: "Templates").0)
        let library = ScenarioLibrary(
            files: [], observationFiles: [(path: "Content/observations/navigation/navigation-sample.yml", text: log)])
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
        let base = KnowledgeBase.assemble(topics: [], sections: [], sectionsPath: "Content/sections.yml").0
        let renderer = SiteRenderer(templates: templates, knowledgeBase: base, traces: TraceSource(scenarios: library))
        let page = renderer.renderEvidencePages().first { $0.path == SitePaths.observation("navigation-sample") }
        return try #require(page).html
    }

    /// A dispute explains why the engine does not reproduce a log; the page shows it then.
    @Test func aLogTheEngineDoesNotReproduceShowsItsDispute() throws {
        let swapped = [Self.reproducedLines[1], Self.reproducedLines[0]] + Self.reproducedLines.dropFirst(2)
        let html = try page(of: Self.disputedLog(swapped))
        #expect(html.contains(">Disputed</h2>"))
        #expect(html.contains("another log shows the opposite order"))
    }

    /// Once the engine reproduces the log, the dispute is stale (`lifeline check` warns), and
    /// the page once showed "Disputed" under "The engine reproduces this log".
    @Test func aLogTheEngineReproducesShowsNoStaleDispute() throws {
        let html = try page(of: Self.disputedLog(Self.reproducedLines))
        #expect(html.contains("The engine reproduces this log"))
        #expect(!html.contains(">Disputed</h2>"))
        #expect(!html.contains("another log shows the opposite order"))
    }
}
