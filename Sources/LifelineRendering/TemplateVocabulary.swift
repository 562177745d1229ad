import LifelineDiagnostics

/// The names each template's context offers, so a template that uses any other name fails
/// the build at that tag instead of rendering nothing on every page.
///
/// Mustache treats an unknown name as an empty value: `{{titel}}` renders as "" and
/// `{{#sidebar}}` hides its section forever, with no error anywhere. Listing the names
/// here, beside the renderer that fills them, turns that silence into a located error; a
/// test renders the real site and checks that this list and the renderer's contexts agree.
public struct TemplateVocabulary: Sendable {
    /// Template name → every name its context provides, at any depth (the keys of list
    /// items are included: inside a section Mustache looks names up from the item outwards).
    public var names: [String: Set<String>]

    public init(names: [String: Set<String>]) {
        self.names = names
    }

    /// The contexts `SiteRenderer` builds.
    public static let site = TemplateVocabulary(names: [
        "layout": [
            "title", "siteTitle", "isHome", "isSearch", "description", "root", "homeHref", "callbacksHref", "lang",
            "inEnglish",
            "assetsRoot", "languages", "name", "hreflang", "current",
            "searchHref",
            "scenariosHref", "evidenceHref", "callbacksCurrent", "scenariosCurrent", "evidenceCurrent", "content",
            "hasSidebar", "sidebar", "breadcrumbs", "breadcrumbItems", "scriptWords",
            // breadcrumbs
            "href",
        ],
        // One section of the sidebar, with its topics (each through `sidebar-topic`, as HTML)
        // and "All N topics" link when it is open.
        "sidebar-section": ["title", "href", "current", "open", "topicItems", "more", "count", "text"],
        // One topic the open section lists.
        "sidebar-topic": ["title", "href", "current"],
        "home": ["siteTitle", "sections", "topicCount", "guides", "items", "title", "summary", "href", "count"],
        "section": ["title", "summary", "topics", "href"],
        "topic": [
            "id", "title", "summary", "kind", "kindName", "platforms", "sources", "related", "toc", "selector",
            "owner", "swift", "stateName", "previous", "next", "body", "sectionTitle", "sectionHref", "editHref",
            "lastUpdated",
            "untranslated",
            // the lists above as finished `<li>` items (`ListItems`)
            "tocItems", "relatedItems", "sourceItems",
            // sources, related topics, table of contents, previous and next
            "text", "href", "isLink", "anchor", "level",
        ],
        "not-found": ["home"],
        "callbacks": [
            "letters", "letter", "callbacks", "selector", "swift", "owner", "platforms", "summary", "summaryLang",
            "href",
        ],
        "scenarios": ["areas", "summary", "name", "count", "scenarios", "title", "id", "platform", "href"],
        "scenario": [
            "title", "id", "platform", "lifecycle", "window", "root", "controllers", "views", "hasViews", "steps",
            "usedBy", "trace",
            // controllers, views, steps, topics using the scenario
            "name", "notes", "number", "text", "href",
        ],
        "search": ["root", "assetsRoot", "callbacksHref", "scenariosHref"],
        "evidence": [
            "reproduced", "total", "disputed", "notCompared", "areas", "id", "title", "observations", "href", "version",
            "kind", "verdict", "verdictClass", "rules", "summary", "inference", "versions", "logs", "label",
            "documentation", "inferred",
        ],
        "observation": [
            "title", "verdictText", "verdictClass", "url", "sourceTitle", "author", "language", "date", "version",
            "reason", "device", "kind", "debugger", "area", "areaHref", "setup", "scenarioSummary", "compared",
            "from", "callbacks", "platform", "lines", "rowClass", "number", "log", "engine", "mark", "notSimulated",
            "printed", "disputed", "notes",
        ],
        "proven": ["versions", "scenariosHref", "evidenceHref"],
    ])

    /// swift-mustache's transforms, including those of the position in a list
    /// (`{{#first()}}`); any other transform renders nothing.
    static let transforms: Set<String> = [
        "empty", "capitalized", "lowercased", "uppercased", "reversed", "first", "last", "count", "sorted",
        "enumerated", "equalzero", "plusone", "minusone", "even", "odd", "index",
    ]

    /// The names a template may use. A template the renderer never renders directly is a
    /// partial: it sees the context of whichever template includes it, so any known name.
    func allowedNames(in template: String) -> Set<String> {
        names[template] ?? names.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Every tag of `text` (template `name`, file `path`) that uses a name no context
    /// provides, a transform swift-mustache does not have, or a template that does not exist.
    public func check(_ text: String, template name: String, path: String, templates: Set<String>) -> [Diagnostic] {
        let allowed = allowedNames(in: name)
        var diagnostics: [Diagnostic] = []
        for tag in TemplateTagScanner.tags(in: text) {
            let range = SourceRange(line: tag.line, column: tag.column)
            switch tag.kind {
            case .sectionEnd:
                continue
            case .partial:
                guard !templates.contains(tag.name) else { continue }
                diagnostics.append(
                    Diagnostic(
                        id: "template.unknown-partial", file: path, range: range,
                        summary: "the template includes '\(tag.name)', but there is no '\(tag.name).mustache'"
                            + hint(tag.name, among: templates)))
            case .variable, .section:
                for transform in tag.transforms where !Self.transforms.contains(transform) {
                    diagnostics.append(
                        Diagnostic(
                            id: "template.unknown-transform", file: path, range: range,
                            summary: "'\(transform)' is not a Mustache transform, so '\(transform)(…)' renders nothing"
                                + hint(transform, among: Self.transforms)))
                }
                // `ui.name` is one of the site's own words (`UIStrings`), offered to every template.
                let components = tag.name.split(separator: ".").map(String.init)
                if components.count == 2, components[0] == "ui" {
                    guard !UIStrings.names.contains(components[1]) else { continue }
                    diagnostics.append(
                        Diagnostic(
                            id: "template.unknown-variable", file: path, range: range,
                            summary: "'ui.\(components[1])' is not one of the site's words, so it renders nothing"
                                + hint(components[1], among: UIStrings.names)))
                    continue
                }
                for component in components where !allowed.contains(component) {
                    diagnostics.append(
                        Diagnostic(
                            id: "template.unknown-variable", file: path, range: range,
                            summary:
                                "'\(component)' is not a value of the '\(name)' template's context, so it renders nothing"
                                + hint(component, among: allowed)))
                }
            }
        }
        return diagnostics
    }

    private func hint(_ word: String, among candidates: Set<String>) -> String {
        NearMiss.suggestion(for: word, among: candidates.sorted()).map { "; did you mean '\($0)'?" } ?? ""
    }
}
