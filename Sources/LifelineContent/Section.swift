/// A group of topics in the navigation, such as "Application states".
///
/// Sections are listed in `Content/sections.yml` so their order and titles are chosen by
/// people rather than by sorting; a topic naming a section that is not listed is an error.
public struct Section: Hashable, Sendable {
    public var id: String
    public var title: String
    public var summary: String?

    public init(id: String, title: String, summary: String? = nil) {
        self.id = id
        self.title = title
        self.summary = summary
    }
}
