/// A page of the site whose rendered HTML differs between the sides.
public struct PageChange: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        case added
        case removed
        case changed
    }

    /// Which part of a changed page differs.
    public enum Scope: String, Hashable, Sendable, Encodable {
        /// The page's own content (inside `<main>`), or the whole page when it was added or removed.
        case content
        /// Only what every page shares: navigation, header, footer. A new topic title
        /// changes the sidebar of every page; this keeps those apart from real changes.
        case layout
    }

    /// The page's path inside the site, such as `app-states/active.html`.
    public var path: String
    public var change: Kind
    public var scope: Scope

    public init(path: String, change: Kind, scope: Scope) {
        self.path = path
        self.change = change
        self.scope = scope
    }
}
