import LifelineContent
import LifelineEngine

extension SiteRenderer {
    /// Every callback the engine knows, A to Z, with both spellings, the declaring type, the
    /// versions UIKit calls it on, and its topic.
    public func renderCallbackIndex() -> RenderedPage {
        let page = SitePaths.callbacks
        let sorted = CallbackRegistry.all.sorted { $0.selector.lowercased() < $1.selector.lowercased() }
        var groups: [(letter: String, callbacks: [Callback])] = []
        for callback in sorted {
            let letter = String(callback.selector.prefix(1)).uppercased()
            if groups.last?.letter == letter {
                groups[groups.count - 1].callbacks.append(callback)
            } else {
                groups.append((letter, [callback]))
            }
        }
        let context: [String: Any] = [
            "letters": groups.map { group -> [String: Any] in
                [
                    "letter": group.letter,
                    "callbacks": group.callbacks.map { callback -> [String: Any] in
                        let summary = self.summary(of: callback)
                        return [
                            "selector": callback.selector, "swift": callback.swift, "owner": callback.owner.rawValue,
                            "platforms": EvidenceText.availability(callback.availability), "summary": summary.text,
                            "summaryLang": summary.isEnglish && language != .english ? "en" : "",
                            "href": callbackPages[callback.selector].map { SitePaths.relative(from: page, to: $0) }
                                ?? "",
                        ]
                    },
                ]
            }
        ]
        let content = templates.render("callbacks", context)
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: ui.callbacksAZ, description: ui.callbacksSummary,
                section: nil, content: content)
        )
    }

    /// What `callback` marks, in the page's language when `callbackSummaries` has it, or else
    /// in the engine's English.
    func summary(of callback: Callback) -> (text: String, isEnglish: Bool) {
        callbackSummaries[callback.selector].map { ($0, false) } ?? (callback.summary, true)
    }

    /// The scenario index and one page per scenario: its setup, its whole trace as a table
    /// and a diagram, and the topics that use it.
    public func renderScenarioPages() -> [RenderedPage] {
        let scenarios = traces.scenarios.ids.compactMap { traces.scenarios.scenarios[$0] }
        var usedBy: [String: [Topic]] = [:]
        for topic in knowledgeBase.topics {
            var ids = Set(topic.claims.map(\.scenario))
            if case .scenarioGuide(let facts) = topic.details { ids.formUnion(facts.scenarios) }
            for id in ids { usedBy[id, default: []].append(topic) }
        }
        let index = SitePaths.scenarios
        // A reader looks a scenario up by what happens in it, not by its file's id.
        let byTitle = scenarios.sorted { (title(of: $0).lowercased(), $0.id) < (title(of: $1).lowercased(), $1.id) }
        let grouped = Dictionary(grouping: byTitle, by: ScenarioArea.of)
        let areas: [[String: Any]] = ScenarioArea.allCases.compactMap { area in
            guard let members = grouped[area] else { return nil }
            return [
                "name": area.title(in: ui), "count": members.count,
                "scenarios": members.map { scenario in
                    [
                        "title": title(of: scenario), "id": scenario.id,
                        "platform": EvidenceText.platform(scenario.platform),
                        "href": SitePaths.relative(from: index, to: SitePaths.scenario(scenario.id)),
                    ]
                },
            ]
        }
        var pages = [
            RenderedPage(
                path: index,
                html: layout(
                    page: index, title: ui.scenarios, description: ui.scenariosDescription, section: nil,
                    content: templates.render(
                        "scenarios",
                        [
                            "areas": areas,
                            "summary": UIStrings.fill(ui.scenariosSummary, ["n": String(scenarios.count)]),
                        ]))
            )
        ]
        for scenario in scenarios {
            let page = SitePaths.scenario(scenario.id)
            var context = ScenarioSetup.context(scenario, ui: ui)
            context["title"] = title(of: scenario)
            context["id"] = scenario.id
            context["usedBy"] = (usedBy[scenario.id] ?? []).map { TopicContext.link($0, from: page) }
            if let rows = traces.rows(for: scenario) {
                let table = SequenceTable(link: { selector in
                    callbackPages[selector].map { SitePaths.relative(from: page, to: $0) }
                })
                let label = UIStrings.fill(
                    ui.scenarioOn, ["title": title(of: scenario), "platform": EvidenceText.platform(scenario.platform)])
                context["trace"] =
                    table.html(rows, caption: UIStrings.fill(ui.callbacksOf, ["label": label]), in: ui)
                    + "<details class=\"diagram\" open><summary>\(ui.sequenceDiagram)</summary>\n"
                    + SequenceDiagram(words: ui.diagram).html(
                        rows, title: UIStrings.fill(ui.sequenceDiagramOf, ["label": label]))
                    + "</details>\n"
            }
            pages.append(
                RenderedPage(
                    path: page,
                    html: layout(
                        page: page, title: title(of: scenario),
                        description:
                            "\(scenario.title): the setup, and every callback the engine simulates on "
                            + "\(EvidenceText.platform(scenario.platform)).",
                        section: nil, content: templates.render("scenario", context),
                        extraCrumbs: [["title": ui.scenarios, "href": SitePaths.relative(from: page, to: index)]])
                )
            )
        }
        return pages
    }
}

