/// What writing a site changed, file by file (paths inside the site, sorted).
public struct SiteWriteSummary: Sendable, Equatable {
    /// Files written with new bytes: added, or different from the previous site.
    public var written: [String] = []
    /// Files whose bytes equal the previous site's, linked into the new site instead of written.
    public var reused: [String] = []
    /// Files the previous site had and the new one does not.
    public var removed: [String] = []

    public init(written: [String] = [], reused: [String] = [], removed: [String] = []) {
        self.written = written
        self.reused = reused
        self.removed = removed
    }

    /// Every path whose content a reader would see change.
    public var changed: [String] { (written + removed).sorted() }
}
