import LifelineScenarios

/// The line of a claim box whose table shows part of the trace: how many of the trace's calls
/// it shows, what it leaves out, and a link to the whole trace, read from the claim's result
/// (`TraceExcerpt`) as the check left it.
///
/// Without it a "proven" table of ten calls reads as everything UIKit calls there, when the
/// claim chose ten of thirteen.
struct ExcerptNote {
    /// The scenario's trace page, relative to the page the note is on.
    var traceHref: String
    /// Whether the claim names its steps, so the count is of the calls at those steps.
    var stepsNamed: Bool

    /// The note in `ui`'s words (a parameter, as for `ClaimEvidence`).
    func html(_ excerpt: TraceExcerpt, in ui: UIStrings = .english) -> String {
        var left: [String] = []
        if !excerpt.omittedObjects.isEmpty {
            left.append(ui.excerptEveryCallOf + Self.names(excerpt.omittedObjects, and: ui.and))
        }
        // Grouped by object, in the order of each object's first left-out callback.
        var objects: [String] = []
        for callback in excerpt.omittedCallbacks where !objects.contains(callback.object) {
            objects.append(callback.object)
        }
        for object in objects {
            let selectors = excerpt.omittedCallbacks.filter { $0.object == object }.map(\.selector)
            left.append(Self.names(selectors, and: ui.and) + ui.excerptOf + "<code>\(HTML.escape(object))</code>")
        }
        let calls = excerpt.total == 1 ? "call" : "calls"
        let shows = UIStrings.fill(
            ui.excerptShows, ["shown": String(excerpt.shown), "total": String(excerpt.total), "calls": calls])
        return "<p class=\"excerpt\">\(shows)" + (stepsNamed ? ui.excerptAtSteps : "") + ui.excerptLeftOut
            + left.joined(separator: ui.excerptSeparator) + ui.sentenceEnd
            + "<a class=\"trace-link\" href=\"\(HTML.escape(traceHref))\">\(ui.wholeTrace)</a></p>"
    }

    /// Names as code, joined with commas and a final "and".
    static func names(_ names: [String], and: String = " and ") -> String {
        let coded = names.map { "<code>\(HTML.escape($0))</code>" }
        guard let last = coded.last else { return "" }
        return coded.count == 1 ? last : coded.dropLast().joined(separator: ", ") + and + last
    }
}
