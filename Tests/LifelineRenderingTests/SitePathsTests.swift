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
        // A folder whose name begins with the page's folder name is another folder.
        ("app-states/active.html", "app-states-old/active.html", "../app-states-old/active.html"),
        ("app-states/active.html", "app-states", "../app-states"),
        ("états/actif.html", "états/inactif.html", "inactif.html"),
        ("états/actif.html", "étatsb/inactif.html", "../étatsb/inactif.html"),
        ("guides/deep/page.html", "guides/other.html", "../other.html"),
        ("guides/deep/page.html", "views/layout.html", "../../views/layout.html"),
    ])
    func linksRelativeToTheCurrentPage(from: String, to: String, expected: String) {
        #expect(SitePaths.relative(from: from, to: to) == expected)
    }

    @Test func leadsBackToTheRootFromNestedPages() {
        #expect(SitePaths.root(from: "index.html") == "")
        #expect(SitePaths.root(from: "views/layout.html") == "../")
    }
}
