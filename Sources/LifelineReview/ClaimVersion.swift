/// A sequence claim as one side writes it, and what the checks said about it there.
public struct ClaimVersion: Hashable, Sendable, Encodable {
    /// `steps=` as written (`2-3`); nil for every step.
    public var steps: String?
    /// `platforms=` as written (`ios11+`); nil for the scenario's own platform.
    public var platforms: String?
    /// `Object callback`, one per claimed step.
    public var lines: [String]
    /// The line of the opening fence on this side.
    public var line: Int
    public var verdict: ClaimVerdict
    /// The first error inside the block when the claim is failing.
    public var reason: String?
    /// What backs the engine's order on each version the claim covers (nil when the claim's
    /// scenario does not exist on this side).
    public var evidence: [ClaimBacking]?

    /// One version's backing, as `EvidenceIndex.Backing` without the values behind it.
    public struct ClaimBacking: Hashable, Sendable, Encodable {
        public var platform: String
        /// `logs`, `otherVersions`, `documentation` or `inferred`.
        public var level: String
        /// The ids of the logs behind it.
        public var observations: [String]
        /// The claimed callbacks no kept log shows in the claim's steps (`EvidenceIndex.Backing.unlogged`).
        public var unlogged: [String] = []
    }

    public init(
        steps: String?, platforms: String?, lines: [String], line: Int, verdict: ClaimVerdict, reason: String? = nil
    ) {
        self.steps = steps
        self.platforms = platforms
        self.lines = lines
        self.line = line
        self.verdict = verdict
        self.reason = reason
    }

    /// Whether two versions claim the same thing, wherever they are written.
    func claimsSame(as other: ClaimVersion) -> Bool {
        steps == other.steps && platforms == other.platforms && lines == other.lines
    }
}
