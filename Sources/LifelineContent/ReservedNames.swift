/// Names the site uses for pages of its own, which content may not take.
///
/// A topic's page is `<section>/<id>.html` and a section's is `<section>/index.html`, so a
/// section named like one of the site's own folders, or a topic named `index`, would have its
/// page written over another (or another written over it) without a word.
public enum ReservedNames {
    /// The folders the site writes besides the sections: assets, scenario traces, evidence.
    public static let sectionIDs: Set<String> = ["assets", "traces", "evidence"]
    /// A topic may not be called like a section's own page.
    public static let topicIDs: Set<String> = ["index"]
}
