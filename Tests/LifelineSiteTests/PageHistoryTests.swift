import Foundation
import Testing

@testable import LifelineCommands
@testable import LifelineSite

/// `--last-updated-from-git`: each topic page shows the date of the last commit that changed
/// its file, read from the content folder's history; without usable history, no date at all.
@Suite("Last updated, from git")
struct PageHistoryTests {
    @Test func keepsTheNewestDateOfEachFile() {
        let log = "\u{1}2024-05-06\n\nviews/a.md\nwith space.md\n\n\u{1}2023-01-02\n\nviews/a.md\nold.md\n"
        #expect(
            PageHistory.parse(log)
                == ["views/a.md": "2024-05-06", "with space.md": "2024-05-06", "old.md": "2023-01-02"])
        #expect(PageHistory.parse("").isEmpty)
    }

    /// A repository with the fixture's content in `Content/`, committed twice on known dates.
    static func repository() throws -> SiteFixture {
        let fixture = try SiteFixture("basic")
        try git(["init", "-q"], in: fixture.root)
        try git(["add", "Content"], in: fixture.root)
        try git(["commit", "-q", "-m", "first"], in: fixture.root, date: "2021-03-04T10:00:00Z")
        try fixture.write(fixture.read("Content/states/active.md") + "\nMore.\n", to: "Content/states/active.md")
        try git(["commit", "-q", "-a", "-m", "second"], in: fixture.root, date: "2022-07-08T10:00:00Z")
        return fixture
    }

    @Test func datesEachFileByTheLastCommitThatChangedIt() throws {
        let fixture = try Self.repository()
        defer { fixture.remove() }
        let dates = try PageHistory.lastChanged(inContentFolder: fixture.content).get()
        #expect(dates["states/active.md"] == "2022-07-08")
        #expect(dates["states/inactive.md"] == "2021-03-04")
        #expect(dates["sections.yml"] == "2021-03-04")
    }

    @Test func aBuildShowsTheDateOnlyWhenAskedTo() async throws {
        let fixture = try Self.repository()
        defer { fixture.remove() }
        var options = SiteBuilder.Options(
            contentDirectory: fixture.content, templatesDirectory: fixture.templates, outputDirectory: fixture.output)
        _ = try await SiteBuilder(options: options).build()
        #expect(try !fixture.read("Site/states/active.html").contains("last-updated"))

        options.datesFromGit = true
        let outcome = try await SiteBuilder(options: options).build()
        #expect(!outcome.diagnostics.contains { $0.id == "build.no-page-history" })
        #expect(try fixture.read("Site/states/active.html").contains("<time datetime=\"2022-07-08\">2022-07-08</time>"))
        #expect(try fixture.read("Site/states/inactive.html").contains("<time datetime=\"2021-03-04\">"))
    }

    /// `serve --last-updated-from-git`: the preview's rebuilds, which keep a cache in memory,
    /// show the dates too, and a rebuild after a new commit shows the new one.
    @Test func aPreviewRebuildShowsTheDateOfTheLatestCommit() async throws {
        let fixture = try Self.repository()
        defer { fixture.remove() }
        var options = SiteBuilder.Options(
            contentDirectory: fixture.content, templatesDirectory: fixture.templates, outputDirectory: fixture.output)
        options.datesFromGit = true
        var cache = TopicCache()
        _ = try await SiteBuilder(options: options).rebuild(reusing: &cache)
        #expect(try fixture.read("Site/states/inactive.html").contains("<time datetime=\"2021-03-04\">"))

        try fixture.write(fixture.read("Content/states/inactive.md") + "\nMore.\n", to: "Content/states/inactive.md")
        try git(["commit", "-q", "-a", "-m", "third"], in: fixture.root, date: "2023-09-10T10:00:00Z")
        let rebuild = try await SiteBuilder(options: options).rebuild(reusing: &cache)
        #expect(rebuild.outcome.written)
        #expect(try fixture.read("Site/states/inactive.html").contains("<time datetime=\"2023-09-10\">"))
        #expect(try fixture.read("Site/states/active.html").contains("<time datetime=\"2022-07-08\">"))
    }

    /// The preview asks its builds for the dates when `serve` is given the flag, and not else.
    @Test func serveTakesTheFlag() throws {
        let asked = try #require(
            try LifelineCommand.parseAsRoot(["serve", "--last-updated-from-git"]) as? ServeCommand)
        #expect(asked.buildOptions.datesFromGit)
        let plain = try #require(try LifelineCommand.parseAsRoot(["serve"]) as? ServeCommand)
        #expect(!plain.buildOptions.datesFromGit)
    }

    @Test func noHistoryGivesNoDatesAndANoteSayingWhy() async throws {
        let plain = try SiteFixture("basic")
        defer { plain.remove() }
        #expect(PageHistory.lastChanged(inContentFolder: plain.content) == .failure(.notARepository))
        // Without git at all, the note says so rather than blaming the folder.
        let repository = try Self.repository()
        defer { repository.remove() }
        #expect(
            PageHistory.lastChanged(inContentFolder: repository.content, git: "lifeline-no-such-git")
                == .failure(.gitNotFound))
        var options = SiteBuilder.Options(
            contentDirectory: plain.content, templatesDirectory: plain.templates, outputDirectory: plain.output)
        options.datesFromGit = true
        let outcome = try await SiteBuilder(options: options).build()
        #expect(outcome.written)
        let notes = outcome.diagnostics.filter { $0.id == "build.no-page-history" }
        #expect(notes.map(\.severity) == [.note])
        #expect(notes.first?.summary.contains("not in a git repository") == true)
        #expect(try !plain.read("Site/states/active.html").contains("last-updated"))

        // A shallow clone would date every file by its one commit.
        let clone = repository.root.appendingPathComponent("clone")
        try git(["clone", "-q", "--depth", "1", "file://" + repository.root.path, clone.path], in: repository.root)
        #expect(
            PageHistory.lastChanged(inContentFolder: clone.appendingPathComponent("Content").path)
                == .failure(.shallowClone))
    }
}

private struct GitFailed: Error {}

/// Runs git in `folder` with a fixed author and, when given, the commit's date.
private func git(_ arguments: [String], in folder: URL, date: String? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    if let date {
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
    }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 { throw GitFailed() }
}
