import Foundation
import Testing

@testable import LifelineCommands

/// `lifeline evidence` given a scenario says so, instead of counting it as an unreadable
/// observation with one error for each key a scenario has and an observation has not.
@Suite("The evidence command")
struct EvidenceCommandTests {
    @Test func tellsAScenarioFromAnObservation() throws {
        let scenarios = SiteFixture.repositoryRoot.appendingPathComponent("Content/scenarios")
        let observations = SiteFixture.repositoryRoot.appendingPathComponent("Content/observations/navigation")
        for (folder, isScenario) in [(scenarios, true), (observations, false)] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }
            #expect(!names.isEmpty)
            for name in names.prefix(20) {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(EvidenceCommand.isScenario(text) == isScenario, "\(name)")
            }
        }
        #expect(!EvidenceCommand.isScenario("not: [closed"))
    }

    @Test func pointsAScenariosIDToTrace() {
        let content = SiteFixture.repositoryRoot.appendingPathComponent("Content").path
        #expect(EvidenceCommand.traceHint(for: "nav-push-pop-ios17", content: content).contains("lifeline trace"))
        #expect(EvidenceCommand.traceHint(for: "no-such-scenario", content: content) == "")
    }
}
