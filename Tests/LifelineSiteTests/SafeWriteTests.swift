import Foundation
import LifelineSite
import Testing

@Suite("Safe writes: one build at a time, never half a site, never over the sources")
struct SafeWriteTests {
    func builder(_ fixture: SiteFixture, output: String? = nil) -> SiteBuilder {
        SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: output ?? fixture.output))
    }

    /// Outputs that would replace the sources: the content folder, the templates folder,
    /// the working directory and folders above them.
    static let protectedOutputs: [String] = ["content", "templates", "parent", "working-directory", "root"]

    @Test(arguments: protectedOutputs)
    func refusesAnOutputThatIsOrHoldsTheSources(_ which: String) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let output =
            switch which {
            case "content": fixture.content
            case "templates": fixture.templates
            case "parent": fixture.root.path
            case "working-directory": FileManager.default.currentDirectoryPath
            default: "/"
            }
        let before = try fixture.snapshot(of: "Content")
        await #expect(throws: BuildFailure.self) { try await builder(fixture, output: output).build() }
        #expect(try fixture.snapshot(of: "Content") == before)
        #expect(FileManager.default.fileExists(atPath: fixture.templates + "/topic.mustache"))
    }

    @Test func aSecondBuildWaitsForTheLockAndSaysSo() throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var held: SiteLock? = try SiteLock.acquire(for: fixture.output) { _ in
            Issue.record("the first build must not wait")
        }
        let lifeline = try #require(Self.lifeline)
        let process = Process()
        process.executableURL = lifeline
        process.arguments = [
            "build", "--content", fixture.content, "--templates", fixture.templates, "--output", fixture.output,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The second build says it waits, then waits: nothing is written while the lock is held.
        let said = errors.fileHandleForReading.availableData
        #expect(String(decoding: said, as: UTF8.self).contains("waiting for another build"))
        #expect(!FileManager.default.fileExists(atPath: fixture.output))
        #expect(held != nil)
        held = nil
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: fixture.output + "/index.html"))
    }

    @Test func aBuildKilledAtAnyMomentLeavesTheOldOrTheNewSiteAndTheNextBuildCleansUp() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let lifeline = try #require(Self.lifeline)
        try generateTopics(in: fixture, count: 400, generation: "old")
        #expect(try await builder(fixture).build().written)
        let old = try fixture.snapshot(of: "Site")
        try generateTopics(in: fixture, count: 400, generation: "new")
        let newOutput = fixture.root.appendingPathComponent("Expected").path
        #expect(try await builder(fixture, output: newOutput).build().written)
        let new = try fixture.snapshot(of: "Expected")

        var outcomes: Set<String> = []
        for delay in [0, 20, 50, 100, 200, 400, 800, 1600] {
            let process = Process()
            process.executableURL = lifeline
            process.arguments = [
                "build", "--content", fixture.content, "--templates", fixture.templates, "--output", fixture.output,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            try await Task.sleep(for: .milliseconds(delay))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let site = try fixture.snapshot(of: "Site")
            #expect(site == old || site == new, "killed after \(delay) ms: a site that is neither old nor new")
            outcomes.insert(site == old ? "old" : "new")
        }
        #expect(!outcomes.isEmpty)

        try generateTopics(in: fixture, count: 400, generation: "old")
        #expect(try await builder(fixture).build().written)
        #expect(try fixture.snapshot(of: "Site") == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path)
            .filter { $0.hasPrefix(".Site.building-") }
        #expect(leftovers.isEmpty, "staging folders left behind: \(leftovers)")
    }

    /// Writes `count` small topics whose bodies name the generation, so two generations differ
    /// in every page.
    func generateTopics(in fixture: SiteFixture, count: Int, generation: String) throws {
        for index in 0..<count {
            try fixture.write(
                """
                ---
                id: generated-\(index)
                title: Generated \(index)
                kind: concept
                section: states
                ---
                Topic \(index) of the \(generation) generation.

                ## Details

                \(String(repeating: "Some words of the \(generation) generation. ", count: 40))
                """,
                to: "Content/states/generated-\(index).md")
        }
    }

    /// The `lifeline` executable built beside this test bundle.
    static var lifeline: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("lifeline")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
