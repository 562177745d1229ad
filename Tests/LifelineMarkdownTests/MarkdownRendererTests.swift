import LifelineMarkdown
import Testing

@Suite("Rendering Markdown through cmark-gfm")
struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test func rendersTables() {
        let html = renderer.render("| a | b |\n|---|---|\n| 1 | 2 |\n")
        #expect(html.contains("<table>"))
        #expect(html.contains("<th scope=\"col\">a</th>"))
        #expect(html.contains("<td>2</td>"))
    }

    @Test func scopesAlignedHeadersAndLeavesOtherTagsAlone() {
        let html = renderer.render("| a | b |\n|:--|--:|\n| <th> | 2 |\n\n<thead>\n")
        #expect(html.contains("<th scope=\"col\" align=\"left\">a</th>"))
        #expect(html.contains("<th scope=\"col\" align=\"right\">b</th>"))
        #expect(!html.contains("<thead scope"))
    }

    /// Every header of every table, up to the last byte of the body, and nothing else.
    @Test func scopesEveryHeaderOfSeveralTables() {
        let html = renderer.render("| a | b |\n|---|---|\n| 1 | 2 |\n\nText <\n\n| c |\n|---|\n| 3 |")
        #expect(html.components(separatedBy: "<th scope=\"col\">").count == 4)
        #expect(!html.contains("<th>"))
        #expect(html.hasSuffix("</table>\n"))
        let plain = renderer.render("No table, only `<th>` and <\n")
        #expect(plain == "<p>No table, only <code>&lt;th&gt;</code> and &lt;</p>\n")
    }

    @Test func rendersStrikethrough() {
        #expect(renderer.render("~~gone~~").contains("<del>gone</del>"))
    }

    @Test func autolinksBareAddresses() {
        let html = renderer.render("See https://developer.apple.com/documentation/uikit today.")
        #expect(html.contains("<a href=\"https://developer.apple.com/documentation/uikit\">"))
    }

    @Test func rendersTaskLists() {
        let html = renderer.render("- [x] done\n- [ ] open\n")
        #expect(html.contains("type=\"checkbox\""))
        #expect(html.contains("checked=\"\""))
    }

    @Test func omitsRawHTMLByDefault() {
        let html = renderer.render("<script>alert(1)</script>\n\nText <b>bold</b>\n")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func filtersDangerousTagsEvenWhenRawHTMLIsAllowed() {
        let html = MarkdownRenderer(allowsRawHTML: true).render("<b>bold</b> <script>x</script>\n")
        #expect(html.contains("<b>bold</b>"))
        #expect(html.contains("&lt;script>"))
    }

    @Test func givesEveryHeadingAStableAnchor() {
        let html = renderer.render("# App states\n\n## Example\n\n## Example\n\n> ### Nested `code`\n")
        #expect(html.contains("<h1 id=\"app-states\">"))
        #expect(html.contains("<h2 id=\"example\">"))
        #expect(html.contains("<h2 id=\"example-1\">"))
        #expect(html.contains("<h3 id=\"nested-code\">"))
        #expect(html.contains("<code>code</code>"))
    }

    @Test func escapesMarkupInHeadings() {
        let html = renderer.render("# <script>alert(1)</script>\n")
        #expect(!html.contains("<script>"))
    }

    @Test func rewritesLinkDestinations() {
        let renderer = MarkdownRenderer(rewriteLink: { $0.hasSuffix(".md") ? "/" + $0.dropLast(3) + ".html" : nil })
        let html = renderer.render("[a](active.md) and [b](https://example.com)")
        #expect(html.contains("href=\"/active.html\""))
        #expect(html.contains("href=\"https://example.com\""))
    }

    @Test func replacesCodeBlocksWithTrustedHTML() {
        let renderer = MarkdownRenderer(replaceCodeBlock: { block in
            block.language == "sequence" ? "<table class=\"sequence\"></table>" : nil
        })
        let html = renderer.render("```sequence launch\nA viewDidLoad\n```\n\n```swift\nlet x = 1\n```\n")
        #expect(html.contains("<table class=\"sequence\"></table>"))
        #expect(html.contains("<pre><code class=\"language-swift\">let x = 1"))
    }

    @Test func replacesCodeSpansWithTrustedHTML() {
        let renderer = MarkdownRenderer(replaceInlineCode: { $0 == "viewDidLoad" ? "<a href=\"v.html\">v</a>" : nil })
        let html = renderer.render("Call `viewDidLoad` and `other`.")
        #expect(html.contains("<a href=\"v.html\">v</a>"))
        #expect(html.contains("<code>other</code>"))
    }

    @Test func replacesCodeSpansInTableCells() {
        let renderer = MarkdownRenderer(replaceInlineCode: { $0 == "loadView" ? "<a href=\"l.html\">l</a>" : nil })
        let html = renderer.render("| a | b |\n|---|---|\n| `loadView`'s size | `other` |\n")
        #expect(html.contains("<td><a href=\"l.html\">l</a>'s size</td>"))
        #expect(html.contains("<td><code>other</code></td>"))
    }

    @Test func keepsCodeSpansInLinksAndHeadingsAsCode() {
        let renderer = MarkdownRenderer(replaceInlineCode: { _ in "<a href=\"v.html\">v</a>" })
        let html = renderer.render("# About `viewDidLoad`\n\nSee [`viewDidLoad`](v.html).")
        #expect(!html.contains("<a href=\"v.html\">v</a>"))
        #expect(html.contains("<a href=\"v.html\"><code>viewDidLoad</code></a>"))
        #expect(html.contains("<a class=\"anchor\" href=\"#about-viewdidload\">About <code>viewDidLoad</code></a>"))
    }

    /// A heading that holds a link of its own gets its anchor as a `#` after the text, since a
    /// link inside a link is invalid; any other heading's text is the anchor.
    @Test func givesAHeadingWithALinkItsAnchorAfterTheText() {
        let html = renderer.render("## See [this](a.html)\n\n## <abbr>A</abbr> and a <br>\n")
        #expect(html.contains("<h2 id=\"see-this\">See <a href=\"a.html\">this</a> <a class=\"anchor anchor-mark\""))
        #expect(html.contains("<a class=\"anchor\" href=\"#a-and-a\">"))
    }
}

@Suite("Rendering on many threads at once")
struct ConcurrentRenderingTests {
    /// cmark-gfm 0.29 keeps extension characters in process-wide tables; without the parse
    /// lock, documents parsed at the same time lose strikethrough and autolinks at random.
    @Test func keepsExtensionsWhenDocumentsAreParsedInParallel() async {
        let text = "~~gone~~ and https://example.com and | a |\n|---|\n| b |\n"
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<400 {
                group.addTask { MarkdownRenderer().render(text) }
            }
            var all: [String] = []
            for await html in group { all.append(html) }
            return all
        }
        #expect(results.count == 400)
        #expect(
            results.allSatisfy { $0.contains("<del>gone</del>") && $0.contains("<a href=\"https://example.com\">") })
    }
}
