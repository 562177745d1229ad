import Mustache

/// A string as the templates see it: written out like a string, and false in a section when
/// it is empty.
///
/// The renderer puts "" where a page has no such text (a topic without `platforms` or
/// `summary`, a page without a description), and the templates guard those with a section:
/// `{{#platforms}}<span class="badge">{{platforms}}</span>{{/platforms}}`. swift-mustache
/// opens a section for every value but nil, `false` and an empty list, so an empty string
/// opened it: such topics got an empty badge, and the home, search and not-found pages an
/// empty `<meta name="description">`. Every string of a context is turned into this type just
/// before it is rendered (`wrapping`), so no context can forget it.
///
/// It also renders in fewer steps. swift-mustache tries a value it writes out against several
/// protocols before falling back on `String(describing:)`, and every failed try is costly;
/// a `MustacheCustomRenderable` is written after the second, so a build does less work, the
/// wrapping included (docs/performance.md).
struct TemplateText: MustacheCustomRenderable, MustacheTransformable, MustacheParent {
    let text: String

    var renderText: String { text }

    /// What makes `{{#name}}` skip, and `{{^name}}` render, for an empty text.
    var isNull: Bool { text.isEmpty }

    /// The string transforms (`{{^empty(topicItems)}}`, `{{uppercased(title)}}`).
    func transform(_ name: String) -> Any? { text.transform(name) }

    /// A text has no named parts: inside `{{#summary}}…{{/summary}}` a name is looked up in
    /// the contexts around it, as it was for a string (whose reflection has no children).
    func child(named: String) -> Any? { nil }

    /// `context` with every string in it, at any depth of dictionaries and lists, as a text.
    static func wrapping(_ context: [String: Any]) -> [String: Any] {
        context.mapValues(wrapping(value:))
    }

    private static func wrapping(value: Any) -> Any {
        // The usual types are told apart by identity first: an `as?` from `Any` that fails
        // is costly, and a context holds a score of values.
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == ObjectIdentifier(String.self), let string = value as? String { return TemplateText(text: string) }
        if type == ObjectIdentifier([String: Any].self), let dictionary = value as? [String: Any] {
            return wrapping(dictionary)
        }
        if type == ObjectIdentifier([[String: Any]].self), let list = value as? [[String: Any]] {
            return list.map(wrapping)
        }
        if type == ObjectIdentifier(Bool.self) || type == ObjectIdentifier(Int.self) { return value }
        // Already texts: the site's words (`ui`), wrapped once per renderer.
        if type == ObjectIdentifier([String: TemplateText].self) { return value }
        return switch value {
        case let string as String: TemplateText(text: string)
        case let dictionary as [String: Any]: wrapping(dictionary)
        case let list as [[String: Any]]: list.map(wrapping)
        case let list as [String]: list.map(TemplateText.init(text:))
        case let list as [Any]: list.map(wrapping(value:))
        default: value
        }
    }
}
