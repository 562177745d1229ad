import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// Every platform range a topic writes (its `platforms`, a claim's `platforms=`, a
/// transition's `platforms`) lies within the versions the engine can simulate, iOS 4 to
/// iOS 18, so that no claim is "proven" on versions nothing checked.
struct PlatformRangeRule: ValidationRule {
    static let ids = ["topic.platforms-out-of-range"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        var found: [(PlatformRange, SourceRange)] = []
        if let platforms = topic.platforms { found.append((platforms, topic.range(ofKey: "platforms"))) }
        for claim in topic.claims {
            if let platforms = claim.platforms {
                found.append((platforms, claim.places.platforms ?? SourceRange(line: claim.fenceLine, column: 1)))
            }
        }
        if case .state(let facts) = topic.details {
            for transition in facts.transitions {
                if let platforms = transition.platforms {
                    found.append((platforms, SourceRange(line: transition.line, column: 1)))
                }
            }
        }
        return found.compactMap { range, location in
            let lowest = PlatformRange.Version(major: Platform.oldest.major)
            let highest = PlatformRange.Version(major: Platform.newest.major, minor: Platform.newest.minor)
            let startsTooEarly = range.lower < lowest
            let endsTooLate = range.upper.map { $0 > highest } ?? false
            let beyond = range.lower > highest
            guard startsTooEarly || endsTooLate || beyond else { return nil }
            return Diagnostic(
                id: "topic.platforms-out-of-range", file: topic.path, range: location,
                summary: "platforms \(range) reach beyond what the engine simulates (ios\(Platform.oldest.major) to "
                    + "ios\(Platform.newest.major)); nothing could check the claim there"
            )
        }
    }
}
