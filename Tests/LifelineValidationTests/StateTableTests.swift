import LifelineContent
import LifelineEngine
import Testing

@testable import LifelineValidation

/// `StateFactsRule` keeps the engine's tables for every major version instead of making one
/// per transition it checks; each must be the table the engine makes for that platform.
@Suite("The state rule's transition tables")
struct StateTableTests {
    @Test(arguments: [4, 5, 9, 11, 13, 17, 18])
    func areTheEnginesTableForEachMajorVersion(major: Int) {
        let platform = Platform(major: major)
        #expect(StateFactsRule.table(on: platform) == AppTransitionTable(platform: platform, lifecycle: .appDelegate))
    }

    @Test func makeTheTableForAVersionWithAMinorPart() {
        let platform = Platform(major: 17, minor: 4)
        let table = StateFactsRule.table(on: platform)
        #expect(table.platform == platform)
        #expect(table == AppTransitionTable(platform: platform, lifecycle: .appDelegate))
    }
}
