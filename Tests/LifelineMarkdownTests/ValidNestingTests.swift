import LifelineMarkdown
import Testing

/// What Lifeline adds to cmark-gfm's HTML keeps it valid for every construct an author writes.
@Suite("Valid HTML around headings with links and raw table headers")
struct ValidNestingTests {
    static let headings = [
        "# [Foo](/x)\n", "## See [the docs](https://example.org) first\n", "# [Foo][]\n\n[Foo]: /url\n",
        "### <https://example.org>\n", "## Plain heading\n",
    ]

    /// The number of `<a` opened inside another `<a` that is still open.
    static func nestedLinks(in html: String) -> Int {
        var depth = 0
        var nested = 0
        var rest = Substring(html)
        while let open = rest.firstRange(of: "<a") {
            let close = rest.firstRange(of: "</a>")
            if let close, close.lowerBound < open.lowerBound {
                depth -= 1
                rest = rest[close.upperBound...]
                continue
            }
            let next = rest[open.upperBound...].first
            if next == " " || next == ">" {
                if depth > 0 { nested += 1 }
                depth += 1
            }
            rest = rest[open.upperBound...]
        }
        return nested
    }

    /// A heading's text is its own anchor link, so a link in the heading would sit inside it;
    /// such a heading keeps its id and gets a separate anchor link after its text instead.
    @Test(arguments: headings, [false, true])
    func aHeadingWithALinkHasNoLinkInsideALink(markdown: String, rawHTML: Bool) {
        let renderer = MarkdownRenderer(allowsRawHTML: rawHTML)
        for html in [renderer.render(markdown), renderer.render(MarkdownDocument(parsing: markdown), text: markdown)] {
            #expect(Self.nestedLinks(in: html) == 0, "\(html)")
            #expect(html.contains(" id=\""), "\(html)")
            #expect(html.contains("class=\"anchor"), "\(html)")
        }
    }

    @Test func aHeadingWithoutALinkIsStillItsOwnAnchor() {
        #expect(
            MarkdownRenderer().render("## Plain heading\n")
                == "<h2 id=\"plain-heading\"><a class=\"anchor\" href=\"#plain-heading\">Plain heading</a></h2>\n")
    }

    /// `scope="col"` is for the headers cmark writes for a Markdown table, not for an
    /// author's own `<th>`, which says what it means itself.
    @Test func anAuthorsRawTableHeaderIsLeftAsWritten() {
        let markdown = "<table><tr><th>Raw</th><th align=\"left\">Left</th></tr></table>\n\n| a |\n|---|\n| 1 |\n"
        let renderer = MarkdownRenderer(allowsRawHTML: true)
        for html in [renderer.render(markdown), renderer.render(MarkdownDocument(parsing: markdown), text: markdown)] {
            #expect(html.contains("<th>Raw</th><th align=\"left\">Left</th>"), "\(html)")
            #expect(html.contains("<th scope=\"col\">a</th>"), "\(html)")
        }
    }
}
