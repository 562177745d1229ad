import LifelineContent
import LifelineEngine
import LifelineMarkdown
import LifelineScenarios

/// Renders the pages of a knowledge base through the site's templates.
///
/// Every function is pure and works on one page, so pages render in parallel and a
/// changed topic can be rendered again alone. Values from content reach HTML only through
/// Mustache's escaping `{{ }}`; the one trusted HTML value, the body, comes from cmark-gfm
/// with raw HTML omitted.
public struct SiteRenderer: Sendable {
    public let templates: TemplateSet
    public let knowledgeBase: KnowledgeBase
    public let siteTitle: String
    /// Pass raw HTML in topic bodies through (off by default; see `MarkdownRenderer`).
    public var allowsRawHTML: Bool
    /// The path the site is served under, such as `/` or `/project/`: where the 404 page's
    /// links start, since that page answers for a missing address at any depth.
    public var rootPath = "/"
    /// Where a topic's source file can be edited, its path in the content folder appended
    /// (`--edit-url`); without it, pages have no "Edit this page" link.
    public var editURL: String?
    /// When each content file last changed (`YYYY-MM-DD`), by its path inside the content
    /// folder; a page whose file is not here shows no date.
    public var lastChanged: [String: String] = [:]
    /// The language of the pages this renderer makes. Its pages are written inside the
    /// language's folder of the site (`SiteLanguage.folder`), at the paths `SitePaths` gives.
    public let language: SiteLanguage
    /// Every language the site is published in, for the language switch and the `hreflang`
    /// alternates of each page; a site in one language has neither.
    public var languages: [SiteLanguage] = [.english]
    /// The ids of the topics whose page shows the English text in a translated language, each
    /// with a note that says so.
    public var untranslatedTopicIDs: Set<String> = []
    /// The scenarios' titles in `language`, by id (`TranslatedTexts`); a scenario without one
    /// shows its own.
    public var scenarioTitles: [String: String] = [:]
    /// What each callback marks in `language`, by selector (`TranslatedTexts`); a callback
    /// without one shows the engine's English summary, marked as English.
    public var callbackSummaries: [String: String] = [:]
    /// The words of the site itself in `language`.
    public var ui: UIStrings { UIStrings.of(language) }
    /// `ui.scriptWords`, worked out once.
    let scriptWords: String
    /// The layout written for the pages at each depth, with the values they share in it
    /// (`depthValues`), by the way back to the root from such a page (`SitePaths.root`).
    let layoutsByRoot: [String: String]
    /// Scenarios and traces for sequence tables, diagrams and scenario pages.
    public var traces: TraceSource
    /// The page of the topic documenting each selector, for links from tables and code.
    let callbackPages: [String: String]
    /// Renders the sidebar, reusing closed sections across pages.
    let sidebar: SidebarRenderer
    /// Every observation's result, and what backs each claim.
    let evidence: EvidenceIndex
    /// How a topic's sources read: posts by title, Apple's pages as links.
    let topicSources: TopicSources

    public init(
        templates: TemplateSet, knowledgeBase: KnowledgeBase, traces: TraceSource = TraceSource(),
        siteTitle: String = "Lifeline", allowsRawHTML: Bool = false, language: SiteLanguage = .english
    ) {
        self.language = language
        let scriptWords = UIStrings.of(language).scriptWords
        self.scriptWords = scriptWords
        // Every page sits at the root or one folder down (`SitePaths`).
        var layouts: [String: String] = [:]
        var variants: [String: (template: String, values: [String: String])] = [:]
        for root in ["", "../"] {
            layouts[root] = "layout at \(root)"
            variants["layout at \(root)"] = (
                "layout",
                Self.depthValues(root: root, siteTitle: siteTitle, language: language, scriptWords: scriptWords)
            )
        }
        let written = templates.writing(UIStrings.of(language).templateValues, variants: variants)
        layoutsByRoot = layouts
        self.templates = written
        self.knowledgeBase = knowledgeBase
        self.traces = traces
        self.siteTitle = siteTitle
        self.allowsRawHTML = allowsRawHTML
        var pages: [String: String] = [:]
        for topic in knowledgeBase.topics {
            switch topic.details {
            case .callback(let facts), .delegateMethod(let facts):
                if pages[facts.selector] == nil { pages[facts.selector] = SitePaths.topic(topic) }
            default: break
            }
        }
        callbackPages = pages
        sidebar = SidebarRenderer(templates: written, knowledgeBase: knowledgeBase, ui: UIStrings.of(language))
        evidence = traces.evidence
        topicSources = TopicSources(observations: traces.evidence.orderedResults.map(\.observation))
    }

