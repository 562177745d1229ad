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

        var out = "<svg class=\"sequence-diagram\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
        out += "viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">\n"
        out += "<title>\(HTML.escape(title))</title>\n"
        for (lane, name) in lanes.enumerated() {
            let center = x(lane)
            out += "<rect class=\"lane-head\" x=\"\(center - 65)\" y=\"6\" width=\"130\" height=\"26\" rx=\"4\"/>"
            out +=
                "<text class=\"lane-name\" x=\"\(center)\" y=\"24\" text-anchor=\"middle\">\(HTML.escape(String(name.prefix(18))))</text>\n"
            out += "<line class=\"lifeline\" x1=\"\(center)\" y1=\"32\" x2=\"\(center)\" y2=\"\(height - 8)\"/>\n"
        }
        for (index, row) in rows.enumerated() {
            guard let lane = lanes.firstIndex(of: row.object) else { continue }
            let y = Self.header + Self.rowHeight * index + 14
            let from = x(0)
            let to = x(lane) - 4
            out += "<line class=\"arrow\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(to)\" y2=\"\(y)\"/>"
            out += "<path class=\"arrow-head\" d=\"M\(to) \(y) l-7 -4 v8 z\"/>"
            out +=
                "<text class=\"message\" x=\"\(from + 6)\" y=\"\(y - 4)\">\(index + 1). \(HTML.escape(row.selector))</text>\n"
        }
        out += "</svg>\n"
        return out
    }
}
