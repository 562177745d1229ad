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
        let folders = Set(own.compactMap { $0.split(separator: "/").dropLast().first.map(String.init) })
        #expect(folders.isSubset(of: ReservedNames.sectionIDs), "\(folders.subtracting(ReservedNames.sectionIDs))")
    }
}
