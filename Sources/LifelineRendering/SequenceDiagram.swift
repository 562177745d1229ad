/// An SVG sequence diagram of a trace, drawn at build time: a lifeline per object, with
/// UIKit on the left, and an arrow from UIKit to the object for each callback.
///
/// Only `currentColor` and CSS classes colour it, so it follows the page's light or dark
/// scheme, and it needs no script to show.
struct SequenceDiagram {
    static let column = 150
    static let margin = 20
    static let header = 44
    static let rowHeight = 26

    func svg(_ rows: [SequenceRow], title: String) -> String {
        var objects: [String] = []
        for row in rows where !objects.contains(row.object) { objects.append(row.object) }
        let lanes = ["UIKit"] + objects
        let width = Self.margin * 2 + Self.column * lanes.count
        let height = Self.header + Self.rowHeight * rows.count + Self.margin
        func x(_ lane: Int) -> Int { Self.margin + Self.column * lane + Self.column / 2 }

        var out = HTMLBuilder(capacity: 600 + 400 * lanes.count + 300 * rows.count)
        out.markup("<svg class=\"sequence-diagram\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" ")
        out.markup("viewBox=\"0 0 ")
        out.number(width)
        out.markup(" ")
        out.number(height)
        out.markup("\" width=\"")
        out.number(width)
        out.markup("\" height=\"")
        out.number(height)
        out.markup("\">\n<title>")
        out.text(title)
        out.markup("</title>\n")
        for (lane, name) in lanes.enumerated() {
            let center = x(lane)
            out.markup("<rect class=\"lane-head\" x=\"")
            out.number(center - 65)
            out.markup("\" y=\"6\" width=\"130\" height=\"26\" rx=\"4\"/><text class=\"lane-name\" x=\"")
            out.number(center)
            out.markup("\" y=\"24\" text-anchor=\"middle\">")
            out.text(name.prefix(18))
            out.markup("</text>\n<line class=\"lifeline\" x1=\"")
            out.number(center)
            out.markup("\" y1=\"32\" x2=\"")
            out.number(center)
            out.markup("\" y2=\"")
            out.number(height - 8)
            out.markup("\"/>\n")
        }
        for (index, row) in rows.enumerated() {
            guard let lane = lanes.firstIndex(of: row.object) else { continue }
            let y = Self.header + Self.rowHeight * index + 14
            let from = x(0)
            let to = x(lane) - 4
            out.markup("<line class=\"arrow\" x1=\"")
            out.number(from)
            out.markup("\" y1=\"")
            out.number(y)
            out.markup("\" x2=\"")
            out.number(to)
            out.markup("\" y2=\"")
            out.number(y)
            out.markup("\"/><path class=\"arrow-head\" d=\"M")
            out.number(to)
            out.markup(" ")
            out.number(y)
            out.markup(" l-7 -4 v8 z\"/><text class=\"message\" x=\"")
            out.number(from + 6)
            out.markup("\" y=\"")
            out.number(y - 4)
            out.markup("\">")
            out.number(index + 1)
            out.markup(". ")
            out.text(row.selector)
            out.markup("</text>\n")
        }
        out.markup("</svg>\n")
        return out.html
    }
}
