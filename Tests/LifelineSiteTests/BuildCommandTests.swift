import ArgumentParser
import Foundation
import LifelineCommands
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

    @Test func exitsOneWhenTheContentFolderIsMissing() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        await #expect(throws: ExitCode(1)) {
            try await run(["build", "--content", fixture.root.path + "/Missing", "--templates", fixture.templates])
        }
    }

    @Test func buildsTheSite() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try await run([
            "build", "--content", fixture.content, "--templates", fixture.templates, "--output", fixture.output,
        ])
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/index.html"))
    }
}
