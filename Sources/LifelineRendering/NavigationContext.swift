import LifelineContent

/// The sidebar and breadcrumbs as template values, computed relative to the current page.
struct NavigationContext {
    let knowledgeBase: KnowledgeBase

    /// Every section, with the topics of the current one listed under it: a page's size
    /// then grows with its own section, not with the whole knowledge base.
    func sidebar(currentPage: String, currentSection: String?) -> [[String: Any]] {
        knowledgeBase.sections.map { section in
            let sectionPage = SitePaths.section(section.id)
            let listed = section.id == currentSection ? knowledgeBase.topics(in: section) : []
            let topics: [[String: Any]] = listed.map { topic in
                let page = SitePaths.topic(topic)
                return [
                    "title": topic.title,
                    "href": SitePaths.relative(from: currentPage, to: page),
                    "current": page == currentPage,
                ]
            }
            return [
                "title": section.title,
                "href": SitePaths.relative(from: currentPage, to: sectionPage),
                "current": sectionPage == currentPage,
                "open": section.id == currentSection,
                "topics": topics,
            ]
        }
    }

    func breadcrumbs(currentPage: String, section: Section?) -> [[String: Any]] {
        var crumbs: [[String: Any]] = [
            ["title": "Home", "href": SitePaths.relative(from: currentPage, to: SitePaths.home)]
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
