import ArgumentParser
import Testing

@testable import LifelineCommands

/// `lifeline trace` with an argument that names no scenario says which one was probably meant,
/// and an empty argument is a usage error.
@Suite("The trace command")
struct TraceCommandTests {
    @Test func suggestsTheScenarioAMistypedArgumentMeant() throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let folder = fixture.content + "/scenarios"
        for argument in ["Interrupt", "interupt", "interrupt.yml", "elsewhere/interrupt.yml"] {
            #expect(
                TraceCommand.suggestion(for: argument, content: fixture.content)
                    == "; did you mean 'interrupt' (\(folder)/interrupt.yml)?")
        }
        #expect(TraceCommand.suggestion(for: "nothing-like-it", content: fixture.content) == "")
    }

    @Test func anEmptyScenarioIsAUsageError() {
        #expect(throws: (any Error).self) { try LifelineCommand.parseAsRoot(["trace", ""]) }
        #expect(throws: (any Error).self) { try LifelineCommand.parseAsRoot(["trace", " "]) }
    }
}
