import LifelineEngine

/// The application state machine as SVG, drawn from the engine's transition table: states
/// as nodes, and on each edge the events that take it with the delegate methods they call.
/// A table below lists the same edges for screen readers and for copying.
struct StateMachineDiagram {
    var table: AppTransitionTable
    var words: DiagramWords = .english

    /// Not running at the top left, above a row of inactive and active; background and
    /// suspended under the foreground states they come from. Most edges then join
    /// neighbours, and `Layout` spreads these positions apart when long labels need room.
    static let positions: [AppState: Point] = [
        .notRunning: Point(x: 90, y: 40), .inactive: Point(x: 330, y: 290), .active: Point(x: 660, y: 290),
        .background: Point(x: 330, y: 590), .suspended: Point(x: 660, y: 590),
    ]
    /// Half the size of a state's box.
    static let stateHalfWidth = 70.0
    static let stateHalfHeight = 22.0

    func html() -> String {
        let lifecycle = table.lifecycle == .scenes ? words.stateMachineScenes : words.stateMachineNoScenes
        let title = UIStrings.fill(
            words.stateMachineTitle, ["lifecycle": lifecycle, "platform": EvidenceText.platform(table.platform)])
        let layout = Layout(table: table, words: words)
        var body = ""
        for edge in layout.edges {
            let (start, control, end) = (edge.start, edge.control, edge.end)
            body += "<path class=\"edge\" d=\"M\(start.svg) Q\(control.svg) \(end.svg)\" marker-end=\"url(#arrow)\"/>\n"
        }
        for label in layout.labels {
            for (line, text) in label.lines.enumerated() {
                let y = Int(label.box.minY + Double(line) * Self.lineHeight + Self.baseline)
                body +=
                    "<text class=\"edge-label\" x=\"\(Int(label.box.midX))\" y=\"\(y)\" text-anchor=\"middle\">"
                    + "\(HTML.escape(text))</text>\n"
            }
        }
        for state in AppState.allCases {
            guard let box = layout.states[state] else { continue }
            body +=
                "<rect class=\"state\" x=\"\(Int(box.minX))\" y=\"\(Int(box.minY))\" width=\"\(Int(box.width))\" "
                + "height=\"\(Int(box.height))\" rx=\"\(Int(Self.stateHalfHeight))\"/>"
            body +=
                "<text class=\"state-name\" x=\"\(Int(box.midX))\" y=\"\(Int(box.midY) + 5)\" text-anchor=\"middle\">"
                + "\(state.rawValue)</text>\n"
        }
        // The picture is as large as what is drawn, so no label is cut at its edge.
        let drawn = layout.bounds
        let margin = 8.0
        let minX = Int(drawn.minX - margin)
        let minY = Int(drawn.minY - margin)
        let width = Int(drawn.maxX + margin) - minX
        let height = Int(drawn.maxY + margin) - minY
        var svg = "<svg class=\"state-machine\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
        svg += "viewBox=\"\(minX) \(minY) \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">\n"
        svg += "<title>\(HTML.escape(title))</title>\n"
        svg +=
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
        svg += "orient=\"auto-start-reverse\"><path class=\"arrow-head\" d=\"M0 0 L10 5 L0 10 z\"/></marker></defs>\n"
        svg += body
        svg += "</svg>\n"
        return
            "<figure class=\"diagram state-machine-figure\">\n<figcaption>"
            + HTML.escape(UIStrings.fill(words.stateMachineCaption, ["title": title]))
            + "</figcaption>\n<div class=\"diagram-scroll\">\(svg)</div>\n\(tableHTML())</figure>\n"
    }

    /// `home, lock: willResignActive, didEnterBackground`: the events of one edge and,
    /// shortened, the methods they call; events calling the same methods share a label (the
    /// table under the diagram spells them out in full).
    static func labels(_ transitions: [AppTransition], words: DiagramWords = .english) -> [String] {
        var events: [String: [String]] = [:]
        var order: [String] = []
        for transition in transitions {
            let methods = transition.steps.map { Self.short($0.callback.selector) }.joined(separator: ", ")
            if events[methods] == nil { order.append(methods) }
            events[methods, default: []].append(transition.event.rawValue)
        }
        return order.map { methods in
            let names = (events[methods] ?? []).joined(separator: ", ")
            return methods.isEmpty
                ? UIStrings.fill(words.stateMachineSilent, ["events": names]) : "\(names): \(methods)"
        }
    }

    /// Edge labels: 10.5 px monospace (see site.css), 0.6 em a character.
    static let characterWidth = 6.4
    static let lineHeight = 13.0
    static let baseline = 10.0

    /// How many characters of the monospace font a label line takes: a Chinese character
    /// (or any other wide one) takes two.
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { count, scalar in
            count + (scalar.properties.isIdeographic || (0xFF01...0xFF60).contains(scalar.value) ? 2 : 1)
        }
    }

    /// A label cut into lines of at most `width` characters, between words.
    static func wrap(_ text: String, width: Int = 20) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, columns(current) + 1 + columns(String(word)) > width {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `applicationWillResignActive:` → `willResignActive`; `application:didFinishLaunchingWithOptions:` →
    /// `didFinishLaunching`; `sceneDidBecomeActive:` stays `sceneDidBecomeActive`.
    static func short(_ selector: String) -> String {
        var name = Substring(selector)
        for receiver in ["application:", "scene:"] where name.hasPrefix(receiver) {
            name = name.dropFirst(receiver.count)
        }
        if name.hasPrefix("application"), let first = name.dropFirst("application".count).first {
            name = Substring(first.lowercased()) + name.dropFirst("application".count + 1)
        }
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        if name.hasSuffix("WithOptions") { name = name.dropLast("WithOptions".count) }
        return String(name)
    }

    private func tableHTML() -> String {
        var out = "<div class=\"table-scroll\"><table class=\"transitions\">\n"
        out += "<caption>\(HTML.escape(words.transitionsCaption))</caption>\n<thead><tr>"
        for heading in [words.transitionFrom, words.transitionEvent, words.transitionTo, words.transitionCallbacks] {
            out += "<th scope=\"col\">\(HTML.escape(heading))</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for transition in table.transitions {
            let methods = transition.steps.map { "<code>\(HTML.escape($0.callback.selector))</code>" }
            out += "<tr><th scope=\"row\">\(transition.from.rawValue)</th><td>\(transition.event.rawValue)</td>"
            out +=
                "<td>\(transition.to.rawValue)</td><td>\(methods.isEmpty ? HTML.escape(words.transitionNone) : methods.joined(separator: " → "))</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }
}
