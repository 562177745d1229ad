import LifelineMarkdown
import Testing

/// The prepared HTML, filled in, must be byte for byte what parsing again with the rewrites
/// gives; these inputs put links, code and blocks where cmark-gfm treats them differently.
@Suite("Rendering from the prepared HTML of one parse")
struct PreparedHTMLTests {
    static let samples = [
        "# Title with [a link](active.md) and `code`\n\nText [one](a.md) ![img](p.png \"t\") [two](b.md#x).\n",
        "| a | `loadView` |\n|---|---|\n| [in cell](c.md) | `viewDidLoad`'s |\n",
        "- item `one`\n  ```swift\n  let x = 1\n  ```\n- [link](d.md)\n\n> quote `two`\n>\n>     indented code\n",
        "```sequence push-pop steps=2\nA viewDidLoad\n```\n\n```diagram window-levels\n```\n\n```\nplain\n```\n",
        "![alt with [a link](e.md) and `code`](f.png) and [`code in link`](g.md)\n",
        "Autolink https://example.com/a?b=1&c=2 and www.example.org and <mailto:x@y.z>\n",
        "Raw <b>html</b> and\n\n<div>block</div>\n\n~~strike~~ - [ ] task\n",
        "[ref][r] and [r]\n\n[r]: h.md \"Title\"\n",
        "",
    ]

    static let rewriting = MarkdownRenderer(
        rewriteLink: { "rewritten/\($0)" },
        replaceCodeBlock: { block in block.info.isEmpty ? nil : "<div>\(block.code.count)</div>" },
        replaceInlineCode: { $0.hasPrefix("view") ? "<a href=\"x\"><code>\($0)</code></a>" : nil }
    )

    @Test(arguments: samples)
    func fillingInEqualsRenderingTheText(text: String) throws {
        let document = MarkdownDocument(parsing: text)
        #expect(document.prepared != nil)
        for renderer in [Self.rewriting, MarkdownRenderer()] {
            #expect(renderer.render(document, text: text) == renderer.render(text))
        }
    }

    @Test func bodiesHoldingMarkerCharactersAreRenderedFromTheirText() {
        let text = "A \u{E000}c0\u{E001} forged marker and `code`\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.prepared == nil)
        #expect(Self.rewriting.render(document, text: text) == Self.rewriting.render(text))
        #expect(Self.rewriting.render(document, text: text).contains("\u{E000}c0\u{E001}"))
    }

    @Test func rawHTMLIsPassedThroughFromTheTextWhenAllowed() {
        let text = "Raw <b>bold</b>\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.prepared?.containsRawHTML == true)
        let allowing = MarkdownRenderer(allowsRawHTML: true)
        #expect(allowing.render(document, text: text).contains("<b>bold</b>"))
    }

    /// Every printable ASCII character and a non-ASCII letter in a rewritten destination is
    /// escaped as cmark-gfm escapes it.
    @Test func escapesRewrittenDestinationsAsCmarkDoes() {
        let characters = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["é", "\u{7F}"]
        for character in characters {
            let renderer = MarkdownRenderer(rewriteLink: { _ in "a\(character)b" })
            let text = "[x](dest.md) ![y](img.png)\n"
            let document = MarkdownDocument(parsing: text)
            #expect(renderer.render(document, text: text) == renderer.render(text), "character \(character)")
        }
    }
}
