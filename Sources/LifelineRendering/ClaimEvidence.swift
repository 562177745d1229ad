import LifelineEngine
import LifelineScenarios

/// The evidence line of a claim box: for each run of versions backed alike, what backs them,
/// with links to the logs' pages; then, when logs back some of it, the claimed callbacks that
/// no kept log shows, whose place is inferred on every version. (Without any log the level
/// already says as much of every callback.)
struct ClaimEvidence {
    var page: String

    /// The line in `ui`'s words, which are a parameter rather than a property: a figure makes
    /// this for every claim, and storing the words copied all of them each time.
    func html(_ backings: [EvidenceIndex.Backing], in ui: UIStrings = .english) -> String {
        var groups: [(first: Platform, last: Platform, backing: EvidenceIndex.Backing)] = []
        for backing in backings {
            if let last = groups.last, last.backing.level == backing.level,
                last.backing.observations.map(\.id) == backing.observations.map(\.id)
            {
                groups[groups.count - 1].last = backing.platform
            } else {
                groups.append((backing.platform, backing.platform, backing))
            }
        }
        let index = SitePaths.relative(from: page, to: SitePaths.evidence)
        let parts = groups.map { group -> String in
            let backing = group.backing
            var text =
                "<span class=\"evidence-\(backing.level.rawValue)\">"
                + HTML.escape(EvidenceText.platforms(group.first, group.last)) + ": "
                + EvidenceText.level(backing.level, count: backing.observations.count, in: ui) + "</span>"
            let logLinks = backing.observations.prefix(4).map { observation in
                let href = SitePaths.relative(from: page, to: SitePaths.observation(observation.id))
                return "<a href=\"\(HTML.escape(href))\" title=\"\(HTML.escape(observation.title))\">"
                    + HTML.escape(EvidenceText.version(observation.version, in: ui)) + "</a>"
            }
            let documents =
                backing.level == .documentation
                ? backing.documentation.prefix(2).map { document in
                    "<a href=\"\(HTML.escape(document.url))\">\(HTML.escape(document.title))</a>"
                } : []
            let links = logLinks + documents
            if !links.isEmpty {
                text += " (" + links.joined(separator: ", ")
                text += backing.observations.count > 4 ? ", …)" : ")"
            }
            return text
        }
        var unlogged = ""
        let someLogs = backings.contains { $0.level == .logs || $0.level == .otherVersions }
        if someLogs, let callbacks = backings.first?.unlogged, !callbacks.isEmpty {
            unlogged =
                " · <span class=\"evidence-inferred\">\(HTML.escape(ui.notInAnyLog))"
                + callbacks.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: ", ") + "</span>"
        }
        return "<p class=\"evidence\"><a href=\"\(HTML.escape(index))\">\(ui.evidence)</a>: "
            + parts.joined(separator: " · ") + unlogged + "</p>"
    }
}
