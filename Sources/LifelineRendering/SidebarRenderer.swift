import Foundation
import LifelineContent

/// The sidebar's HTML for a page: every section through `sidebar-section.mustache`, with the
/// current section open and its topics each through `sidebar-topic.mustache`.
///
/// Every page carries the sidebar, so rendering all of it for every page would grow with the
/// number of pages times the number of sections. Most of it is the same on many pages: a
/// link's target is relative to the page's folder, so the closed sections look alike on every
/// page of a folder that has the same section open, and a topic the open section lists looks
/// alike on every page of the folder but its own, as does the open section around its topics.
/// Those parts are rendered once and reused; only the current topic is rendered for each page.
/// The HTML is the same as rendering everything for every page (`SidebarRendererTests`).
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
    /// The open section around the topics it lists, by the folder of the page and the section;
    /// nil where the template does not show the items as they are (`wrapping`).
    private var openSections: [Place: OpenSection?] = [:]

    private struct Place: Hashable {
        var folder: String
        var openSection: Int?
    }

    private struct ClosedSections {
        var before: String
        var after: String
    }

    /// An open section's HTML before and after its topics' items. It is the same on every
    /// page of the folder but the section's own: the section lists the same number of topics
    /// on each (`NavigationContext.window`), and marks none of them but in the items.
    private struct OpenSection {
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
        func render(_ items: String) -> String {
            templates.render(
                "sidebar-section",
                navigation.entry(
                    for: section, currentPage: currentPage, currentSection: section.id, topicItems: items,
                    listed: listed.count, count: count))
        }
        // The section's own page marks its link as current, so it shares nothing; without
        // items, the template may show something else.
        guard !items.isEmpty, SitePaths.section(section.id) != currentPage else { return render(items) }
        let place = Place(folder: folder, openSection: position)
        // Known as nil: the template's items cannot be set apart, so each page renders its own.
        if let reused = lock.withLock({ openSections[place] }) {
            return reused.map { $0.before + items + $0.after } ?? render(items)
        }
        let parts = Self.wrapping(render)
        lock.withLock { openSections[place] = parts }
        return parts.map { $0.before + items + $0.after } ?? render(items)
    }

    /// What a section's template puts before and after its topics' items, when it shows them
    /// once and as they are: rendered with two stand-ins of different lengths in their place,
    /// each must appear once, with the same HTML around it. A stand-in starts with `<`, so an
    /// escaped or transformed use of the items changes it, and nothing is reused.
    private static func wrapping(_ render: (String) -> String) -> OpenSection? {
        let standIns = ["<lifeline-topic-items>", "<lifeline-other-topic-items/>"]
        let parts = standIns.map { standIn in render(standIn).components(separatedBy: standIn) }
        guard parts.allSatisfy({ $0.count == 2 }), parts[0] == parts[1] else { return nil }
        return OpenSection(before: parts[0][0], after: parts[0][1])
    }
}
