import Foundation
import LifelineContent

/// The sidebar's HTML for a page: every section through `sidebar-section.mustache`, with the
/// current section open and its topics each through `sidebar-topic.mustache`.
///
/// Every page carries the sidebar, and it was most of the build: every section on every
/// page is a Mustache render, growing faster than the number of topics. A closed section
/// looks the same on every page of a folder (only its relative link depends on the page), so
/// it is rendered once per folder and reused.
///
/// The open section lists up to 15 topics on every page of its folder, and rendering them
/// for each page was still a large part of a build, since every swift-mustache lookup is
/// costly (docs/performance.md). A listed topic looks the same on every page of the
/// folder but its own, where it is the current one; so each is rendered once per folder and
/// reused, and only the current topic and the section around the topics are rendered for
/// each page. The HTML is the same as rendering everything for every page.
final class SidebarRenderer: @unchecked Sendable {
    let templates: TemplateSet
    let navigation: NavigationContext
    /// Each section's own page, in sidebar order, worked out once rather than per page.
    private let sectionPages: [String]
    private let lock = NSLock()
    /// What pages of a folder reuse, by folder: closed sections by section id, and listed
    /// topics that are not the current one by topic page.
    private var reused: [String: Reused] = [:]

    private struct Reused {
        var closedSections: [String: String] = [:]
        var topics: [String: String] = [:]

        mutating func merge(_ other: Reused) {
            closedSections.merge(other.closedSections) { first, _ in first }
            topics.merge(other.topics) { first, _ in first }
        }
    }

    init(templates: TemplateSet, knowledgeBase: KnowledgeBase, ui: UIStrings = .english) {
        self.templates = templates
        self.navigation = NavigationContext(knowledgeBase: knowledgeBase, home: ui.home, allTopics: ui.allTopics)
        self.sectionPages = knowledgeBase.sections.map { SitePaths.section($0.id) }
    }

    func html(currentPage: String, currentSection: String?) -> String {
        let folder = String(currentPage[..<(currentPage.lastIndex(of: "/") ?? currentPage.startIndex)])
        // One look at the shared reuse per page, one more only if this page rendered new pieces.
        let known = lock.withLock { reused[folder] ?? Reused() }
        var added = Reused()
        var html = ""
        for (section, sectionPage) in zip(navigation.knowledgeBase.sections, sectionPages) {
            // The current section, or the page of a section: HTML only this page has.
            let isPageOwn = section.id == currentSection || sectionPage == currentPage
            if !isPageOwn, let cached = known.closedSections[section.id] {
                html += cached
                continue
            }
            let (listed, count) = navigation.listedTopics(
                of: section, currentPage: currentPage, currentSection: currentSection)
            var items = ""
            for topic in listed {
                let page = SitePaths.topic(topic)
                if page != currentPage, let cached = known.topics[page] {
                    items += cached
                    continue
                }
                let item = templates.render("sidebar-topic", navigation.topicEntry(topic, currentPage: currentPage))
                if page != currentPage { added.topics[page] = item }
                items += item
            }
            let rendered = templates.render(
                "sidebar-section",
                navigation.entry(
                    for: section, currentPage: currentPage, currentSection: currentSection, topicItems: items,
                    listed: listed.count, count: count))
            if !isPageOwn { added.closedSections[section.id] = rendered }
            html += rendered
        }
        if !added.closedSections.isEmpty || !added.topics.isEmpty {
            lock.withLock { reused[folder, default: Reused()].merge(added) }
        }
        return html
    }
}
