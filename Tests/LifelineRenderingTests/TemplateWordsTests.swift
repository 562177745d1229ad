import Foundation
import LifelineContent
import Testing

@testable import LifelineRendering

/// The site's words are written into the templates' text once per language; a page must
/// come out exactly as if every `{{ui.name}}` had been looked up, whatever the template says.
@Suite("The site's words written into the templates")
struct TemplateWordsTests {
    static let words = ["home": "Home & <away>", "next": "下一页", "brace": "a {{b}} c", "lines": "one\ntwo"]

    @Test func writesAWordEscapedOrAsIsTheWayItsTagWouldHave() {
        #expect(
            TemplateWords.writing(Self.words, into: "<a>{{ui.home}}</a>{{{ui.home}}}{{& ui.next}}{{ ui.next }}")
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
        for text in kept { #expect(TemplateWords.writing(Self.words, into: text) == text, "\(text)") }
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
            {{#languages}}{{ui.next}}: {{name}}{{/languages}}{{ui.home}}{{ui.next}}
            """
        sources["words"] = "{{ui.previous}}\n{{ui.search}}\n{{^isHome}}{{ui.home}}{{/isHome}}\n"
        let (compiled, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        let templates = try #require(compiled)
        let context: [String: Any] = [
            "title": "A <title>", "summary": "", "isHome": false, "siteTitle": "Lifeline",
            "languages": [["name": "English", "href": "../", "hreflang": "en", "current": true]],
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