    /// Every page of the site, in a stable order.
    public func pagePaths() -> [String] {
        [SitePaths.home, SitePaths.notFound, SitePaths.callbacks, SitePaths.scenarios, SitePaths.search]
            + knowledgeBase.sections.map { SitePaths.section($0.id) } + knowledgeBase.topics.map(SitePaths.topic)
            + traces.scenarios.ids.map(SitePaths.scenario)
            + [SitePaths.evidence, SitePaths.proven]
            + evidence.orderedResults.map { SitePaths.observation($0.observation.id) }
    }

    public func renderTopic(_ topic: Topic) -> RenderedPage {
        let page = SitePaths.topic(topic)
        let section = knowledgeBase.sections.first { $0.id == topic.section }
        var body = markdownRenderer(for: topic, page: page).render(topic.markdown, text: topic.body)
        if language.writesWithoutSpaces { body = CJKLineBreaks.joined(body) }
        var context = TopicContext.make(topic, page: page, knowledgeBase: knowledgeBase)
        let sources = topicSources.entries(topic.sources)
        context["sources"] = sources
        context["sourceItems"] = ListItems.sources(sources)
        context["body"] = body
        context["sectionTitle"] = section?.title ?? topic.section
        context["sectionHref"] = SitePaths.relative(from: page, to: SitePaths.section(topic.section))
        context["editHref"] = editURL.map { EditLink.href(base: $0, contentPath: editPath(of: topic)) } ?? ""
        context["lastUpdated"] = lastChanged[editPath(of: topic)] ?? ""
        context["untranslated"] = untranslatedTopicIDs.contains(topic.id)
        context["kindName"] = TopicContext.kindName(topic.kind, in: ui)
        let content = templates.render("topic", context)
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: topic.title,
                description: topic.summary ?? PageDescription.of(text: topic.markdown.plainText), section: section,
                content: content)
        )
    }

    public func renderSection(_ section: Section) -> RenderedPage {
        let page = SitePaths.section(section.id)
        let topics: [[String: Any]] = knowledgeBase.topics(in: section).map { topic in
            [
                "title": topic.title, "summary": topic.summary ?? "",
                "href": SitePaths.relative(from: page, to: SitePaths.topic(topic)),
            ]
        }
        let content = templates.render(
            "section", ["title": section.title, "summary": section.summary ?? "", "topics": topics]
        )
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: section.title,
                description: section.summary ?? UIStrings.fill(ui.sectionDescription, ["title": section.title]),
                section: section, content: content)
        )
    }

    public func renderHome() -> RenderedPage {
        let page = SitePaths.home
        let sections: [[String: Any]] = knowledgeBase.sections.map { section in
            [
                "title": section.title, "summary": section.summary ?? "",
                "href": SitePaths.relative(from: page, to: SitePaths.section(section.id)),
                "count": ui.topics(knowledgeBase.topics(in: section).count),
            ]
        }
        var context: [String: Any] = [
            "siteTitle": siteTitle, "sections": sections, "topicCount": knowledgeBase.topics.count,
        ]
        if let guides = homeGuides(from: page) { context["guides"] = ["items": guides] }
        let content = templates.render("home", context)
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: siteTitle,
                description: ui.homeDescription,
                section: nil, content: content))
    }

    /// Every scenario guide, in the navigation's order: a reader arrives with a situation
    /// (the phone rotates, a link opens the app), and a guide is the page that walks it through.
    /// Nil when the site has none, so the home page shows no empty heading.
    func homeGuides(from page: String) -> [[String: Any]]? {
        let guides = knowledgeBase.topics.filter { $0.kind == .scenarioGuide }
        guard !guides.isEmpty else { return nil }
        return guides.map { guide in
            [
                "title": guide.title, "summary": guide.summary ?? "",
                "href": SitePaths.relative(from: page, to: SitePaths.topic(guide)),
            ]
        }
    }

    public func renderNotFound() -> RenderedPage {
        // The 404 page is served for any missing path, so its links must not be relative.
        let page = SitePaths.notFound
        let content = templates.render("not-found", ["home": treeRootPath])
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: ui.notFoundTitle, description: ui.notFoundDescription, section: nil,
                content: content,
                absoluteRoot: true))
    }

    func layout(
        page: String, title: String, description: String?, section: Section?, content: String,
        absoluteRoot: Bool = false, inEnglish: Bool = false, extraCrumbs: [[String: Any]] = []
    ) -> String {
        let navigation = NavigationContext(knowledgeBase: knowledgeBase, home: ui.home)
        let root = absoluteRoot ? treeRootPath : SitePaths.root(from: page)
        // The header's index a page belongs to is marked, as the sidebar marks a topic: the
        // sidebar lists no trace or evidence page. `page` on the index, `true` below it.
        func current(_ index: String, _ folder: String?) -> String {
            page == index ? "page" : folder.map { page.hasPrefix($0) } == true ? "true" : ""
        }
        func href(_ target: String) -> String {
            absoluteRoot ? root + target : SitePaths.relative(from: page, to: target)
        }
        let breadcrumbs =
            page == SitePaths.home || absoluteRoot
            ? [] : navigation.breadcrumbs(currentPage: page, section: section) + extraCrumbs
        var context: [String: Any] = [
            "title": title,
            "languages": languageLinks(page: page, absoluteRoot: absoluteRoot),
            "isHome": page == SitePaths.home,
            // The search page has its own box: one is enough.
            "isSearch": page == SitePaths.search,
            "description": description ?? "",
            "scenariosHref": href(SitePaths.scenarios),
            "evidenceHref": href(SitePaths.evidence),
            "callbacksCurrent": current(SitePaths.callbacks, nil),
            "scenariosCurrent": current(SitePaths.scenarios, "traces/"),
            "evidenceCurrent": page == SitePaths.proven ? "true" : current(SitePaths.evidence, "evidence/"),
            "content": content,
            // A page whose text is generated in English (the evidence: rules, verdicts, device
            // logs) says so on a translated site, and marks its text as English.
            "inEnglish": inEnglish && language != .english,
            "hasSidebar": !absoluteRoot && !knowledgeBase.sections.isEmpty,
            "sidebar": absoluteRoot ? "" : sidebar.html(currentPage: page, currentSection: section?.id),
            "breadcrumbs": breadcrumbs,
            "breadcrumbItems": ListItems.links(breadcrumbs),
        ]
        for (name, value) in Self.depthValues(
            root: root, siteTitle: siteTitle, language: language, scriptWords: scriptWords)
        {
            context[name] = value
        }
        // The 404 page answers at any depth: its links start at the site's root.
        if absoluteRoot {
            context["assetsRoot"] = rootPath
            context["homeHref"] = root
        }
        return templates.render(absoluteRoot ? "layout" : layoutsByRoot[root] ?? "layout", context)
    }

    /// The layout's values that depend on nothing but the way back to the root from a page
    /// (`root`): every page at one depth has the same ones, so the layout is compiled once for
    /// each depth with them written in, and no page looks them up.
    static func depthValues(root: String, siteTitle: String, language: SiteLanguage, scriptWords: String) -> [String:
        String]
    {
        [
            "siteTitle": siteTitle,
            "lang": language.tag,
            "root": root,
            // A translated language's pages sit in its folder; the assets are the site's.
            "assetsRoot": root + (language.folder == nil ? "" : "../"),
            "homeHref": root + SitePaths.home,
            "callbacksHref": root + SitePaths.callbacks,
            "searchHref": root + SitePaths.search,
            "scriptWords": scriptWords,
        ]
    }

    /// The root of this language's pages as an absolute path: the site's root, or the
    /// language's folder inside it.
    var treeRootPath: String { rootPath + (language.folder.map { $0 + "/" } ?? "") }

    /// The same page in each of the site's languages, for the switch and the alternates: the
    /// page's path is the same inside each language's folder. None for a site in one language.
    func languageLinks(page: String, absoluteRoot: Bool) -> [[String: Any]] {
        guard languages.count > 1 else { return [] }
        let siteRoot = absoluteRoot ? rootPath : SitePaths.root(from: page) + (language.folder == nil ? "" : "../")
        return languages.map { other in
            [
                "name": other.nativeName, "hreflang": other.tag,
                "href": siteRoot + (other.folder.map { $0 + "/" } ?? "") + (absoluteRoot ? "" : page),
                "current": other == language,
            ]
        }
    }

    /// A scenario's title in this renderer's language.
    func title(of scenario: Scenario) -> String { scenarioTitles[scenario.id] ?? scenario.title }

    /// The file a topic's page is made from, inside the content folder: a translation's own.
    func editPath(of topic: Topic) -> String {
        guard let folder = language.folder, !untranslatedTopicIDs.contains(topic.id) else { return topic.contentPath }
        return folder + "/" + topic.contentPath
    }

    func markdownRenderer(for topic: Topic, page: String) -> MarkdownRenderer {
        let knowledgeBase = self.knowledgeBase
        // A claim keeps the line of its fence, and a code block is numbered as in the file.
        let claimsByLine = Dictionary(topic.claims.map { ($0.fenceLine, $0) }, uniquingKeysWith: { first, _ in first })
        let ui = self.ui
        let figure = SequenceFigure(page: page, callbackPages: callbackPages, scenarioTitles: scenarioTitles)
        let results = traces.claims
        let code = CodeHighlighter(links: callbackLinks(from: page))
        let links = callbackLinks(from: page)
        var renderer = MarkdownRenderer(
            allowsRawHTML: allowsRawHTML,
            rewriteLink: { destination in
                guard case .topic(let id, let anchor) = knowledgeBase.resolve(link: destination, from: topic),
                    let target = knowledgeBase.topicsByID[id]
                else { return nil }
                let href = SitePaths.relative(from: page, to: SitePaths.topic(target))
                return anchor.map { "\(href)#\($0)" } ?? href
            },
            replaceCodeBlock: { block in
                switch block.language {
                case SequenceClaimParser.language:
                    guard let claim = claimsByLine[block.range.startLine],
                        let result = results.result(file: topic.path, fenceLine: claim.fenceLine)
                    else { return nil }
                    return figure.html(for: claim, result: result, in: ui)
                case "diagram":
                    return EngineDiagram(words: block.info.split(separator: " ").dropFirst().map(String.init))?.html(
                        in: ui.diagram)
                default:
                    return code.html(block)
                }
            },
            replaceInlineCode: { text in
                guard let href = links(text) else { return nil }
                return "<a class=\"callback-link\" href=\"\(HTML.escape(href))\"><code>\(HTML.escape(text))</code></a>"
            },
            firstLine: topic.bodyFirstLine
        )
        renderer.headingAnchors = topic.markdown.headingAnchors
        return renderer
    }

    /// The page documenting a selector, relative to `page`; a topic never links to itself.
    func callbackLinks(from page: String) -> @Sendable (String) -> String? {
        let pages = callbackPages
        return { selector in
            guard let target = pages[selector], target != page else { return nil }
            return SitePaths.relative(from: page, to: target)
        }
    }
}
