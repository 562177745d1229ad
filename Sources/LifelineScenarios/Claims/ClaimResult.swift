import LifelineEngine

/// What checking one sequence claim found, made once by the check and read by everything that
/// shows the claim: the page's figure and `lifeline review`. Nothing works a claim's verdict
/// out again from diagnostics or cuts its trace a second time.
public struct ClaimResult: Sendable {
    /// What the engine says of the claim on one platform it covers.
    public enum PlatformVerdict: Sendable, Hashable {
        /// The engine's cut of the trace equals the claim.
        case holds
        /// It differs; the check reported where.
        case differs
        /// The scenario cannot run on this platform.
        case cannotRun(String)
        /// Not compared: an earlier platform already differed, and one mismatch is reported.
        case notCompared
    }

    /// The verdict on the claim as a whole.
    public enum Verdict: String, Sendable, Hashable {
        /// The engine's trace equals the claim on every platform it covers.
        case proven
        /// An empty block: the page shows the engine's trace, so there is nothing to disprove.
        case traced
        /// The check reported an error about the claim (see `reason`).
        case failing
    }

    /// The scenario, nil when the claim names none the library has.
    public var scenario: Scenario?
    /// Every platform the claim covers, oldest first, with the engine's verdict there.
    public var platforms: [(platform: Platform, verdict: PlatformVerdict)]
    /// The platform whose trace the page shows: the scenario's own when the claim covers it,
    /// else the newest it covers.
    public var shownPlatform: Platform?
    /// The steps the page shows: the claim's cut of that trace (for an empty block, the
    /// scenario's logged objects over the claimed steps); nil when it cannot run there.
    public var shownSteps: [TraceStep]?
    /// What `shownSteps` leave out of the trace over the claimed steps; nil when they are all
    /// of it, or when nothing can be shown.
    public var excerpt: TraceExcerpt?
    public var verdict: Verdict
    /// The first error the check reported about the claim, when it is failing.
    public var reason: String?
    /// What backs the engine's order on each platform the claim covers.
    public var evidence: [EvidenceIndex.Backing]

    public init(
        scenario: Scenario?, platforms: [(platform: Platform, verdict: PlatformVerdict)], shownPlatform: Platform?,
        shownSteps: [TraceStep]?, excerpt: TraceExcerpt? = nil, verdict: Verdict, reason: String?,
        evidence: [EvidenceIndex.Backing]
    ) {
        self.scenario = scenario
        self.platforms = platforms
        self.shownPlatform = shownPlatform
        self.shownSteps = shownSteps
        self.excerpt = excerpt
        self.verdict = verdict
        self.reason = reason
        self.evidence = evidence
    }
}
