import LifelineContent
import Testing

@testable import LifelineRendering

/// Every folder the site writes pages of its own into is a reserved section id, so a section
/// can never share a folder with them (`ReservedNames`).
@Suite struct SitePathsReservedTests {
    @Test func everyFolderOfTheSitesOwnPagesIsReserved() {
        let own = [
            SitePaths.scenarios, SitePaths.scenario("x"), SitePaths.evidence, SitePaths.observation("x"),
            "assets/site.css",
        ]
        // Each translated language's pages are in a folder named by its tag; a disk that ignores
        // case would mix `zh-hans/` with it.
        let languages = SiteLanguage.translations.compactMap { $0.folder?.lowercased() }
        let folders = Set(own.compactMap { $0.split(separator: "/").dropLast().first.map(String.init) } + languages)
        #expect(folders.isSubset(of: ReservedNames.sectionIDs), "\(folders.subtracting(ReservedNames.sectionIDs))")
    }
}
