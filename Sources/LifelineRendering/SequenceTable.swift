/// An accessible HTML table of a trace: step, object, callback (linked to its topic),
/// Swift spelling, application state, and whether the view is in a window.
struct SequenceTable {
    /// The page a callback's selector links to, relative to the current page, if any.
    var link: (String) -> String?

    func html(_ rows: [SequenceRow], caption: String) -> String {
        var out = "<div class=\"table-scroll\"><table class=\"sequence-table\">\n"
        out += "<caption>\(HTML.escape(caption))</caption>\n"
        out += "<thead><tr><th scope=\"col\">#</th><th scope=\"col\">Step</th><th scope=\"col\">Object</th>"
        out += "<th scope=\"col\">Callback</th><th scope=\"col\">Swift</th><th scope=\"col\">App state</th>"
        out += "<th scope=\"col\">View in window</th></tr></thead>\n<tbody>\n"
        for (index, row) in rows.enumerated() {
            let selector = "<code>\(HTML.escape(row.selector))</code>"
            let callback = link(row.selector).map { "<a href=\"\(HTML.escape($0))\">\(selector)</a>" } ?? selector
            let window = row.inWindow.map { $0 ? "yes" : "no" } ?? "—"
            out +=
                "<tr><td>\(index + 1)</td><td>\(row.scenarioStep) <span class=\"action\">\(HTML.escape(row.action))</span></td>"
            out += "<th scope=\"row\">\(HTML.escape(row.object))</th><td>\(callback)</td>"
            out +=
                "<td><code>\(HTML.escape(row.swift))</code></td><td>\(HTML.escape(row.appState))</td><td>\(window)</td></tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
        return out
    }
}
