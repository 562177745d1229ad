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

    /// The versions a rule covers: "iOS 13+" when it runs to the newest version the engine
    /// models, and a major alone where the range ends with the whole of it (`.majors`).
    static func range(_ range: ClosedRange<Platform>) -> String {
        if range.upperBound == Platform.newest { return platform(range.lowerBound) + "+" }
        let upper = range.upperBound.minor == 99 ? Platform(major: range.upperBound.major) : range.upperBound
        return platforms(range.lowerBound, upper)
    }

    /// The version a log was made on, as the reader should take it.
    static func version(_ version: Observation.Version) -> String {
        switch version {
        case .stated(let text, let platform):
            let digits = text.lowercased().hasPrefix("ios") ? String(text.dropFirst(3)) : text
            let trimmed = digits.trimmingPrefix(" ")
            return trimmed.isEmpty ? self.platform(platform) : "iOS " + trimmed
        case .inferred(let range, _):
            return platforms(range.lowerBound, range.upperBound) + " (inferred)"
        }
    }

    static func level(_ level: EvidenceIndex.Level, count: Int) -> String {
        switch level {
        case .logs: count == 1 ? "device log" : "device logs"
        case .otherVersions: "inferred from logs on other versions"
        case .documentation: "documentation only"
        case .inferred: "inferred"
        }
    }

    static func kind(_ kind: Observation.Kind) -> String {
        switch kind {
        case .observed: "console log"
        case .derived: "order stated by the author"
        }
    }
}
