import Foundation
import LifelineContent
import Testing

@testable import LifelineRendering

/// The site's words are written into the templates' text once per language; a page must
/// come out exactly as if every `{{ui.name}}` had been looked up, whatever the template says.
@Suite("The site's words written into the templates")
struct TemplateWordsTests {
    static let words = ["home": "Home & <away>", "next": "下一页", "brace": "a {{b}} c", "lines": "one\ntwo"]
    /// The words as the tags name them.
    static let values = Dictionary(uniqueKeysWithValues: words.map { ("ui." + $0.key, $0.value) })

    @Test func writesAWordEscapedOrAsIsTheWayItsTagWouldHave() {
        #expect(
            TemplateWords.writing(Self.values, into: "<a>{{ui.home}}</a>{{{ui.home}}}{{& ui.next}}{{ ui.next }}")
                == "<a>Home &amp; &lt;away&gt;</a>Home & <away>下一页下一页")
    }

    @Test func leavesEveryTagWhoseWordCouldReadDifferently() {
        let kept = [
            // A section, an inverted section and a transform use the word as a value.
            "{{#ui.home}}x{{/ui.home}}", "{{^ui.home}}x{{/ui.home}}", "{{uppercased(ui.home)}}",
            // A brace could open a tag with the text around it; a line break is indented in a partial.
            "{{ui.brace}}", "{{ui.lines}}",
            // Not one of the words; only the current object's `ui`; another name.
            "{{ui.unknown}}", "{{.ui.home}}", "{{home}}",
            // In a comment the tag is text.
            "{{! see {{ui.home}} }}",
            // After a set-delimiter or a pragma tag the text is read differently.
            "{{=<% %>=}}<%ui.home%>{{ui.home}}", "{{%CONTENT_TYPE:TEXT}}{{ui.home}}",
        ]
        for text in kept { #expect(TemplateWords.writing(Self.values, into: text) == text, "\(text)") }
    }

    /// A name other than a word may be hidden by a section's value of the same name, so it is
    /// written only outside sections or inside inverted ones; a brace is written where it
    /// cannot meet another.
    @Test func writesAPageValueOnlyWhereNoSectionCanHideIt() {
        let values = ["root": "../", "json": "{\"a\":{\"b\":1}}", "open": "{", "empty": "", "ui.home": "Home"]
        let cases = [
            ("{{root}}{{^isHome}}{{root}}{{/isHome}}", "../{{^isHome}}../{{/isHome}}"),
            ("{{#items}}{{root}}{{ui.home}}{{/items}}", "{{#items}}{{root}}Home{{/items}}"),
            ("{{#a}}{{^b}}{{root}}{{/b}}{{/a}}{{root}}", "{{#a}}{{^b}}{{root}}{{/b}}{{/a}}../"),
            ("<script>{{{json}}}</script>", "<script>{\"a\":{\"b\":1}}</script>"),
            ("{{{open}}}x", "{x"),
            // Before a brace, a brace could open a tag.
            ("{{{open}}}{{{open}}}", "{{{open}}}{"), ("{{{open}}}{{root}}", "{{{open}}}../"), ("{{{empty}}}{", "{"),
            ("{{#a}}{{/a}}{{{json}}}", "{{#a}}{{/a}}{\"a\":{\"b\":1}}"),
        ]
        for (text, expected) in cases {
            #expect(TemplateWords.writing(values, into: text) == expected, "\(text)")
        }
    }

    /// Every template of the site and a set of odd ones, in both languages: the page is the
    /// same with the words written in as with them looked up.
    @Test func everyTemplateRendersThePageItRenderedWithTheWordsLookedUp() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Templates").standardized
        var sources: [String: String] = [:]
        for name in TemplateSet.requiredNames {
            sources[name] = try String(
                contentsOf: folder.appendingPathComponent("\(name).mustache"), encoding: .utf8)
        }
        // Partials, indentation, a comment and a word next to text and tags.
        sources["odd"] = """
            {{! a comment with {{ui.home}} }}
              {{> words}}
            {{#languages}}{{ui.next}}: {{name}} {{root}}{{/languages}}{{ui.home}}{{ui.next}} {{root}}
            """
        sources["words"] = "{{ui.previous}}\n{{ui.search}}\n{{^isHome}}{{ui.home}}{{/isHome}}\n"
        let (compiled, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        let templates = try #require(compiled)
        let context: [String: Any] = [
            "title": "A <title>", "summary": "", "isHome": false, "siteTitle": "Lifeline",
            // A section's value of the same name as a page value hides it.
            "languages": [["name": "English", "href": "../", "hreflang": "en", "current": true, "root": "its own"]],
            "toc": [["level": 2, "anchor": "a", "text": "A"]], "content": "<p>body</p>", "hasSidebar": true,
        ]
        for language in SiteLanguage.allCases {
            let ui = UIStrings.of(language).templateValues
            let written = templates.writing(ui)
            #expect(written.sources == templates.sources)
            for name in sources.keys.sorted() {
                var lookedUp = context
                lookedUp["ui"] = ui
                #expect(written.render(name, context) == templates.render(name, lookedUp), "\(name), \(language)")
            }
            // With the values of every page one folder down written in too, as the layout is.
            let shared = SiteRenderer.depthValues(
                root: "../", siteTitle: "Lifeline <&>", language: language,
                scriptWords: UIStrings.of(language).scriptWords)
            let variants = templates.writing(
                ui, variants: ["layout at ../": ("layout", shared), "odd at ../": ("odd", shared)])
            var page = context
            for (name, value) in shared { page[name] = value }
            var lookedUp = page
            lookedUp["ui"] = ui
            for name in ["layout", "odd"] {
                #expect(
                    variants.render("\(name) at ../", page) == templates.render(name, lookedUp), "\(name), \(language)")
            }
        }
    }

    /// The sidebar's templates are rendered apart from the page's, and once had no `ui` in
    /// their context: a word rendered as nothing there.
    @Test func theSidebarsTemplatesHaveTheWordsToo() throws {
        let text = "---\nid: a\ntitle: A\nkind: concept\nsection: s\n---\n"
        let topic = try #require(TopicParser.parse(text, path: "Content/s/a.md", contentPath: "s/a.md").0)
        let base = KnowledgeBase.assemble(
            topics: [topic], sections: [Section(id: "s", title: "S")], sectionsPath: "Content/sections.yml"
        ).0
        var sources = Dictionary(uniqueKeysWithValues: TemplateSet.requiredNames.map { ($0, "") })
        sources["sidebar-section"] = "{{{topicItems}}}"
        sources["sidebar-topic"] = "<li>{{title}} {{ui.home}} {{#ui.home}}({{ui.home}}){{/ui.home}}</li>"
        let templates = try #require(TemplateSet.compile(sources, directory: "Templates").0)
        for language in SiteLanguage.allCases {
            let renderer = SiteRenderer(templates: templates, knowledgeBase: base, language: language)
            let home = UIStrings.of(language).home
            #expect(
                renderer.sidebar.html(currentPage: SitePaths.topic(topic), currentSection: "s")
                    .contains("<li>A \(home) (\(home))</li>"))
        }
    }
}
