import Foundation
import LifelineContent

/// The sidebar's HTML for a page: every section through `sidebar-section.mustache`, with the
/// current section open and its topics each through `sidebar-topic.mustache`.
///
/// Every page carries the sidebar, so rendering all of it for every page would grow with the
/// number of pages times the number of sections. Most of it is the same on many pages: a
/// link's target is relative to the page's folder, so the closed sections look alike on every
/// page of a folder that has the same section open, and a topic the open section lists looks
/// alike on every page of the folder but its own. Those parts are rendered once and reused;
/// only the open section and its current topic are rendered for each page. The HTML is the
/// same as rendering everything for every page (`SidebarRendererTests`).
final class SidebarRenderer: @unchecked Sendable {
    let templates: TemplateSet
    let navigation: NavigationContext
    /// Each section's place in the sidebar, by id.
    private let positions: [String: Int]
    /// Each section's id, by its own page.
    private let sectionsByPage: [String: String]
    private let lock = NSLock()
    /// The closed sections before and after the open one, by the folder of the page and the
    /// section it has open.
    private var closedSections: [Place: ClosedSections] = [:]
    /// The topics an open section lists, as items that are not the current one, by the folder
    /// of the page and the topic's page.
    private var listedItems: [String: [String: String]] = [:]

    private struct Place: Hashable {
        var folder: String
        var openSection: Int?
    }

    private struct ClosedSections {
        var before: String
        var after: String
    }

    init(templates: TemplateSet, knowledgeBase: KnowledgeBase, ui: UIStrings = .english) {
        self.templates = templates
        self.navigation = NavigationContext(knowledgeBase: knowledgeBase, home: ui.home, allTopics: ui.allTopics)
        let sections = knowledgeBase.sections
        self.positions = Dictionary(
            sections.indices.map { (sections[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        self.sectionsByPage = Dictionary(
            sections.map { (SitePaths.section($0.id), $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    func html(currentPage: String, currentSection: String?) -> String {
        let open = currentSection.flatMap { positions[$0] }
        let closed = closedSections(around: open, currentPage: currentPage, currentSection: currentSection)
        guard let open else { return closed.before + closed.after }
        return closed.before + openSection(open, currentPage: currentPage) + closed.after
    }

    /// The closed sections before and after the open one (all of them before, when none is
    /// open), rendered once for each folder and open section.
    private func closedSections(around open: Int?, currentPage: String, currentSection: String?) -> ClosedSections {
        let sections = navigation.knowledgeBase.sections
        func render(_ part: ArraySlice<Section>) -> String {
            part.map { section in
                templates.render(
                    "sidebar-section",
                    navigation.entry(
                        for: section, currentPage: currentPage, currentSection: currentSection, topicItems: "",
                        listed: 0, count: 0))
            }
            .joined()
        }
        func renderAll() -> ClosedSections {
            ClosedSections(
                before: render(sections[..<(open ?? sections.endIndex)]),
                after: open.map { render(sections[($0 + 1)...]) } ?? "")
        }
        // A closed section marks its link as current on its own page alone, so that page
        // shares its closed sections with no other.
        if let owner = sectionsByPage[currentPage], owner != currentSection { return renderAll() }
        let place = Place(folder: Self.folder(of: currentPage), openSection: open)
        if let known = lock.withLock({ closedSections[place] }) { return known }
        let rendered = renderAll()
        lock.withLock { closedSections[place] = rendered }
        return rendered
    }

    /// The folder a page's links are relative to: "" for a page at the root.
    private static func folder(of page: String) -> String {
        String(page[..<(page.lastIndex(of: "/") ?? page.startIndex)])
    }

    /// The open section, with the topics it lists on `currentPage`.
    private func openSection(_ position: Int, currentPage: String) -> String {
        let section = navigation.knowledgeBase.sections[position]
        let folder = Self.folder(of: currentPage)
        let (listed, count) = navigation.listedTopics(of: section, currentPage: currentPage, currentSection: section.id)
        let known = lock.withLock { listedItems[folder] ?? [:] }
        var added: [String: String] = [:]
        var items = ""
        for topic in listed {
            let page = SitePaths.topic(topic)
            if page != currentPage, let item = known[page] {
                items += item
                continue
            }
            let item = templates.render("sidebar-topic", navigation.topicEntry(topic, currentPage: currentPage))
            if page != currentPage { added[page] = item }
            items += item
        }
        if !added.isEmpty {
            lock.withLock { listedItems[folder, default: [:]].merge(added) { first, _ in first } }
        }
        return templates.render(
            "sidebar-section",
            navigation.entry(
                for: section, currentPage: currentPage, currentSection: section.id, topicItems: items,
                listed: listed.count, count: count))
    }
}
