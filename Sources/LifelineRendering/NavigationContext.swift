import LifelineContent

/// The sidebar and breadcrumbs as template values, computed relative to the current page.
struct NavigationContext {
    let knowledgeBase: KnowledgeBase
    /// The first crumb's words, in the page's language.
    var home = UIStrings.english.home
    /// The sidebar's link to a section's page, with `{n}` for its number of topics.
    var allTopics = UIStrings.english.allTopics

    /// How many topics of the current section the sidebar lists at most. Every page carries
    /// the sidebar, so listing a whole section would make the site grow with the square of a
    /// large section; past this many, the sidebar lists a window around the current topic and
    /// links to the section page, which lists them all.
    static let listedTopicLimit = 15

    /// The topics a section lists on `currentPage`: none when it is closed, and when it is the
    /// current section (the open one) the window around the current topic, so a page's size
    /// stays bounded however large the knowledge base grows. `count` is how many it has.
    func listedTopics(of section: Section, currentPage: String, currentSection: String?) -> (
        topics: ArraySlice<Topic>, count: Int
    ) {
        let all = section.id == currentSection ? knowledgeBase.topics(in: section) : []
        return (all[Self.window(of: all.count, around: position(of: currentPage, in: all))], all.count)
    }

    /// One topic an open section lists, for `sidebar-topic.mustache`.
    func topicEntry(_ topic: Topic, currentPage: String) -> [String: Any] {
        let page = SitePaths.topic(topic)
        return [
            "title": topic.title,
            "href": SitePaths.relative(from: currentPage, to: page),
            "current": page == currentPage,
        ]
    }

    /// One section of the sidebar, for `sidebar-section.mustache`: its link, the HTML of the
    /// topics it lists (`topicItems`, each through `sidebar-topic.mustache`), and when it
    /// lists only some of its `count` topics, the link to all of them.
    func entry(
        for section: Section, currentPage: String, currentSection: String?, topicItems: String, listed: Int,
        count: Int
    ) -> [String: Any] {
        let sectionPage = SitePaths.section(section.id)
        var entry: [String: Any] = [
            "title": section.title,
            "href": SitePaths.relative(from: currentPage, to: sectionPage),
            "current": sectionPage == currentPage,
            "open": section.id == currentSection,
            "topicItems": topicItems,
        ]
        if listed < count {
            entry["more"] = [
                "count": count, "text": UIStrings.fill(allTopics, ["n": String(count)]),
                "href": SitePaths.relative(from: currentPage, to: sectionPage),
            ]
        }
        return entry
    }

    /// The index of the topic whose page is `page` among a section's topics, found by the id
    /// the page is named after, without looking at every topic.
    private func position(of page: String, in topics: [Topic]) -> Int? {
        guard let slash = page.lastIndex(of: "/"), page.hasSuffix(".html") else { return nil }
        let id = String(page[page.index(after: slash)...].dropLast(".html".count))
        guard let index = knowledgeBase.position(ofTopicID: id), index < topics.count,
            SitePaths.topic(topics[index]) == page
        else { return nil }
        return index
    }

    /// The positions listed out of `count`: all of them when they fit, otherwise
    /// `listedTopicLimit` of them centred on `current` (or the first ones without one).
    static func window(of count: Int, around current: Int?) -> Range<Int> {
        guard count > listedTopicLimit else { return 0..<count }
        let start = min(max((current ?? 0) - listedTopicLimit / 2, 0), count - listedTopicLimit)
        return start..<(start + listedTopicLimit)
    }

    func breadcrumbs(currentPage: String, section: Section?) -> [[String: Any]] {
        var crumbs: [[String: Any]] = [
            ["title": home, "href": SitePaths.relative(from: currentPage, to: SitePaths.home)]
        ]
        if let section {
            crumbs.append(
                [
                    "title": section.title,
                    "href": SitePaths.relative(from: currentPage, to: SitePaths.section(section.id)),
                ]
            )
        }
        return crumbs
    }
}
