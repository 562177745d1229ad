import Foundation
import LifelineContent

/// The sidebar's HTML for a page: every section through `sidebar-section.mustache`, with the
/// current section open.
///
/// Every page carries the sidebar, and a knowledge base with many sections made it most of
/// the build: 100 sections on each of 10,000 pages were a million Mustache renders, growing
/// faster than the number of topics. A closed section looks the same on every page of a
/// folder (only its relative link depends on the page), so it is rendered once per folder and
/// reused; only the open section is rendered for each page. The HTML is the same as rendering
/// every entry every time.
final class SidebarRenderer: @unchecked Sendable {
    let templates: TemplateSet
    let navigation: NavigationContext
    /// Each section's own page, in sidebar order, worked out once rather than per page.
    private let sectionPages: [String]
    private let lock = NSLock()
    /// Rendered closed sections by page folder, then section id.
    private var closed: [String: [String: String]] = [:]

    init(templates: TemplateSet, knowledgeBase: KnowledgeBase) {
        self.templates = templates
        self.navigation = NavigationContext(knowledgeBase: knowledgeBase)
        self.sectionPages = knowledgeBase.sections.map { SitePaths.section($0.id) }
    }

    func html(currentPage: String, currentSection: String?) -> String {
        let folder = String(currentPage[..<(currentPage.lastIndex(of: "/") ?? currentPage.startIndex)])
        // One look at the shared reuse per page, one more only if this page rendered new ones.
        let known = lock.withLock { closed[folder] ?? [:] }
        var added: [String: String] = [:]
        var html = ""
        for (section, sectionPage) in zip(navigation.knowledgeBase.sections, sectionPages) {
            if section.id == currentSection || sectionPage == currentPage {
                html += render(section, currentPage: currentPage, currentSection: currentSection)
            } else if let cached = known[section.id] {
                html += cached
            } else {
                let rendered = render(section, currentPage: currentPage, currentSection: currentSection)
                added[section.id] = rendered
                html += rendered
            }
        }
        if !added.isEmpty {
            lock.withLock { closed[folder, default: [:]].merge(added) { first, _ in first } }
        }
        return html
    }

    private func render(_ section: Section, currentPage: String, currentSection: String?) -> String {
        templates.render(
            "sidebar-section",
            navigation.entry(for: section, currentPage: currentPage, currentSection: currentSection))
    }
}
