/// What an incremental build did, beyond what every build reports.
public struct SiteRebuild: Sendable {
    /// The build's diagnostics and counts, as `SiteBuilder.build()` reports them.
    public var outcome: SiteBuilder.Outcome
    /// Topic files (paths inside the content folder) parsed again because they changed.
    public var reparsedTopics: [String]
    /// Paths inside the site whose bytes changed, were added or were removed; empty when
    /// nothing was written.
    public var changedFiles: [String]
}
