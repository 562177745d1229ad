import LifelineMarkdown
import Testing

@testable import LifelineRendering

/// Code blocks link the first word of a callback's selector to its page, and only words that
/// name one selector, which has a page.
@Suite("Highlighted code")
struct CodeHighlighterTests {
    func html(_ code: String, language: String = "swift", pages: [String: String]) -> String? {
        let highlighter = CodeHighlighter(links: { pages[$0] })
        let block = MarkdownCodeBlock(
            info: language, code: code, range: MarkdownRange(startLine: 1, startColumn: 1, endLine: 3, endColumn: 3),
            isFenced: true)
        return highlighter.html(block)
    }

    @Test func linksTheFirstWordOfACallbackThatHasAPage() throws {
        let out = try #require(
            html(
                "override func viewWillAppear(_ animated: Bool) {\n    super.viewWillAppear(animated)\n}",
                pages: ["viewWillAppear:": "../callbacks/view-will-appear.html"]))
        let link = "<a class=\"callback-link\" href=\"../callbacks/view-will-appear.html\">viewWillAppear</a>"
        #expect(out.components(separatedBy: link).count == 3)
        #expect(out.contains("<span class=\"k\">override</span>"))
        #expect(out.contains("<span class=\"t\">Bool</span>"))
    }

    @Test func leavesACallbackWithoutAPagePlain() throws {
        let out = try #require(html("viewWillAppear(true)", pages: [:]))
        #expect(!out.contains("callback-link"))
        #expect(out.contains(">viewWillAppear("))
    }

    @Test func leavesAWordThatStartsSeveralSelectorsPlain() throws {
        // `application` starts most app-delegate selectors, so it names none of them.
        #expect(CodeHighlighter.selectorsByFirstPart["application"] == nil)
        let pages = Dictionary(uniqueKeysWithValues: CodeHighlighter.knownSelectors.map { ($0, "page.html") })
        let out = try #require(html("- (void)application:(UIApplication *)app", language: "objc", pages: pages))
        #expect(!out.contains("callback-link"))
    }

    @Test func keepsWordsOutsideASCIIWhole() throws {
        let out = try #require(html("let café = Größe\nvar 名前 = 1", pages: [:]))
        #expect(out.contains("<span class=\"k\">let</span> café = <span class=\"t\">Größe</span>"))
        #expect(out.contains("<span class=\"k\">var</span> 名前 = <span class=\"n\">1</span>"))
    }

    @Test func takesTheSameASCIILettersAsUnicode() {
        for value in UInt8(0)..<128 {
            let scalar = Unicode.Scalar(value)
            #expect(CodeHighlighter.isLetter(scalar) == scalar.properties.isAlphabetic, "\(value)")
        }
    }

    @Test func highlightsOnlyKnownLanguages() {
        #expect(html("viewWillAppear(true)", language: "text", pages: ["viewWillAppear:": "x.html"]) == nil)
    }
}
