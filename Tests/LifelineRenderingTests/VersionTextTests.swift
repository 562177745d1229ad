import LifelineContent
import LifelineEngine
import LifelineScenarios
import Testing

@testable import LifelineRendering

/// Versions as a reader reads them: "iOS 17", and a range ending where the engine's model does.
@Suite("Versions in words")
struct VersionTextTests {
    static func text(_ range: String) throws -> String {
        EvidenceText.range(try #require(PlatformRange(parsing: range)))
    }

    @Test func anOpenRangeEndsAtTheNewestModelledVersion() throws {
        let newest = Platform.newest.major
        #expect(try Self.text("ios4+") == "iOS 4–\(newest)")
        #expect(try Self.text("ios17.4+") == "iOS 17.4–\(newest)")
        #expect(try Self.text("ios\(newest)+") == "iOS \(newest)")
        #expect(try Self.text("ios26+") == "iOS 26")
    }

    @Test func aClosedRangeIsWrittenAsGiven() throws {
        #expect(try Self.text("ios4-ios5") == "iOS 4–5")
        #expect(try Self.text("ios13") == "iOS 13")
        #expect(try Self.text("ios6-ios17.4") == "iOS 6–17.4")
    }

    @Test func aCallbacksVersionsAndItsDeprecation() {
        let availability = Availability(introduced: Platform(major: 5), deprecated: Platform(major: 6))
        #expect(EvidenceText.availability(availability) == "iOS 5–\(Platform.newest.major) (deprecated in iOS 6)")
    }

    /// A log whose source does not state its version is still evidence: its version reads as
    /// estimated, never as "inferred", the word for a claim that no evidence backs.
    @Test func aLogsEstimatedVersionIsNotCalledInferred() {
        let estimated = Observation.Version.inferred(
            Platform(major: 13)...Platform(major: 14), reason: "the post's date")
        #expect(EvidenceText.version(estimated) == "about iOS 13–14")
        #expect(EvidenceText.version(estimated, in: .simplifiedChinese) == "约 iOS 13–14")
        for ui in [UIStrings.english, .simplifiedChinese] {
            #expect(!EvidenceText.version(estimated, in: ui).contains(ui.inferred))
        }
        #expect(EvidenceText.version(.stated("13.4", Platform(major: 13, minor: 4))) == "iOS 13.4")
    }
}
