import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineSite
import Testing

/// The preview server's build: parse only what changed, write only what changed, and end with
/// exactly the site a full build writes.
@Suite("Building again after a change")
struct IncrementalBuildTests {
    func builder(_ fixture: SiteFixture) -> SiteBuilder {
        SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output))
    }

    func inode(_ fixture: SiteFixture, _ relative: String) -> UInt64? {
        FileStamp.read(fixture.root.appendingPathComponent("Site/\(relative)").path)?.inode
    }

    func site(_ fixture: SiteFixture) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in fixture.files(under: "Site") { result[path] = try fixture.read("Site/\(path)") }
        return result
    }

    @Test func writesTheSameSiteAsAFullBuild() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var cache = TopicCache()
        let rebuild = try await builder(fixture).rebuild(reusing: &cache)
        #expect(rebuild.outcome.written)
        #expect(rebuild.reparsedTopics == ["states/active.md", "states/inactive.md"])
        #expect(cache.count == 2)
        let incremental = try site(fixture)
        #expect(rebuild.changedFiles == incremental.keys.filter { !$0.hasPrefix(".") }.sorted())

        _ = try await builder(fixture).build()
        #expect(try site(fixture) == incremental)
    }

    @Test func parsesAndWritesNothingAgainWhenNothingChanged() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var cache = TopicCache()
        _ = try await builder(fixture).rebuild(reusing: &cache)
        let files = try site(fixture).keys.sorted()
        let before = files.map { inode(fixture, $0) }
        let rebuild = try await builder(fixture).rebuild(reusing: &cache)
        #expect(rebuild.outcome.written)
        #expect(rebuild.reparsedTopics.isEmpty)
        #expect(rebuild.changedFiles.isEmpty)
        #expect(try site(fixture).keys.sorted() == files)
        #expect(files.map { inode(fixture, $0) } == before, "every file of the site is the one written before")
    }

    @Test func parsesOnlyTheEditedTopicAndWritesOnlyTheFilesItChanges() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var cache = TopicCache()
        _ = try await builder(fixture).rebuild(reusing: &cache)
        let untouched = inode(fixture, "traces/interrupt.html")
        let edited = try fixture.read("Content/states/inactive.md").replacingOccurrences(
            of: "In front, without events.", with: "In front, without any events.")
        try fixture.write(edited, to: "Content/states/inactive.md")

        let rebuild = try await builder(fixture).rebuild(reusing: &cache)
        #expect(rebuild.reparsedTopics == ["states/inactive.md"])
        #expect(rebuild.changedFiles.contains("states/inactive.html"))
        #expect(!rebuild.changedFiles.contains("traces/interrupt.html"))
        #expect(inode(fixture, "traces/interrupt.html") == untouched)
        #expect(try fixture.read("Site/states/inactive.html").contains("In front, without any events."))

        let incremental = try site(fixture)
        _ = try await builder(fixture).build()
        #expect(try site(fixture) == incremental)
    }

    @Test func reportsThePagesOfARemovedTopicAsChanged() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var cache = TopicCache()
        _ = try await builder(fixture).rebuild(reusing: &cache)
        try FileManager.default.removeItem(atPath: fixture.content + "/states/inactive.md")
        try fixture.write(
            try fixture.read("Content/states/active.md").replacingOccurrences(of: "related: [inactive]\n", with: "")
                .replacingOccurrences(of: "(inactive.md#leaving-inactive)", with: "(https://example.com)"),
            to: "Content/states/active.md")

        let rebuild = try await builder(fixture).rebuild(reusing: &cache)
        #expect(!rebuild.outcome.diagnostics.containsErrors)
        #expect(rebuild.changedFiles.contains("states/inactive.html"))
        #expect(!FileManager.default.fileExists(atPath: fixture.output + "/states/inactive.html"))
        #expect(cache.count == 1)
    }

    @Test func keepsTheLastGoodSiteWhenAnEditBreaksATopicAndRecoversWhenFixed() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var cache = TopicCache()
        _ = try await builder(fixture).rebuild(reusing: &cache)
        let good = try site(fixture)
        let original = try fixture.read("Content/states/active.md")
        try fixture.write(
            original.replacingOccurrences(of: "kind: state", with: "kind: stat"), to: "Content/states/active.md")

        let broken = try await builder(fixture).rebuild(reusing: &cache)
        #expect(!broken.outcome.written)
        #expect(broken.changedFiles.isEmpty)
        #expect(broken.outcome.diagnostics.contains { $0.id == "topic.unknown-kind" })
        #expect(try site(fixture) == good)

        // Nothing changed since: the cached diagnostics are reported again without parsing.
        let again = try await builder(fixture).rebuild(reusing: &cache)
        #expect(again.reparsedTopics.isEmpty)
        #expect(again.outcome.diagnostics.contains { $0.id == "topic.unknown-kind" })

        try fixture.write(original, to: "Content/states/active.md")
        let fixed = try await builder(fixture).rebuild(reusing: &cache)
        #expect(fixed.outcome.written)
        #expect(fixed.reparsedTopics == ["states/active.md"])
        #expect(fixed.changedFiles.isEmpty)
        #expect(try site(fixture) == good)
    }

    @Test func startsAfreshForAnotherContentFolder() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var cache = TopicCache()
        _ = try await builder(fixture).rebuild(reusing: &cache)
        let moved = fixture.root.appendingPathComponent("Moved").path
        try FileManager.default.copyItem(atPath: fixture.content, toPath: moved)
        let other = SiteBuilder(
            options: .init(
                contentDirectory: moved, templatesDirectory: fixture.templates, outputDirectory: fixture.output))
        let rebuild = try await other.rebuild(reusing: &cache)
        #expect(rebuild.reparsedTopics.count == 2)
    }
    /// docs/building.md: a failed build keeps the cache file of the last good one. A build that
    /// could not write its changed pages (here the temporary file's name is taken by a folder,
    /// as a full disk would fail the write) used to delete it before writing anything.
    @Test func aBuildThatCannotWriteItsChangedPagesKeepsTheCacheFile() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let cacheFolder = fixture.root.appendingPathComponent("cache").path
        #expect(try await builder(fixture).build(cacheDirectory: cacheFolder).written)
        let cacheFile = cacheFolder + "/build.cache"
        #expect(FileManager.default.fileExists(atPath: cacheFile))
        let before = try site(fixture)

        let active = try fixture.read("Content/states/active.md")
        try fixture.write(active + "\nOne more sentence.\n", to: "Content/states/active.md")
        try FileManager.default.createDirectory(
            atPath: fixture.output + "/states/.active.html.lifeline-\(getpid())", withIntermediateDirectories: false)
        await #expect(throws: BuildFailure.self) {
            try await builder(fixture).build(cacheDirectory: cacheFolder)
        }
        #expect(FileManager.default.fileExists(atPath: cacheFile))
        #expect(try site(fixture) == before)
    }
}
