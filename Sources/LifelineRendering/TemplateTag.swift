/// One Mustache tag of a template, with where it starts, so a check of the names a template
/// uses can point at the tag itself.
///
/// swift-mustache keeps its parsed tokens to itself and without positions; the build needs
/// both to report a misspelt variable, which Mustache would otherwise render as nothing.
public struct TemplateTag: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
        case variable
        /// `{{#name}}` or `{{^name}}`: the name is looked up like a variable.
        case section
        /// `{{>name}}` or `{{<name}}`: the name is another template.
        case partial
        /// `{{/name}}`: closes the section of that name.
        case sectionEnd
    }

    public var kind: Kind
    /// The looked-up name as written, such as `title`, `more.count` or `.`; empty for a
    /// transform of the sequence context such as `{{#first()}}`.
    public var name: String
    /// Transforms applied to the value, outermost first: `empty(topics)` has `["empty"]`.
    public var transforms: [String]
    public var line: Int
    public var column: Int
}
