import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering
import Testing

@testable import LifelineReview

/// The review renders exactly the pages a build writes, on the repository's own content.
@Suite("Pages of a side")
struct PageListTests {
    @Test func rendersEveryPageTheSiteLists() async throws {
        let root = GitFixture.repositoryRoot
        let snapshot = Snapshot(
            revision: .workingTree, content: try files(root.appendingPathComponent("Content")),
            templates: try files(root.appendingPathComponent("Templates")))
        let templates = CompiledTemplates.compile(snapshot.templates, directory: "Templates")
        let side = await SideAnalysis.analyze(snapshot, content: "Content", templates: templates)
        let pages = try #require(side.pages)
        let renderer = SiteRenderer(
            templates: try #require(templates.templates), knowledgeBase: side.knowledgeBase,
            traces: TraceSource(scenarios: side.scenarios))
        // Every page in English, and again in Chinese inside its folder.
        let paths = renderer.pagePaths()
        #expect(Set(pages.keys) == Set(paths + paths.map { "zh-Hans/" + $0 }))
        #expect(!side.diagnostics.containsErrors)
    }

    func files(_ folder: URL) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false {
                result[relative] = Array(try Data(contentsOf: url))
            }
        }
        return result
    }
}
