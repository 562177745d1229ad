/// An SVG sequence diagram of a trace, drawn at build time: a lifeline per object, with
/// UIKit on the left, and an arrow from UIKit to the object for each callback.
///
/// The lanes' headings are a picture of their own above the body, in the same scrolling
/// box, so the stylesheet can keep them in view while a long trace scrolls under them (and
/// both scroll sideways together on a phone). Only `currentColor` and CSS classes colour
/// it, so it follows the page's light or dark scheme, and it needs no script to show.
struct SequenceDiagram {
    /// The words of the steps' bands.
    var words: DiagramWords = .english

    static let narrowestColumn = 150
    static let margin = 20
    /// The height of the lanes' headings.
    static let header = 36
    /// The space between the headings and the first step.
    static let bodyTop = 8
    static let rowHeight = 26
    /// The band above the first callback of each scenario step, which names the step.
    static let stepBand = 22
    /// The width of one character of a message, in the site's monospace font at 12 px (about
    /// 0.6 em, a little over for the widest fonts the stylesheet names).
    static let messageCharacter = 7.4
    /// The same for a lane's name, bold at 13 px.
    static let nameCharacter = 8.2

    /// How wide each lane is: wide enough that every message, written from UIKit's lifeline
    /// toward its object's, ends before that object's arrowhead, and every object's name fits
    /// its heading. Messages to the first object have one lane's width to run in, those to the
    /// second two, and so on.
    static func column(rows: [SequenceRow], lanes: [String]) -> Int {
        var column = narrowestColumn
        for (index, row) in rows.enumerated() {
            guard let lane = lanes.firstIndex(of: row.object), lane > 0 else { continue }
            let text = Double(label(index, row).count) * messageCharacter
            column = max(column, Int((text + 22) / Double(lane)) + 1)
        }
        for name in lanes {
            column = max(column, Int(Double(name.count) * nameCharacter) + 40)
        }
        return column
    }

    static func label(_ index: Int, _ row: SequenceRow) -> String { "\(index + 1). \(row.selector)" }

    func html(_ rows: [SequenceRow], title: String) -> String {
        var objects: [String] = []
        for row in rows where !objects.contains(row.object) { objects.append(row.object) }
        let lanes = ["UIKit"] + objects
        let column = Self.column(rows: rows, lanes: lanes)
        let width = Self.margin * 2 + column * lanes.count
        let steps = zip(rows.indices, rows).filter { $0 == 0 || rows[$0 - 1].scenarioStep != $1.scenarioStep }.count
        let height = Self.bodyTop + Self.rowHeight * rows.count + Self.stepBand * steps + Self.margin
        func x(_ lane: Int) -> Int { Self.margin + column * lane + column / 2 }

        var out = HTMLBuilder(capacity: 900 + 400 * lanes.count + 300 * rows.count)
        // A focusable box, so that a keyboard can scroll it too.
        out.markup("<div class=\"sequence-scroll\" tabindex=\"0\">\n")
        out.markup("<svg class=\"sequence-lanes\" xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" ")
        out.markup("viewBox=\"0 0 ")
        out.number(width)
        out.markup(" ")
        out.number(Self.header)
        out.markup("\" width=\"")
        out.number(width)
        out.markup("\" height=\"")
        out.number(Self.header)
        out.markup("\">\n")
        for (lane, name) in lanes.enumerated() {
            let center = x(lane)
            out.markup("<rect class=\"lane-head\" x=\"")
            out.number(center - (column - 20) / 2)
            out.markup("\" y=\"6\" width=\"")
            out.number(column - 20)
            out.markup("\" height=\"26\" rx=\"4\"/><text class=\"lane-name\" x=\"")
            out.number(center)
            out.markup("\" y=\"24\" text-anchor=\"middle\">")
            out.text(name)
            out.markup("</text>\n")
        }
        out.markup("</svg>\n<svg class=\"sequence-diagram\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" ")
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
        for lane in lanes.indices {
            let center = x(lane)
            out.markup("<line class=\"lifeline\" x1=\"")
            out.number(center)
            out.markup("\" y1=\"0\" x2=\"")
            out.number(center)
            out.markup("\" y2=\"")
            out.number(height - 8)
            out.markup("\"/>\n")
        }
        var top = Self.bodyTop
        for (index, row) in rows.enumerated() {
            if index == 0 || rows[index - 1].scenarioStep != row.scenarioStep {
                // Which step of the scenario the callbacks below come from (launch, push, pop).
                out.markup("<line class=\"step-rule\" x1=\"")
                out.number(Self.margin)
                out.markup("\" y1=\"")
                out.number(top + 4)
                out.markup("\" x2=\"")
                out.number(width - Self.margin)
                out.markup("\" y2=\"")
                out.number(top + 4)
                out.markup("\"/><text class=\"step-name\" x=\"")
                out.number(Self.margin)
                out.markup("\" y=\"")
                out.number(top + 17)
                out.markup("\">")
                out.text(UIStrings.fill(words.sequenceStep, ["n": String(row.scenarioStep), "action": row.action]))
                out.markup("</text>\n")
                top += Self.stepBand
            }
            defer { top += Self.rowHeight }
            guard let lane = lanes.firstIndex(of: row.object) else { continue }
            let y = top + 14
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
            out.text(Self.label(index, row))
            out.markup("</text>\n")
        }
        out.markup("</svg>\n</div>\n")
        return out.html
    }
}
