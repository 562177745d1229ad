import LifelineRendering
import Testing

@Suite("Escaping HTML")
struct HTMLEscapeTests {
    @Test func escapesTheFiveCharactersThatEndTextOrAnAttribute() {
        #expect(
            HTML.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(HTML.escape("plain text, é and 日本") == "plain text, é and 日本")
    }

    /// `"` followed by a combining mark is a single `Character` equal to no quote; escaping
    /// character by character left it in place, and it closed the attribute it was in.
    @Test func escapesAQuoteOrBracketThatACombiningMarkFollows() {
        #expect(HTML.escape("x\"\u{301} onmouseover=alert(1)") == "x&quot;\u{301} onmouseover=alert(1)")
        #expect(HTML.escape("'\u{308}<\u{338}>\u{20D2}&\u{301}") == "&#39;\u{308}&lt;\u{338}&gt;\u{20D2}&amp;\u{301}")
    }
}
