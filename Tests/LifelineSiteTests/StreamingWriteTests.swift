import Foundation
import LifelineContent
import LifelineRendering
import Testing

@testable import LifelineSite

/// Pages go to the staging folder as they render; a write that fails part way must still
/// leave the previous site whole and no staging folder behind.
@Suite("Pages are written as they render")
struct StreamingWriteTests {
    @Test func aWriteFailingPartWayLeavesThePreviousSiteAndNoStagingFolder() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let options = SiteBuilder.Options(
            contentDirectory: fixture.content, templatesDirectory: fixture.templates, outputDirectory: fixture.output)
        #expect(try await SiteBuilder(options: options).build().written)
        let before = try fixture.snapshot(of: "Site")

        let knowledgeBase = try await SiteFixture.checked(fixture.content).assembled
        let (templates, _) = try TemplateLoader(directory: fixture.templates).load()
        let renderer = SiteRenderer(templates: try #require(templates), knowledgeBase: knowledgeBase)
        let staging = try SiteOutput(directory: fixture.output).stage()
        let writes = Counter()
        await #expect(throws: SiteOutputError.self) {
            try await SiteBuilder.render(renderer) { path, bytes throws(SiteOutputError) in
                guard writes.next() < 3 else { throw .cannotWrite(path, reason: "disk full") }
                try staging.write(bytes, to: path)
            }
        }
        staging.abandon()

        #expect(try fixture.snapshot(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path)
            .filter { $0.contains(".building-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aFinishedStagingReplacesTheSiteAndSaysWhatChanged() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let output = SiteOutput(directory: fixture.output)
        var staging = try output.stage()
        try staging.write(Array("one".utf8), to: "a.html")
        try staging.write(Array("two".utf8), to: "deep/b.html")
        _ = try staging.finish(copying: [])

        staging = try output.stage(reusingUnchanged: true)
        #expect(try staging.write(Array("one".utf8), to: "a.html") == .reused)
        #expect(try staging.write(Array("three".utf8), to: "c.html") == .written)
        let summary = try staging.finish(copying: [])
        #expect(summary == SiteWriteSummary(written: ["c.html"], reused: ["a.html"], removed: ["deep/b.html"]))
        #expect(try fixture.read("Site/a.html") == "one")
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/deep/b.html"))
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
