/// A sequence claim whose steps or verdict differ between the sides.
///
/// Claims are matched inside a topic (by id, so across renames) by scenario and by their
/// position among the topic's claims on that scenario: the second `push-pop` block of a
/// page is compared with the second `push-pop` block of its other version.
public struct ClaimChange: Hashable, Sendable, Encodable {
    /// The id of the topic that makes the claim.
    public var topic: String
    public var scenario: String
    /// The topic's file on the head side, or on the base side for a removed claim.
    public var file: String
    /// The fence line in `file`.
    public var line: Int
    public var base: ClaimVersion?
    public var head: ClaimVersion?
    /// Base (`- `) against head (`+ `) steps, unchanged ones with two spaces.
    public var stepDiff: [String]

    public init(
        topic: String, scenario: String, file: String, line: Int, base: ClaimVersion?, head: ClaimVersion?,
        stepDiff: [String]
    ) {
        self.topic = topic
        self.scenario = scenario
        self.file = file
        self.line = line
        self.base = base
        self.head = head
        self.stepDiff = stepDiff
    }

    /// The claim was added or removed, or states other steps, steps= or platforms=.
    public var stepsChanged: Bool {
        guard let base, let head else { return true }
        return !base.claimsSame(as: head)
    }

    /// Proven on one side and failing on the other.
    public var verdictChanged: Bool {
        guard let base, let head else { return false }
        return Set([base.verdict, head.verdict]) == [.proven, .failing]
    }

    enum CodingKeys: String, CodingKey {
        case topic, scenario, file, line, base, head, stepDiff, stepsChanged, verdictChanged
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(topic, forKey: .topic)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encodeIfPresent(base, forKey: .base)
        try container.encodeIfPresent(head, forKey: .head)
        try container.encode(stepDiff, forKey: .stepDiff)
        try container.encode(stepsChanged, forKey: .stepsChanged)
        try container.encode(verdictChanged, forKey: .verdictChanged)
    }
}
