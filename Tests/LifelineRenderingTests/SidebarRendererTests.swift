import LifelineContent
import Testing

@testable import LifelineRendering

/// Closed sections, the topics an open section lists and the open section around them are
/// rendered once per folder and reused; the sidebar must still be, on every page, what
/// rendering every section and every listed topic for that page gives.
@Suite("The sidebar reuses closed sections, listed topics and the open section")
struct SidebarRendererTests {
    static let sectionTemplate = """
        <li{{#open}} class="open"{{/open}}><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a>
        {{{topicItems}}}{{#more}}<a href="{{href}}">{{count}}</a>{{/more}}</li>

        """
    static let topicTemplate = """
        <a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a>
        """

    /// Section templates that show the items otherwise than once and as they are: escaped,
    /// twice, transformed, or a topic template that renders nothing, where a section without
    /// items may show something else.
    static let oddTemplates: [(section: String, topic: String)] = [
        ("<li>{{title}}<ul>{{topicItems}}</ul></li>", topicTemplate),
        ("<li>{{{topicItems}}}|{{{topicItems}}}</li>", topicTemplate),
        ("<li>{{{topicItems}}}<!-- {{topicItems}} --></li>", topicTemplate),
        ("<li>{{title}}{{#open}}{{{uppercased(topicItems)}}}{{/open}}</li>", topicTemplate),
        ("<li>{{title}}{{^empty(topicItems)}}<ul>{{{topicItems}}}</ul>{{/empty(topicItems)}}</li>", ""),
    ]

    @Test(arguments: [(sectionTemplate, topicTemplate)] + oddTemplates)
    func rendersEveryPageAsIfEachSectionWereRenderedForIt(templates: (section: String, topic: String)) throws {
        let sections = ["a", "b", "c"]
        let topics = try sections.flatMap { section in
            try (0..<20).map { index in
                let id = "\(section)-\(index)"
                let text = "---\nid: \(id)\ntitle: T\(id)\nkind: concept\nsection: \(section)\norder: \(index)\n---\n"
                return try #require(
                    TopicParser.parse(text, path: "Content/\(section)/\(id).md", contentPath: "\(section)/\(id).md").0)
            }
        }
        let base = KnowledgeBase.assemble(
            topics: topics, sections: sections.map { Section(id: $0, title: $0.uppercased()) },
            sectionsPath: "Content/sections.yml"
        ).0
        var sources = Dictionary(uniqueKeysWithValues: TemplateSet.requiredNames.map { ($0, "") })
        sources["sidebar-section"] = templates.section
        sources["sidebar-topic"] = templates.topic
        let (compiled, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(diagnostics.isEmpty)
        let compiledTemplates = try #require(compiled)
        let sidebar = SidebarRenderer(templates: compiledTemplates, knowledgeBase: base)
        let navigation = NavigationContext(knowledgeBase: base)

        let pages: [(page: String, section: String?)] =
            topics.map { (SitePaths.topic($0), $0.section) } + sections.map { (SitePaths.section($0), $0) }
            + [(SitePaths.home, nil), (SitePaths.callbacks, nil), (SitePaths.scenario("launch"), nil)]
            // A section's own page while another section, or none, is open, beside another page
            // of its folder: only the section's own page marks the section's link as current.
            + [
                (SitePaths.section("b"), "a"), (SitePaths.section("b"), nil), ("b/other.html", nil),
                ("b/other.html", "a"),
            ]
        // Twice: the first pass fills the reuse, the second reads from it.
        for _ in 0..<2 {
            for (page, section) in pages {
                let expected = base.sections.map { item in
                    let (listed, count) = navigation.listedTopics(
                        of: item, currentPage: page, currentSection: section)
                    let items = listed.map { topic in
                        compiledTemplates.render("sidebar-topic", navigation.topicEntry(topic, currentPage: page))
                    }
                    return compiledTemplates.render(
                        "sidebar-section",
                        navigation.entry(
                            for: item, currentPage: page, currentSection: section, topicItems: items.joined(),
                            listed: listed.count, count: count))
                }
                .joined()
                #expect(sidebar.html(currentPage: page, currentSection: section) == expected, "\(page)")
            }
        }
        guard templates.section == Self.sectionTemplate else { return }
        let page = sidebar.html(currentPage: "a/a-3.html", currentSection: "a")
        #expect(page.components(separatedBy: "aria-current").count == 2, "the current topic alone")
        #expect(page.contains("<a href=\"a-3.html\" aria-current=\"page\">Ta-3</a>"))
        #expect(page.contains("<a href=\"a-4.html\">Ta-4</a>"))
    }
}
