import Testing

@testable import LifelineMarkdown

/// Search terms: every distinct identifier of the whole text once, and no prose.
@Suite("Search terms")
struct SearchTermsTests {
    @Test func keepsEachIdentifierOnceInTheOrderItFirstOccurs() {
        let terms = SearchTerms.of([
            "Rotation calls viewWillLayoutSubviews, then traitCollectionDidChange.",
            "`viewWillLayoutSubviews` twice, VIEWWILLLAYOUTSUBVIEWS",
        ])
        #expect(terms.identifiers == "viewWillLayoutSubviews traitCollectionDidChange")
    }

    @Test func identifiersLoseTheColonsAtTheirEndsAndKeepThoseInside() {
        let terms = SearchTerms.of(["List viewWillAppear: then application:didFinishLaunchingWithOptions:"])
        #expect(terms.identifiers == "viewWillAppear application:didFinishLaunchingWithOptions")
    }

    @Test func leavesOutProseCapitalisedWordsAndShoutedWords() {
        let terms = SearchTerms.of(["A View is on the screen when it is in a window; UIKIT shows it."])
        #expect(terms.identifiers == "")
    }

    @Test func textOutsideASCIISeparatesTerms() {
        let terms = SearchTerms.of(["生命周期viewDidAppear和 noteworthy"])
        #expect(terms.identifiers == "viewDidAppear")
    }

    /// A parsed body's identifiers come from every line, code spans and code blocks included;
    /// a parse for checking only has none.
    @Test func aParsedDocumentHasTheIdentifiersOfItsWholeText() {
        let filler = String(repeating: "Filler prose. ", count: 60)
        let text =
            "\(filler)\n\n## Later heading\n\n```swift\noverride func viewIsAppearing(_ animated: Bool) {}\n```\n\n"
            + "A `UIWindowScene` here.\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.searchTerms.identifiers.split(separator: " ").contains("viewIsAppearing"))
        #expect(document.searchTerms.identifiers.split(separator: " ").contains("UIWindowScene"))
        #expect(!document.searchTerms.identifiers.contains("Filler"))
        #expect(MarkdownDocument(parsing: text, preparingHTML: false).searchTerms == SearchTerms())
    }
}
