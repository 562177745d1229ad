import Foundation
import LifelineContent
import Testing

@testable import LifelineRendering
@testable import LifelineSite

/// The home page is where a reader with a situation in mind starts (the phone rotates, a link
/// opens the app): it must lead to every scenario guide, not only to the sections.
@Suite("The home page")
struct HomePageTests {
    @Test func linksEveryScenarioGuideInTheNavigationsOrder() async throws {
        let (renderer, knowledgeBase) = try await SiteFixture.realRenderer()
        let html = renderer.renderHome().html

        let guides = knowledgeBase.topics.filter { $0.kind == .scenarioGuide }
        #expect(guides.count >= 10)
        let positions = guides.map { html.range(of: "href=\"\(SitePaths.topic($0))\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "a guide the home page does not link")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "the guides are not in the navigation's order")
    }
}
