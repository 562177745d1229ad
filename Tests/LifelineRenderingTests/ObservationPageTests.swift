import Foundation
import LifelineContent
import LifelineScenarios
import LifelineTestFixtures
import Testing

@testable import LifelineRendering

/// What a log's own page tells the reader about its dispute.
@Suite struct ObservationPageTests {
    /// The fixture's log of a push and a pop, `lines` as what it printed, marked as disputed.
    static func disputedLog(_ lines: [String]) -> String {
        ObservationFixture.text(expect: lines, extra: "disputed: another log shows the opposite order")
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
            files: [], observationFiles: [(path: ObservationFixture.path, text: log)])
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
        let base = KnowledgeBase.assemble(topics: [], sections: [], sectionsPath: "Content/sections.yml").0
        let renderer = SiteRenderer(templates: templates, knowledgeBase: base, traces: TraceSource(scenarios: library))
        let page = renderer.renderEvidencePages().first { $0.path == SitePaths.observation("navigation-sample") }
        return try #require(page).html
    }

    /// A dispute explains why the engine does not reproduce a log; the page shows it then.
    @Test func aLogTheEngineDoesNotReproduceShowsItsDispute() throws {
        let html = try page(of: Self.disputedLog(ObservationFixture.swappedLines))
        #expect(html.contains(">Disputed</h2>"))
        #expect(html.contains("another log shows the opposite order"))
    }

    /// Once the engine reproduces the log, the dispute is stale (`lifeline check` warns), and
    /// the page once showed "Disputed" under "The engine reproduces this log".
    @Test func aLogTheEngineReproducesShowsNoStaleDispute() throws {
        let html = try page(of: Self.disputedLog(ObservationFixture.reproducedLines))
        #expect(html.contains("The engine reproduces this log"))
        #expect(!html.contains(">Disputed</h2>"))
        #expect(!html.contains("another log shows the opposite order"))
    }
}
