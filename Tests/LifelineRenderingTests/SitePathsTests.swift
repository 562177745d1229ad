import LifelineRendering
import Testing

@Suite("Paths and links between pages")
struct SitePathsTests {
    @Test(arguments: [
        ("app-states/active.html", "app-states/inactive.html", "inactive.html"),
        ("app-states/active.html", "views/layout.html", "../views/layout.html"),
        ("index.html", "views/layout.html", "views/layout.html"),
        ("views/layout.html", "index.html", "../index.html"),
        ("app-states/index.html", "app-states/active.html", "active.html"),
    ])
    func linksRelativeToTheCurrentPage(from: String, to: String, expected: String) {
        #expect(SitePaths.relative(from: from, to: to) == expected)
    }

    @Test func leadsBackToTheRootFromNestedPages() {
        #expect(SitePaths.root(from: "index.html") == "")
        #expect(SitePaths.root(from: "views/layout.html") == "../")
    }
}
