import LifelineEngine

/// The application state machine as SVG, drawn from the engine's transition table: states
/// as nodes, and on each edge the events that take it with the delegate methods they call.
/// A table below lists the same edges for screen readers and for copying.
struct StateMachineDiagram {
    var table: AppTransitionTable

    static let positions: [AppState: (x: Int, y: Int)] = [
        .notRunning: (340, 40), .inactive: (110, 250), .active: (570, 250), .background: (110, 580),
        .suspended: (570, 580),
    ]

    func html() -> String {
        let lifecycle = table.lifecycle == .scenes ? "scene-based apps" : "apps without scenes"
        let title = "Application state machine for \(lifecycle) on \(EvidenceText.platform(table.platform))"
        var edges: [String: [AppTransition]] = [:]
        var order: [String] = []
        for transition in table.transitions where transition.from != transition.to {
            let key = "\(transition.from.rawValue)>\(transition.to.rawValue)"
            if edges[key] == nil { order.append(key) }
            edges[key, default: []].append(transition)
        }
        var body = ""
        // Everything drawn so far, for placing labels clear of it and sizing the picture.
        var taken = AppState.allCases.compactMap { Self.positions[$0] }.map {
            Box(minX: Double($0.x - 70), minY: Double($0.y - 22), maxX: Double($0.x + 70), maxY: Double($0.y + 22))
        }
        var bounds = taken
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
            body +=
                "<path class=\"edge\" d=\"M\(start.x) \(start.y) Q\(cx) \(cy) \(end.x) \(end.y)\" marker-end=\"url(#arrow)\"/>\n"
            bounds.append(Box(minX: Double(cx), minY: Double(cy), maxX: Double(cx), maxY: Double(cy)))
            let lines = labels(group).flatMap { Self.wrap($0) }
            let box = Self.place(lines, near: (Double(cx), Double(cy)), clearOf: taken)
            taken.append(box)
            bounds.append(box)
            for (line, text) in lines.enumerated() {
                let y = Int(box.minY + Double(line) * Self.lineHeight + Self.baseline)
                body +=
                    "<text class=\"edge-label\" x=\"\(cx)\" y=\"\(y)\" text-anchor=\"middle\">\(HTML.escape(text))</text>\n"
            }
        }
        for state in AppState.allCases {
            guard let point = Self.positions[state] else { continue }
            body +=
                "<rect class=\"state\" x=\"\(point.x - 70)\" y=\"\(point.y - 22)\" width=\"140\" height=\"44\" rx=\"22\"/>"
            body +=
                "<text class=\"state-name\" x=\"\(point.x)\" y=\"\(point.y + 5)\" text-anchor=\"middle\">\(state.rawValue)</text>\n"
        }
        // The picture is as large as what is drawn, so no label is cut at its edge.
        let margin = 8.0
        let minX = Int((bounds.map(\.minX).min() ?? 0) - margin)
        let minY = Int((bounds.map(\.minY).min() ?? 0) - margin)
        let width = Int((bounds.map(\.maxX).max() ?? 0) + margin) - minX
        let height = Int((bounds.map(\.maxY).max() ?? 0) + margin) - minY
        var svg = "<svg class=\"state-machine\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
        svg += "viewBox=\"\(minX) \(minY) \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">\n"
        svg += "<title>\(HTML.escape(title))</title>\n"
        svg +=
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
        svg += "orient=\"auto-start-reverse\"><path class=\"arrow-head\" d=\"M0 0 L10 5 L0 10 z\"/></marker></defs>\n"
        svg += body
        svg += "</svg>\n"
        return
            "<figure class=\"diagram state-machine-figure\">\n<figcaption>\(HTML.escape(title)), drawn from the engine's "
            + "transition table</figcaption>\n<div class=\"diagram-scroll\">\(svg)</div>\n\(tableHTML())</figure>\n"
    }

    /// `home, lock: willResignActive, didEnterBackground`: the events of one edge and,
    /// shortened, the methods they call; events calling the same methods share a label (the
    /// table under the diagram spells them out in full).
    private func labels(_ transitions: [AppTransition]) -> [String] {
        var events: [String: [String]] = [:]
        var order: [String] = []
        for transition in transitions {
            let methods = transition.steps.map { Self.short($0.callback.selector) }.joined(separator: ", ")
            if events[methods] == nil { order.append(methods) }
            events[methods, default: []].append(transition.event.rawValue)
        }
        return order.map { methods in
            let names = (events[methods] ?? []).joined(separator: ", ")
            return methods.isEmpty ? "\(names) (silent)" : "\(names): \(methods)"
        }
    }

    /// Edge labels: 10.5 px monospace (see site.css), 0.6 em a character.
    static let characterWidth = 6.4
    static let lineHeight = 13.0
    static let baseline = 10.0

    /// A label cut into lines of at most `width` characters, between words.
    static func wrap(_ text: String, width: Int = 34) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Where a label's lines go: centred on its edge's bend, or moved up or down, a few
    /// pixels at a time, until it is clear of the states and of the labels placed before.
    static func place(_ lines: [String], near center: (x: Double, y: Double), clearOf taken: [Box]) -> Box {
        let width = Double(lines.map(\.count).max() ?? 0) * characterWidth
        let height = Double(lines.count) * lineHeight
        func box(_ offset: Double) -> Box {
            Box(
                minX: center.x - width / 2, minY: center.y - height / 2 + offset, maxX: center.x + width / 2,
                maxY: center.y + height / 2 + offset)
        }
        for step in 0...60 {
            let offset = Double((step + 1) / 2) * (step % 2 == 0 ? -6 : 6)
            let candidate = box(offset)
            if !taken.contains(where: { $0.overlaps(candidate, padding: 3) }) { return candidate }
        }
        return box(0)
    }

    struct Box {
        var minX, minY, maxX, maxY: Double

        func overlaps(_ other: Box, padding: Double) -> Bool {
            minX - padding < other.maxX && other.minX - padding < maxX && minY - padding < other.maxY
                && other.minY - padding < maxY
        }
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
