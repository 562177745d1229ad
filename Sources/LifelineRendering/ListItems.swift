/// The `<li>` items of the lists on almost every page, written in the markup the shipped
/// templates give them: the table of contents (`tocItems`), related topics (`relatedItems`),
/// sources (`sourceItems`) and breadcrumbs (`breadcrumbItems`).
///
/// swift-mustache renders a list by looking every name of every item up again, each time
/// through several casts, and these four lists made about a tenth of a cold build, more than
/// anything else the templates render (docs/performance.md). As finished HTML each is one
/// lookup. The lists stay in the context as data (`toc`, `related`, `sources`, `breadcrumbs`),
/// so a template that wants other markup still has every value; the items are made from those
/// same values and escaped by `HTML.escape`, as `{{name}}` escapes them.
enum ListItems {
    /// `<li class="toc-level-2"><a href="#anchor">text</a></li>`, a line each.
    static func tableOfContents(_ entries: [[String: Any]]) -> String {
        entries.map { entry in
            let level = entry["level"] as? Int ?? 0
            return
                "<li class=\"toc-level-\(level)\"><a href=\"#\(text(entry["anchor"]))\">\(text(entry["text"]))</a></li>\n"
        }.joined()
    }

    /// `<li><a href="href">title</a></li>`, a line each: related topics and breadcrumbs.
    static func links(_ entries: [[String: Any]]) -> String {
        entries.map { "<li><a href=\"\(text($0["href"]))\">\(text($0["title"]))</a></li>\n" }.joined()
    }

    /// `<li><a href="href">text</a></li>`, or `<li>text</li>` for a source that is not a link.
    static func sources(_ entries: [[String: Any]]) -> String {
        entries.map { entry in
            let shown =
                entry["isLink"] as? Bool == true
                ? "<a href=\"\(text(entry["href"]))\">\(text(entry["text"]))</a>" : text(entry["text"])
            return "<li>\(shown)</li>\n"
        }.joined()
    }

    private static func text(_ value: Any?) -> String { HTML.escape(value as? String ?? "") }
}
