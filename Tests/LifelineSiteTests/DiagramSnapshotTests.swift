import Foundation
import LifelineEngine
import LifelineScenarios
import Testing

@testable import LifelineRendering

/// Every kind of diagram the site draws, against a golden file: a change to a diagram's
/// layout shows up as a diff to look at, not as a figure nobody opened.
@Suite("Diagrams as golden files")
struct DiagramSnapshotTests {
    @Test func drawsThePushPopSequenceDiagramAsTheGoldenFile() throws {
        let yaml = """
            id: push-pop
            platform: ios17
            app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [List] } }
            controllers: { List: { created: storyboard }, Detail: { created: init } }
            steps: [launch, push: Detail, pop]
            log: [List, Detail]
            """
        let (trace, diagnostics) = ScenarioLibrary.trace(text: yaml, path: "push-pop.yml")
        #expect(diagnostics.isEmpty)
        let rows = try #require(trace).steps.filter { $0.scenarioStep >= 2 }.map(SequenceRow.init)
        try assertSnapshot(
            SequenceDiagram().html(rows, title: "Sequence diagram of a push and a pop"), named: "sequence-push-pop.html"
        )
    }

    @Test(arguments: [
        (Lifecycle.appDelegate, "state-machine-ios17.html"), (Lifecycle.scenes, "state-machine-scenes-ios17.html"),
    ])
    func drawsTheStateMachineAsTheGoldenFile(lifecycle: Lifecycle, file: String) throws {
        let table = AppTransitionTable(platform: Platform(major: 17), lifecycle: lifecycle)
        try assertSnapshot(StateMachineDiagram(table: table).html(), named: file)
    }

    @Test func drawsTheWindowLevelsAsTheGoldenFile() throws {
        try assertSnapshot(WindowLevelDiagram().html(), named: "window-levels.html")
    }
}
