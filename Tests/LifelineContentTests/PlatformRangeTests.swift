import LifelineContent
import Testing

@Suite("Platform ranges in front matter")
struct PlatformRangeTests {
    @Test(arguments: [
        ("ios13+", "ios12", false), ("ios13+", "ios13", true), ("ios13+", "ios18", true),
        ("ios4-ios5", "ios5.1", true), ("ios4-ios5", "ios6", false), ("ios5", "ios5", true),
        ("ios6-ios17.4", "ios17.4", true), ("ios6-ios17.4", "ios17.5", false),
    ])
    func containsVersionsInsideTheRange(range: String, version: String, expected: Bool) throws {
        let parsed = try #require(PlatformRange(parsing: range))
        let candidate = try #require(PlatformRange.Version(parsing: version))
        #expect(parsed.contains(candidate) == expected)
    }

    @Test(arguments: ["", "ios", "iOS13", "ios13-ios4", "13+", "ios13.x", "ios-1"])
    func rejectsMalformedRanges(text: String) {
        #expect(PlatformRange(parsing: text) == nil)
    }

    @Test func displaysRangesForReaders() throws {
        #expect(try #require(PlatformRange(parsing: "ios13+")).displayName == "iOS 13+")
        #expect(try #require(PlatformRange(parsing: "ios4-ios5")).displayName == "iOS 4–5")
    }
}
