import LifelineEngine
import Testing

@testable import LifelineRendering

/// A ` ```diagram ` block is drawn from the engine's tables, once per kind in a process; the
/// drawing kept must be the one its words ask for.
@Suite("Diagrams from the engine")
struct EngineDiagramTests {
    @Test func drawsTheStateMachineItsWordsNameEachTimeAskedInAnyOrder() throws {
        let cases: [([String], Platform, Lifecycle)] = [
            (["state-machine", "scenes", "ios17"], Platform(major: 17), .scenes),
            (["state-machine"], Platform(major: 17), .appDelegate),
            (["state-machine", "scenes", "ios12"], Platform(major: 12), .appDelegate),
            (["state-machine", "ios4"], Platform(major: 4), .appDelegate),
        ]
        var drawings: Set<String> = []
        for (words, platform, lifecycle) in cases + cases.reversed() {
            let diagram = try #require(EngineDiagram(words: words))
            let expected = StateMachineDiagram(table: AppTransitionTable(platform: platform, lifecycle: lifecycle))
                .html()
            #expect(diagram.html() == expected, "\(words)")
            drawings.insert(diagram.html())
        }
        #expect(drawings.count == cases.count)
    }

    /// The drawings kept for one language are never shown in the other, whichever is asked first.
    @Test func keepsEachLanguagesDrawingApart() throws {
        for words in [["state-machine", "scenes"], ["window-levels"]] {
            let diagram = try #require(EngineDiagram(words: words))
            let chinese = diagram.html(in: .simplifiedChinese)
            let english = diagram.html(in: .english)
            #expect(chinese != english, "\(words)")
            #expect(diagram.html() == english)
            #expect(diagram.html(in: .simplifiedChinese) == chinese)
        }
        let windows = try #require(EngineDiagram(words: ["window-levels"])).html(in: .simplifiedChinese)
        #expect(windows == WindowLevelDiagram(words: .simplifiedChinese).html())
    }

    @Test func drawsTheWindowLevelsAndNothingForAnUnknownName() throws {
        #expect(try #require(EngineDiagram(words: ["window-levels"])).html() == WindowLevelDiagram().html())
        #expect(EngineDiagram(words: ["state-machines"]) == nil)
        #expect(EngineDiagram(words: []) == nil)
    }
}
