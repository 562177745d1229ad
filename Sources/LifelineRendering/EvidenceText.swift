import LifelineContent
import LifelineEngine
import LifelineScenarios

/// How evidence reads on a page: versions as "iOS 17", a log as the version it was made on,
/// a backing level as a phrase. One place, so claim boxes and evidence pages say it alike.
enum EvidenceText {
    static func platform(_ platform: Platform) -> String {
        platform.minor == 0 ? "iOS \(platform.major)" : "iOS \(platform.major).\(platform.minor)"
    }

    static func platforms(_ first: Platform, _ last: Platform) -> String {
        if first == last { return platform(first) }
        // Within one major the minor is spelt on both sides: "iOS 18.0–18.2", not "iOS 18–18.2".
        let lower = first.major == last.major ? "iOS \(first.major).\(first.minor)" : platform(first)
        return lower + "–" + platform(last).dropFirst(4)
    }

    /// Versions one by one, as a claim box names those it was simulated on: "iOS 13, 17.4 and 18".
    static func list(_ platforms: [Platform], and: String = " and ") -> String {
        let numbers = platforms.map { platform($0).dropFirst(4) }
        guard let last = numbers.last else { return "no version" }
        let head = numbers.dropLast().joined(separator: ", ")
        return "iOS " + (head.isEmpty ? String(last) : head + and + last)
    }

    /// The versions a rule covers, a major alone where the range ends with the whole of it
    /// (`.majors`). Never "iOS 13+": a reader takes that to include versions newer than the
    /// engine models, so a range open at the top ends at the newest modelled version.
    static func range(_ range: ClosedRange<Platform>) -> String {
        let upper = range.upperBound.minor == 99 ? Platform(major: range.upperBound.major) : range.upperBound
        return platforms(range.lowerBound, upper)
    }

    /// A topic's or claim's `platforms` (`ios13+`, `ios4-ios5`) as the versions it covers.
    static func range(_ range: PlatformRange) -> String {
        let lower = Platform(major: range.lower.major, minor: range.lower.minor)
        // A range starting past the newest version fails the check; it still must not trap here.
        guard let upper = range.upper else {
            return lower < Platform.newest ? self.range(lower...Platform.newest) : platform(lower)
        }
        let last = Platform(major: upper.major, minor: upper.minor)
        return lower == last ? platform(lower) : platforms(lower, last)
    }

    /// The versions UIKit calls a callback on, with the version that deprecated it.
    static func availability(_ availability: Availability) -> String {
        var text = range(availability.introduced...(availability.lastCalled ?? Platform.newest))
        if let deprecated = availability.deprecated { text += " (deprecated in \(platform(deprecated)))" }
        return text
    }

    /// The version a log was made on, as the reader should take it.
    static func version(_ version: Observation.Version, in ui: UIStrings = .english) -> String {
        switch version {
        case .stated(let text, let platform):
            let digits = text.lowercased().hasPrefix("ios") ? String(text.dropFirst(3)) : text
            let trimmed = digits.trimmingPrefix(" ")
            return trimmed.isEmpty ? self.platform(platform) : "iOS " + trimmed
        case .inferred(let range, _):
            return UIStrings.fill(ui.versionEstimated, ["versions": platforms(range.lowerBound, range.upperBound)])
        }
    }

    static func level(_ level: EvidenceIndex.Level, count: Int, in ui: UIStrings = .english) -> String {
        switch level {
        case .logs: count == 1 ? ui.deviceLog : ui.deviceLogs
        case .otherVersions: ui.inferredFromOtherVersions
        case .documentation: ui.documentationOnly
        case .inferred: ui.inferred
        }
    }

    static func kind(_ kind: Observation.Kind) -> String {
        switch kind {
        case .observed: "console log"
        case .derived: "order stated by the author"
        }
    }
}