extension SiteRenderer {
    /// The search page: a form that works as a link without script, and results from the
    /// build's index with it.
    public func renderSearch() -> RenderedPage {
        let page = SitePaths.search
        let content = templates.render(
            "search",
            [
                "root": SitePaths.root(from: page),
                "assetsRoot": SitePaths.root(from: page) + (language.folder == nil ? "" : "../"),
                "callbacksHref": SitePaths.relative(from: page, to: SitePaths.callbacks),
                "scenariosHref": SitePaths.relative(from: page, to: SitePaths.scenarios),
            ]
        )
        return RenderedPage(
            path: page,
            html: layout(
                page: page, title: ui.searchTitle, description: ui.searchDescription,
                section: nil, content: content)
        )
    }

    /// The search index and the sitemap, which the build writes beside the pages: each
    /// language has its own index, and the English pages the one sitemap, which lists every
    /// page in every language with its alternates.
    public func dataFiles(baseURL: String) -> [RenderedPage] {
        let scenarios = traces.scenarios.ids.compactMap { traces.scenarios.scenarios[$0] }.map { scenario in
            var titled = scenario
            titled.title = title(of: scenario)
            return titled
        }
        let index = RenderedPage(
            path: SearchIndex.path,
            html: SearchIndex.script(
                for: knowledgeBase, scenarios: scenarios, language: language, callbackSummaries: callbackSummaries))
        guard language == .english else { return [index] }
        return [
            index,
            RenderedPage(
                path: Sitemap.path, html: Sitemap.xml(pages: pagePaths(), baseURL: baseURL, languages: languages)),
        ]
    }

    /// The search index `existing` with the entries of `topics` written again, or nil when it
    /// is not the index of a knowledge base ordered like this one (see
    /// `SearchIndex.replacingEntries`). The sitemap needs no such update: it lists pages, and
    /// topics that keep their front matter keep their pages.
    public func searchIndex(replacingEntriesOf topics: [Topic], in existing: [UInt8]) -> [UInt8]? {
        var positioned: [(position: Int, topic: Topic)] = []
        for topic in topics {
            guard let position = knowledgeBase.index(ofTopicID: topic.id) else { return nil }
            positioned.append((position, topic))
        }
        let entryCount = SearchIndex.entryCount(
            topicCount: knowledgeBase.topics.count, documented: { callbackPages[$0] != nil },
            scenarioCount: traces.scenarios.ids.filter { traces.scenarios.scenarios[$0] != nil }.count)
        return SearchIndex.replacingEntries(positioned, in: existing, entryCount: entryCount)
    }
}
