import Testing

@testable import LifelineReview

/// Values from content go into a pull-request comment as text only, even when a combining
/// mark joins a character of markup into a larger `Character`.
@Suite("Escaping values for the Markdown report")
struct MarkdownTextTests {
    @Test func escapesMarkupThatACombiningMarkFollows() {
        #expect(MarkdownText.text("<\u{338}img src=x>") == "&lt;\u{338}img src=x&gt;")
        #expect(MarkdownText.text("[\u{301}link](x)") == "\\[\u{301}link\\](x)")
        #expect(MarkdownText.text("a\r\nb|c") == "a  b\\|c")
    }

    /// GitHub turns these into links after rendering the Markdown, backslash or not: a title
    /// in a review comment must not notify a user, cross-reference an issue or link a site.
    @Test func breaksMentionsIssueReferencesAndAddressesWithAnInvisibleJoiner() {
        let text = MarkdownText.text("@octocat and @org/team fix #12 and a/b#3, see https://x.io or WWW.x.io")
        for autolink in ["@o", "#1", "#3", "://", "WWW.", "@or"] {
            #expect(!text.contains(autolink), "\(autolink) in \(text)")
        }
        let visible = text.unicodeScalars.filter { $0 != "\u{2060}" && $0 != "\\" }
        #expect(
            String(String.UnicodeScalarView(visible))
                == "@octocat and @org/team fix #12 and a/b#3, see https://x.io or WWW.x.io")
    }

    @Test func fencesACodeSpanLongerThanAnyRunOfBackticksInside() {
        #expect(MarkdownText.code("a``\u{301}b") == "```a``\u{301}b```")
    }
}
