import Foundation
import LifelineContent
import LifelineSite
import Synchronization
import Testing

/// Each command is one list of named steps, run in order, each timed; a build that a
/// diagnostic blocks skips the steps that make the site, and the knowledge base is assembled
/// and checked in one place only.
@Suite("The build as a list of steps")
struct BuildPipelineTests {
    /// The steps a report heard, in order, with whether each ran.
    final class Heard: Sendable {
        private let steps = Mutex<[(String, Bool)]>([])
        var report: BuildPipeline.Report {
            { step, duration in self.steps.withLock { $0.append((step, duration != nil)) } }
        }
        var names: [String] { steps.withLock { $0.map(\.0) } }
        var ran: [String] { steps.withLock { $0.filter(\.1).map(\.0) } }
    }

    func builder(_ fixture: SiteFixture) -> SiteBuilder {
        SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output))
    }

    @Test func aBuildRunsAndReportsEveryStepInOrder() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let heard = Heard()
        let outcome = try await builder(fixture).build(report: heard.report)
        #expect(outcome.written)
        let expected = [
            "prepare output", "list sources", "parse topics", "start scenarios and templates", "load sections",
            "parse translations", "assemble", "load scenarios and observations", "validate", "check translations",
            "compile templates", "stop if blocked", "render", "write",
        ]
        #expect(heard.names == expected)
        #expect(heard.ran == expected)
        #expect(builder(fixture).buildSteps().map(\.name) == expected)
    }

    @Test func aBlockedBuildSkipsTheStepsThatMakeTheSiteButKeepsItsCache() async throws {
        let fixture = try SiteFixture("broken")
        defer { fixture.remove() }
        let heard = Heard()
        let cache = fixture.root.appendingPathComponent("cache").path
        let outcome = try await builder(fixture).build(cacheDirectory: cache, report: heard.report)
        #expect(!outcome.written)
        #expect(heard.names.suffix(3) == ["render", "write", "keep cache"])
        #expect(!heard.ran.contains("render") && !heard.ran.contains("write"))
        #expect(heard.ran.last == "keep cache", "the cache step records what the build did, even a failed one")
        #expect(!FileManager.default.fileExists(atPath: fixture.output))
    }

    @Test func aCheckIsTheBuildsFirstStepsAndWritesNothing() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let heard = Heard()
        _ = try await builder(fixture).check(report: heard.report)
        #expect(
            heard.ran == [
                "list sources", "parse topics", "start scenarios and templates", "load sections", "parse translations",
                "assemble", "load scenarios and observations", "validate", "check translations", "compile templates",
            ])
        #expect(!FileManager.default.fileExists(atPath: fixture.output))
    }

    /// The templates are compiled on another core while the topics are checked; a failure
    /// there still stops the command at "compile templates", and the steps before it ran.
    @Test func templatesCompiledBesideTheChecksFailUnderTheirOwnStep() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let missing = fixture.root.appendingPathComponent("no-templates").path
        let builder = SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: missing, outputDirectory: fixture.output))
        let heard = Heard()
        await #expect(throws: BuildFailure(step: "compile templates", reason: .missingTemplates(missing))) {
            _ = try await builder.check(report: heard.report)
        }
        #expect(heard.ran.last == "check translations")
        #expect(heard.ran.contains("start scenarios and templates") && heard.ran.contains("validate"))
    }

    @Test func aFailingStepIsNamedAndTheStepsAfterItDoNotRun() async throws {
        let heard = Heard()
        let failing = BuildStep("refuse") { _ throws(SiteBuildError) in throw .missingContent("x") }
        let after = BuildStep("after") { state in state.diagnostics = [] }
        await #expect(throws: BuildFailure(step: "refuse", reason: .missingContent("x"))) {
            _ = try await BuildPipeline([failing, after]).run(
                BuildState(source: ContentFolder("x")), report: heard.report)
        }
        #expect(heard.names.isEmpty)
    }

    /// The number of places that assemble a knowledge base, and that run the rules, is one: the
    /// `assemble` and `validate` steps.
    @Test func theKnowledgeBaseIsAssembledAndCheckedInOnePlace() throws {
        let sources = SiteFixture.repositoryRoot.appendingPathComponent("Sources")
        var calls: [String: [String]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for call in ["KnowledgeBase.assemble(", "Validator("] where line.contains(call) {
                    calls[call, default: []].append(relative)
                }
            }
        }
        #expect(calls["KnowledgeBase.assemble("] == ["LifelineSite/Steps/BuildStep+Content.swift"])
        #expect(calls["Validator("] == ["LifelineSite/Steps/BuildStep+Checks.swift"])
    }
}
