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

    @Test func fencesACodeSpanLongerThanAnyRunOfBackticksInside() {
        #expect(MarkdownText.code("a``\u{301}b") == "```a``\u{301}b```")
    }
}
