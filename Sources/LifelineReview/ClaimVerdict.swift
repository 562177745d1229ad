/// What the checks said about one sequence claim on one side.
public enum ClaimVerdict: String, Hashable, Sendable, Encodable {
    /// The engine's trace equals the claim on every platform it names.
    case proven
    /// A rule reported an error inside the claim's block (see `ClaimVersion.reason`).
    case failing
    /// An empty block: the site shows the engine's trace, so there is nothing to disprove.
    case traced
    /// The topic was left out of the knowledge base (a duplicate id, an unknown section),
    /// so no rule looked at the claim.
    case unchecked
}
