/// Names the site uses for pages of its own, which content may not take.
///
/// A topic's page is `<section>/<id>.html` and a section's is `<section>/index.html`, so a
/// section named like one of the site's own folders, or a topic named `index`, would have its
/// page written over another (or another written over it) without a word.
public enum ReservedNames {
    /// The folders the site writes besides the sections: assets, scenario traces, evidence,
    /// and each translated language's pages, in any case (a file system may not tell
    /// `zh-hans` from `zh-Hans`).
    public static let sectionIDs: Set<String> = Set(["assets", "traces", "evidence"])
        .union(SiteLanguage.translations.compactMap { $0.folder?.lowercased() })
    /// A topic may not be called like a section's own page.
    public static let topicIDs: Set<String> = ["index"]
}
