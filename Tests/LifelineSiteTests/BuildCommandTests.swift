import ArgumentParser
import Foundation
import LifelineCommands
import LifelineDiagnostics
import LifelineSite
import Testing

@Suite("The build command")
struct BuildCommandTests {
    func run(_ arguments: [String]) async throws {
        guard var command = try LifelineCommand.parseAsRoot(arguments) as? any AsyncParsableCommand else {
            Issue.record("build is not an asynchronous command")
            return
        }
        try await command.run()
    }

    @Test func exitsOneAndWritesNothingWhenATopicIsBroken() async throws {
        let fixture = try SiteFixture("broken")
        defer { fixture.remove() }
        await #expect(throws: ExitCode(1)) {
            try await run([
                "build", "--content", fixture.content, "--templates", fixture.templates, "--output", fixture.output,
            ])
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.output))
    }

    /// A refused output leaves no trace: the lock file beside the output used to be made before
    /// the output was checked, so `--output Content/states` left `Content/.states.lock` among
    /// the sources.
    @Test(arguments: ["Content/newsite", "Content/states", "Templates", "", "Content/states/active.md"])
    func aRefusedOutputWritesNothingAnywhere(_ relative: String) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        func everyPath() -> Set<String> {
            Set(FileManager.default.enumerator(atPath: fixture.root.path)?.compactMap { $0 as? String } ?? [])
        }
        let before = everyPath()
        let output = relative.isEmpty ? fixture.root.path : fixture.root.appendingPathComponent(relative).path
        await #expect(throws: ExitCode(1)) {
            try await run(["build", "--content", fixture.content, "--templates", fixture.templates, "--output", output])
        }
        #expect(everyPath() == before)
    }

    /// The base URL goes into every address of sitemap.xml: a script URL or a space must not.
    @Test(arguments: [
        "javascript:alert(1)", "http://a b/", "ftp://example.com/", "//example.com/", "http:///docs/",
        "https://example.com/<x>", "example.com",
    ])
    func refusesABaseURLThatIsNotAnAddress(_ baseURL: String) {
        #expect(BaseURL.problem(baseURL) != nil)
        for command in ["build", "serve"] {
            #expect(throws: (any Error).self) { try LifelineCommand.parseAsRoot([command, "--base-url", baseURL]) }
        }
    }

    @Test(arguments: ["http://127.0.0.1:8000/", "https://example.com/docs/", "HTTPS://Example.com", "/docs/", "/"])
    func acceptsAnAbsoluteAddressOrAPath(_ baseURL: String) throws {
        #expect(BaseURL.problem(baseURL) == nil)
        _ = try LifelineCommand.parseAsRoot(["build", "--base-url", baseURL])
    }

    @Test func exitsOneWhenTheContentFolderIsMissing() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        await #expect(throws: ExitCode(1)) {
            try await run(["build", "--content", fixture.root.path + "/Missing", "--templates", fixture.templates])
        }
    }

    /// A content folder checked alone, with no templates folder, is still checked; templates
    /// named on the command line must exist.
    @Test func checksContentWithoutTemplatesUnlessTheyAreNamed() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var options = SiteBuilder.Options(
            contentDirectory: fixture.content, templatesDirectory: fixture.root.path + "/NoTemplates")
        options.checksTemplates = false
        #expect(try await !SiteBuilder(options: options).check().contains { $0.severity == .error })
        options.checksTemplates = true
        await #expect(throws: BuildFailure.self) { try await SiteBuilder(options: options).check() }
        await #expect(throws: (any Error).self) {
            try await run(["check", "--content", fixture.content, "--templates", fixture.root.path + "/NoTemplates"])
        }
        try await run(["check", "--content", fixture.content, "--templates", fixture.templates])
    }

    @Test func buildsTheSite() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try await run([
            "build", "--content", fixture.content, "--templates", fixture.templates, "--output", fixture.output,
        ])
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/index.html"))
    }

    /// `--cache-dir` naming a file is a usage error (exit 2) of `build` and `check`, before
    /// anything is read: `build --cache-dir README.md` built without ever keeping a cache.
    @Test func aCacheFolderThatIsAFileIsAUsageError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-cache-\(UUID().uuidString)")
        try Data("x\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for command in ["build", "check"] {
            #expect(throws: (any Error).self, "\(command)") {
                try LifelineCommand.parseAsRoot([command, "--cache-dir", file.path])
            }
            #expect(throws: Never.self) {
                try LifelineCommand.parseAsRoot([command, "--cache-dir", file.path + "-folder"])
            }
        }
    }
}
