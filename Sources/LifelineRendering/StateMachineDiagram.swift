import LifelineEngine

/// The application state machine as SVG, drawn from the engine's transition table: states
/// as nodes, and on each edge the events that take it with the delegate methods they call.
/// A table below lists the same edges for screen readers and for copying.
struct StateMachineDiagram {
    var table: AppTransitionTable

    static let width = 680
    static let height = 640
    static let positions: [AppState: (x: Int, y: Int)] = [
        .notRunning: (340, 40), .inactive: (110, 250), .active: (570, 250), .background: (110, 580),
        .suspended: (570, 580),
    ]

    func html() -> String {
        let lifecycle = table.lifecycle == .scenes ? "scene-based apps" : "apps without scenes"
        let title = "Application state machine for \(lifecycle) on \(table.platform)"
        var edges: [String: [AppTransition]] = [:]
        var order: [String] = []
        for transition in table.transitions where transition.from != transition.to {
            let key = "\(transition.from.rawValue)>\(transition.to.rawValue)"
            if edges[key] == nil { order.append(key) }
            edges[key, default: []].append(transition)
        }
        var svg =
            "<svg class=\"state-machine\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 \(Self.width) \(Self.height)\" "
        svg += "width=\"\(Self.width)\" height=\"\(Self.height)\">\n<title>\(HTML.escape(title))</title>\n"
        svg +=
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
        svg += "orient=\"auto-start-reverse\"><path class=\"arrow-head\" d=\"M0 0 L10 5 L0 10 z\"/></marker></defs>\n"
        for key in order {
            guard let group = edges[key], let first = group.first, let from = Self.positions[first.from],
                let to = Self.positions[first.to]
            else { continue }
            // Bend each edge to its right, so A→B and B→A do not overlap.
            let dx = Double(to.x - from.x)
            let dy = Double(to.y - from.y)
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            let bend = 38.0
            let cx = Int(Double(from.x + to.x) / 2 - dy / length * bend)
            let cy = Int(Double(from.y + to.y) / 2 + dx / length * bend)
            let start = shorten(from, toward: (cx, cy))
            let end = shorten(to, toward: (cx, cy))
            svg +=
                "<path class=\"edge\" d=\"M\(start.x) \(start.y) Q\(cx) \(cy) \(end.x) \(end.y)\" marker-end=\"url(#arrow)\"/>\n"
            let labels = group.map(label)
            for (line, text) in labels.enumerated() {
                let y = cy - (labels.count - 1) * 7 + line * 14
                svg +=
                    "<text class=\"edge-label\" x=\"\(cx)\" y=\"\(y)\" text-anchor=\"middle\">\(HTML.escape(text))</text>\n"
            }
        }
        for state in AppState.allCases {
            guard let point = Self.positions[state] else { continue }
            svg +=
                "<rect class=\"state\" x=\"\(point.x - 70)\" y=\"\(point.y - 22)\" width=\"140\" height=\"44\" rx=\"22\"/>"
            svg +=
                "<text class=\"state-name\" x=\"\(point.x)\" y=\"\(point.y + 5)\" text-anchor=\"middle\">\(state.rawValue)</text>\n"
        }
        svg += "</svg>\n"
        return
            "<figure class=\"diagram state-machine-figure\">\n<figcaption>\(HTML.escape(title)), drawn from the engine's "
            + "transition table</figcaption>\n<div class=\"diagram-scroll\">\(svg)</div>\n\(tableHTML())</figure>\n"
    }

    /// `home: willResignActive, didEnterBackground`: the event and, shortened, the methods it
    /// calls (the table under the diagram spells them out in full).
    private func label(_ transition: AppTransition) -> String {
        let methods = transition.steps.map { Self.short($0.callback.selector) }
        return methods.isEmpty
            ? "\(transition.event.rawValue) (silent)"
            : "\(transition.event.rawValue): \(methods.joined(separator: ", "))"
    }

    /// `applicationWillResignActive:` → `willResignActive`; `application:didFinishLaunchingWithOptions:` →
    /// `didFinishLaunching`; `sceneDidBecomeActive:` stays `sceneDidBecomeActive`.
    static func short(_ selector: String) -> String {
        var name = Substring(selector)
        if name.hasPrefix("application:") { name = name.dropFirst("application:".count) }
        if name.hasPrefix("application"), let first = name.dropFirst("application".count).first {
            name = Substring(first.lowercased()) + name.dropFirst("application".count + 1)
        }
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        if name.hasSuffix("WithOptions") { name = name.dropLast("WithOptions".count) }
        return String(name)
    }

    private func shorten(_ point: (x: Int, y: Int), toward control: (Int, Int)) -> (x: Int, y: Int) {
        let dx = Double(control.0 - point.x)
        let dy = Double(control.1 - point.y)
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        let scale = min(1, 40 / length)
        return (point.x + Int(dx * scale), point.y + Int(dy * scale))
    }

    private func tableHTML() -> String {
        var out = "<div class=\"table-scroll\"><table class=\"transitions\">\n<caption>Every transition</caption>\n"
        out += "<thead><tr><th scope=\"col\">From</th><th scope=\"col\">Event</th><th scope=\"col\">To</th>"
        out += "<th scope=\"col\">Callbacks, in order</th></tr></thead>\n<tbody>\n"
        for transition in table.transitions {
            let methods = transition.steps.map { "<code>\(HTML.escape($0.callback.selector))</code>" }
            out += "<tr><th scope=\"row\">\(transition.from.rawValue)</th><td>\(transition.event.rawValue)</td>"
            out +=
                "<td>\(transition.to.rawValue)</td><td>\(methods.isEmpty ? "none" : methods.joined(separator: " → "))</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }
}
