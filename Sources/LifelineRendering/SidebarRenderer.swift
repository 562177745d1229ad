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
    private let lock = NSLock()
    /// Rendered closed sections by page folder, then section id.
    private var closed: [String: [String: String]] = [:]

    init(templates: TemplateSet, knowledgeBase: KnowledgeBase) {
        self.templates = templates
        self.navigation = NavigationContext(knowledgeBase: knowledgeBase)
    }

    func html(currentPage: String, currentSection: String?) -> String {
        let folder = String(currentPage[..<(currentPage.lastIndex(of: "/") ?? currentPage.startIndex)])
        var html = ""
        for section in navigation.knowledgeBase.sections {
            if section.id == currentSection || SitePaths.section(section.id) == currentPage {
                html += render(section, currentPage: currentPage, currentSection: currentSection)
            } else if let cached = lock.withLock({ closed[folder]?[section.id] }) {
                html += cached
            } else {
                let rendered = render(section, currentPage: currentPage, currentSection: currentSection)
                lock.withLock { closed[folder, default: [:]][section.id] = rendered }
                html += rendered
            }
        }
        return html
    }

    private func render(_ section: Section, currentPage: String, currentSection: String?) -> String {
        templates.render(
            "sidebar-section",
            navigation.entry(for: section, currentPage: currentPage, currentSection: currentSection))
    }
}
