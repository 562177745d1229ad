import Foundation
import LifelineDiagnostics
import LifelineSite
import Testing

/// One mistake gives one error: a topic file that fails to parse is reported once, at its own
/// mistake, and the links and `related` ids of other topics that name it are not reported as
/// if it did not exist.
@Suite("Knock-on errors")
struct KnockOnTests {
    /// What `check` reports for the fixture's content and templates.
    static func check(_ fixture: SiteFixture) async throws -> [Diagnostic] {
        try await SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output)
        ).check()
    }

    @Test(arguments: ["title: [Active\n", "kind: calback\n"])
    func aTopicThatFailsToParseIsReportedOnceNotByTheTopicsThatNameIt(_ mistake: String) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let active = try fixture.read("Content/states/active.md")
        try fixture.write(
            active.replacingOccurrences(of: "title: Active\n", with: mistake), to: "Content/states/active.md")
        let inactive = try fixture.read("Content/states/inactive.md")
        try fixture.write(
            inactive.replacingOccurrences(of: "name: inactive\n", with: "name: inactive\nrelated: [active]\n"),
            to: "Content/states/inactive.md")

        let errors = try await Self.check(fixture).filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.id) \($0.file)" })")
        #expect(errors.first?.file.hasSuffix("states/active.md") == true)
    }

    /// A sections file that fails is one error, at the file: the topics of the sections it
    /// lost are not each reported as naming a section the list does not have.
    @Test(arguments: [
        "- id: states\n  title: [Application states\n",  // not YAML
        "- id: states\n  titel: Application states\n",  // an entry with an error
    ])
    func aBrokenSectionsFileIsReportedOnceNotByEveryTopicInIt(_ sections: String) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write(sections, to: "Content/sections.yml")

        let errors = try await Self.check(fixture).filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.id) \($0.file)" })")
        #expect(errors.first?.file.hasSuffix("sections.yml") == true)
    }

    /// A scenario file with an error is one error, at the file: the claims that name it are
    /// not each reported as naming a scenario that does not exist.
    @Test(arguments: [
        ("title: An alert", "title: [An alert"),  // not YAML: the id is the file's name
        ("platform: ios12", "platform: ios99"),  // read, with an error
    ])
    func aBrokenScenarioIsReportedOnceNotByEveryClaimOnIt(_ mistake: (String, String)) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let scenario = try fixture.read("Content/scenarios/interrupt.yml")
        #expect(scenario.contains(mistake.0))
        try fixture.write(
            scenario.replacingOccurrences(of: mistake.0, with: mistake.1), to: "Content/scenarios/interrupt.yml")

        let errors = try await Self.check(fixture).filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.id) \($0.file) \($0.summary)" })")
        #expect(errors.first?.file.hasSuffix("scenarios/interrupt.yml") == true)
    }

    /// An unknown kind is one mistake: not also a warning for each key of the kind it meant,
    /// nor coverage warnings for what that topic would have documented.
    @Test func anUnknownKindIsTheOnlyDiagnosticOfItsMistake() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let active = try fixture.read("Content/states/active.md")
        #expect(active.contains("kind: state\n") && active.contains("name: active\n"))
        try fixture.write(
            active.replacingOccurrences(of: "kind: state\n", with: "kind: stat\n"), to: "Content/states/active.md")

        let diagnostics = try await Self.check(fixture)
        #expect(diagnostics.map(\.id) == ["topic.unknown-kind"], "\(diagnostics.map { "\($0.id) \($0.summary)" })")
    }
}
