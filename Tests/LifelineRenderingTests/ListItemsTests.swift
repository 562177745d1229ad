import LifelineDiagnostics
import Testing

@testable import LifelineRendering

/// The lists' items written in Swift must be what the list sections the shipped templates
/// used to hold render from the same values, escaping included.
@Suite("The lists' items as finished HTML")
struct ListItemsTests {
    /// Values that need escaping in text and in an attribute, and one that needs none.
    static let odd = ["A & B <c>", "say \"hi\" 'there'", "中文 é", ""]

    /// Renders `section` (a list section as the templates wrote it) over `list`.
    private func mustache(_ section: String, _ list: [[String: Any]]) throws -> String {
        // Every template the site needs, empty, for the set to compile.
        var sources = Dictionary(uniqueKeysWithValues: TemplateSet.requiredNames.map { ($0, "") })
        sources["list"] = section
        let (compiled, diagnostics) = TemplateSet.compile(
            sources, directory: "Templates",
            vocabulary: TemplateVocabulary(names: [
                "list": ["list", "level", "anchor", "text", "href", "title", "isLink"]
            ]))
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        return try #require(compiled).render("list", ["list": list])
    }

    @Test func theTableOfContentsIsWhatItsSectionRendered() throws {
        let toc: [[String: Any]] = Self.odd.enumerated().map { index, text in
            ["level": 2 + index % 2, "anchor": text, "text": text]
        }
        let section = """
            {{#list}}<li class="toc-level-{{level}}"><a href="#{{anchor}}">{{text}}</a></li>
            {{/list}}
            """
        #expect(ListItems.tableOfContents(toc) == (try mustache(section, toc)))
        #expect(ListItems.tableOfContents(toc).contains("<a href=\"#A &amp; B &lt;c&gt;\">"))
    }

    @Test func linksAreWhatTheirSectionRendered() throws {
        let links: [[String: Any]] = Self.odd.map { ["title": $0, "href": "../\($0).html"] }
        let section = """
            {{#list}}<li><a href="{{href}}">{{title}}</a></li>
            {{/list}}
            """
        #expect(ListItems.links(links) == (try mustache(section, links)))
    }

    @Test func sourcesAreWhatTheirSectionRenderedWithAndWithoutALink() throws {
        let sources: [[String: Any]] = Self.odd.enumerated().map { index, text in
            [
                "text": text, "href": index.isMultiple(of: 2) ? "https://example.com/?a=1&b=\(text)" : "",
                "isLink": index.isMultiple(of: 2),
            ]
        }
        let section = """
            {{#list}}<li>{{#isLink}}<a href="{{href}}">{{text}}</a>{{/isLink}}{{^isLink}}{{text}}{{/isLink}}</li>
            {{/list}}
            """
        let items = ListItems.sources(sources)
        #expect(items == (try mustache(section, sources)))
        #expect(items.contains("<li>say &quot;hi&quot; &#39;there&#39;</li>"))
    }

    @Test func anEmptyListHasNoItems() {
        #expect(ListItems.tableOfContents([]).isEmpty)
        #expect(ListItems.links([]).isEmpty)
        #expect(ListItems.sources([]).isEmpty)
    }
}
