import Testing

@testable import LifelineMarkdown

/// Search terms: every distinct term of the whole text once, identifiers apart from words,
/// and nothing the excerpt already holds.
@Suite("Search terms")
struct SearchTermsTests {
    @Test func keepsEachTermOnceInTheOrderItFirstOccurs() {
        let terms = SearchTerms.of(
            ["Rotation calls viewWillLayoutSubviews, then rotation ends.", "`viewWillLayoutSubviews` twice, ROTATION"],
            excerpt: "")
        #expect(terms.identifiers == "viewWillLayoutSubviews")
        #expect(terms.words == "Rotation calls ends twice")
    }

    @Test func identifiersLoseTheColonsAtTheirEndsAndKeepThoseInside() {
        let terms = SearchTerms.of(
            ["List viewWillAppear: then application:didFinishLaunchingWithOptions:"], excerpt: "")
        #expect(terms.identifiers == "viewWillAppear application:didFinishLaunchingWithOptions")
        #expect(terms.words == "List")
    }

    @Test func leavesOutShortWordsCommonWordsAndWordsOfTheExcerpt() {
        let terms = SearchTerms.of(
            ["A view is on the screen when it is in a window; the window shows it."],
            excerpt: "A view is on the screen")
        #expect(terms.words == "window shows")
        #expect(terms.identifiers == "")
    }

    @Test func anIdentifierInTheExcerptIsStillListed() {
        let terms = SearchTerms.of(["Override viewDidLoad."], excerpt: "Override viewDidLoad.")
        #expect(terms.identifiers == "viewDidLoad")
        #expect(terms.words == "")
    }

    @Test func textOutsideASCIISeparatesTerms() {
        let terms = SearchTerms.of(["生命周期viewDidAppear和 noteworthy"], excerpt: "")
        #expect(terms.identifiers == "viewDidAppear")
        #expect(terms.words == "noteworthy")
    }

    /// A parsed body's terms come from every line, code spans and code blocks included; a
    /// parse for checking only has none.
    @Test func aParsedDocumentHasTheTermsOfItsWholeText() {
        let filler = String(repeating: "Filler prose. ", count: 60)
        let text =
            "\(filler)\n\n## Later heading\n\n```swift\noverride func viewIsAppearing(_ animated: Bool) {}\n```\n\n"
            + "A `UIWindowScene` here.\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.searchTerms.identifiers.split(separator: " ").contains("viewIsAppearing"))
        #expect(document.searchTerms.identifiers.split(separator: " ").contains("UIWindowScene"))
        #expect(document.searchTerms.words.split(separator: " ").contains("Later"))
        #expect(!document.searchTerms.words.split(separator: " ").contains("Filler"))
        #expect(MarkdownDocument(parsing: text, preparingHTML: false).searchTerms == SearchTerms())
    }
}
