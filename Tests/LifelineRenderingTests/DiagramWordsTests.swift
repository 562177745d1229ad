import Foundation
import LifelineEngine
import Testing

@testable import LifelineRendering

/// A diagram on a Chinese page has no English around the engine's names: every sentence and
/// label the diagrams write comes from `DiagramWords`, and none of the English ones is left.
@Suite("Diagram words")
struct DiagramWordsTests {
    /// The English words of every diagram, one piece per text between placeholders.
    static let englishPieces: [String] = {
        let texts = Mirror(reflecting: DiagramWords.english).children.compactMap { $0.value as? String }
        var pieces: [String] = []
        for text in texts {
            // "Step {n}: {action}" gives "Step" and ":"; only pieces with a word are kept.
            for part in text.split(separator: "{") {
                let piece = part.split(separator: "}", maxSplits: 1).last.map(String.init) ?? ""
                let trimmed = piece.trimmingCharacters(in: CharacterSet.whitespaces.union(.punctuationCharacters))
                if trimmed.count > 1 { pieces.append(trimmed) }
            }
        }
        return pieces
    }()

    /// The texts of an SVG or HTML fragment: what lies between its tags.
    static func texts(_ html: String) -> [String] {
        html.split(separator: ">").compactMap { $0.split(separator: "<", omittingEmptySubsequences: false).first }
            .map(String.init).filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The texts that hold one of the English pieces as whole words: `on` in a title, not in
    /// `interruption`; `back`, not `background`.
    static func englishLeft(in html: String) -> [String] {
        texts(html).filter { text in
            englishPieces.contains { piece in
                text.range(
                    of: "(?<![A-Za-z])" + NSRegularExpression.escapedPattern(for: piece) + "(?![A-Za-z])",
                    options: .regularExpression) != nil
            }
        }
    }

    @Test func theEnglishPiecesAreFound() {
        #expect(Self.englishPieces.contains("Every transition"))
        #expect(Self.englishPieces.contains("Step"))
        #expect(Self.englishLeft(in: WindowLevelDiagram().html()).count >= 5)
    }

    @Test func aChineseStateMachineHasNoEnglishWords() {
        for table in StateMachineLayoutTests.tables {
            let html = StateMachineDiagram(table: table, words: .simplifiedChinese).html()
            #expect(Self.englishLeft(in: html) == [], "\(table.platform) \(table.lifecycle)")
            #expect(html.contains("的状态机"))
        }
    }

    @Test func aChineseWindowLevelStackHasNoEnglishWords() {
        let html = WindowLevelDiagram(words: .simplifiedChinese).html()
        #expect(Self.englishLeft(in: html) == [])
        #expect(html.contains(">层级 1000<"))
    }

    @Test func aChineseSequenceDiagramNamesItsStepsInChinese() throws {
        let rows = try [(1, "launch", "List", "viewDidLoad"), (2, "push", "Detail", "viewWillAppear:")].map {
            step, action, object, selector in
            SequenceRow(
                TraceStep(
                    index: step - 1, scenarioStep: step, action: action, object: object,
                    callback: try #require(CallbackRegistry.callback(selector: selector)), appState: .active))
        }
        let html = SequenceDiagram(words: .simplifiedChinese).html(rows, title: "时序图")
        #expect(html.contains(">第 1 步：launch<") && html.contains(">第 2 步：push<"))
        #expect(Self.englishLeft(in: html) == [])
        #expect(SequenceDiagram().html(rows, title: "Sequence diagram").contains(">Step 2: push<"))
    }
}
