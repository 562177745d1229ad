import LifelineEngine

/// The window-level stack as SVG, from the engine's values: higher levels are drawn in
/// front, and windows of one level stack by the order they were shown.
struct WindowLevelDiagram {
    var words: DiagramWords = .english

    static let levels: [(name: String, level: WindowLevel)] = [
        ("alert", .alert), ("statusBar", .statusBar), ("normal", .normal),
    ]

    func html() -> String {
        var svg =
            "<svg class=\"window-levels\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 560 310\" "
        svg += "width=\"560\" height=\"310\">\n<title>\(HTML.escape(words.windowLevelsTitle))</title>\n"
        // Painted back to front, so the higher level covers the ones below it.
        for (offset, entry) in Self.levels.enumerated().reversed() {
            let x = 40 + offset * 40
            let y = 30 + offset * 80
            // The layer in front covers the top 30 px of the one behind it: the text goes below.
            let top = y + (offset == 0 ? 0 : 30)
            svg += "<rect class=\"window-layer\" x=\"\(x)\" y=\"\(y)\" width=\"360\" height=\"110\" rx=\"8\"/>"
            svg += "<text class=\"layer-name\" x=\"\(x + 16)\" y=\"\(top + 28)\">\(entry.name)</text>"
            let value = UIStrings.fill(words.windowLevelValue, ["n": String(Int(entry.level.rawValue))])
            svg += "<text class=\"layer-value\" x=\"\(x + 16)\" y=\"\(top + 50)\">\(HTML.escape(value))</text>\n"
        }
        svg += "<text class=\"layer-note\" x=\"520\" y=\"60\" text-anchor=\"middle\">"
        svg += "\(HTML.escape(words.windowLevelsFront))</text>"
        svg += "<text class=\"layer-note\" x=\"520\" y=\"260\" text-anchor=\"middle\">"
        svg += "\(HTML.escape(words.windowLevelsBack))</text>\n</svg>\n"
        return "<figure class=\"diagram\">\n<figcaption>\(HTML.escape(words.windowLevelsCaption))</figcaption>\n"
            + "<div class=\"diagram-scroll\">\(svg)</div>\n</figure>\n"
    }
}
