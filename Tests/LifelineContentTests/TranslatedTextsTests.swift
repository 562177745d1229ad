import LifelineContent
import LifelineDiagnostics
import Testing

/// `scenarios.yml` and `callbacks.yml` of a translated language: an id and one line of text
/// per entry, anything else a located error that says what an entry is.
@Suite("Translated texts")
struct TranslatedTextsTests {
    @Test func readsEachIDAndItsTextWhereItWasWritten() {
        let (texts, problems) = TranslatedTexts.parse(
            "# a comment\n\"viewDidLoad\": \"视图已载入\"\nlayoutSubviews: 布局过程\n", path: "callbacks.yml",
            of: .callbackSummaries)
        #expect(problems.isEmpty)
        #expect(texts.texts == ["viewDidLoad": "视图已载入", "layoutSubviews": "布局过程"])
        // A quoted id is found inside its quotes.
        #expect(texts.locations["viewDidLoad"] == SourceLocation(line: 2, column: 2))
        #expect(texts.locations["layoutSubviews"] == SourceLocation(line: 3, column: 1))
    }

    @Test(arguments: [TranslatedTexts.Kind.scenarioTitles, .callbackSummaries])
    func anEntryThatIsNotOneLineOfTextIsAnErrorAtItsID(kind: TranslatedTexts.Kind) {
        let (texts, problems) = TranslatedTexts.parse(
            "good: 好\nlist: [a, b]\nempty: \"\"\nlines: |\n  one\n  two\n", path: kind.fileName, of: kind)
        #expect(texts.texts == ["good": "好"])
        #expect(problems.map(\.location.line) == [2, 3, 4])
        let expectedID =
            kind == .scenarioTitles ? "translation.invalid-scenario-title" : "translation.invalid-callback-summary"
        #expect(problems.allSatisfy { $0.id == expectedID && $0.file == kind.fileName })
    }

    @Test func aFileThatIsNotAMappingIsOneError() {
        let (texts, problems) = TranslatedTexts.parse("- a\n- b\n", path: "callbacks.yml", of: .callbackSummaries)
        #expect(texts.texts.isEmpty)
        #expect(problems.count == 1)
    }
}
