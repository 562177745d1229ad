/// An accessible HTML table of a trace: step, object, callback (linked to its topic),
/// Swift spelling, application state, and whether the view is in a window.
struct SequenceTable {
    /// The page a callback's selector links to, relative to the current page, if any.
    var link: (String) -> String?

    /// The table with its column headings in `ui`'s words (a parameter, as for
    /// `ClaimEvidence`).
    func html(_ rows: [SequenceRow], caption: String, in ui: UIStrings = .english) -> String {
        var out = HTMLBuilder(capacity: 700 + 300 * rows.count)
        out.markup("<div class=\"table-scroll\"><table class=\"sequence-table\">\n<caption>")
        out.text(caption)
        out.markup("</caption>\n")
        out.markup("<thead><tr><th scope=\"col\">#</th>")
        for heading in [
            ui.tableStep, ui.tableObject, ui.tableCallback, ui.swift, ui.tableAppState, ui.tableViewInWindow,
        ] {
            out.markup("<th scope=\"col\">")
            out.text(heading)
            out.markup("</th>")
        }
        out.markup("</tr></thead>\n<tbody>\n")
        for (index, row) in rows.enumerated() {
            out.markup("<tr><td>")
            out.number(index + 1)
            out.markup("</td><td>")
            out.number(row.scenarioStep)
            out.markup(" <span class=\"action\">")
            out.text(row.action)
            out.markup("</span></td><th scope=\"row\">")
            out.text(row.object)
            out.markup("</th><td>")
            let href = link(row.selector)
            if let href {
                out.markup("<a href=\"")
                out.text(href)
                out.markup("\">")
            }
            out.markup("<code>")
            out.text(row.selector)
            out.markup("</code>")
            if href != nil { out.markup("</a>") }
            out.markup("</td><td><code>")
            out.text(row.swift)
            out.markup("</code></td><td>")
            out.text(row.appState)
            out.markup("</td><td>")
            switch row.inWindow {
            case true?: out.text(ui.inWindowYes)
            case false?: out.text(ui.inWindowNo)
            case nil: out.markup("—")
            }
            out.markup("</td></tr>\n")
        }
        out.markup("</tbody>\n</table></div>\n")
        return out.html
    }
}
