import LifelineContent
import LifelineEngine
import LifelineMarkdown
import LifelineScenarios

/// The compact search index the build writes, read by the site's own small script.
///
/// It is a JavaScript file (`search-index.js`) that assigns one value, so the search page
/// works from a local folder as well as from a server, without a network request. Each
/// entry is `[title, url, selectors, swift spellings, summary, text]`; urls are relative to
/// the site's root.
public enum SearchIndex {
    public static let path = "search-index.js"

    public static func script(for knowledgeBase: KnowledgeBase, scenarios: [Scenario]) -> String {
        var entries: [[String]] = []
        for topic in knowledgeBase.topics {
            var selectors: [String] = []
            var swift: [String] = []
            switch topic.details {
            case .callback(let facts), .delegateMethod(let facts):
                selectors.append(facts.selector)
                if let callback = CallbackRegistry.callback(selector: facts.selector) { swift.append(callback.swift) }
            default:
                break
            }
            let text = excerpt(of: topic.markdown.plainText)
            entries.append([
                topic.title, SitePaths.topic(topic), selectors.joined(separator: " "), swift.joined(separator: " "),
                topic.summary ?? "", text,
            ])
        }
        let documented = Set(entries.map { $0[2] })
        for callback in CallbackRegistry.all where !documented.contains(callback.selector) {
            entries.append([
                callback.selector, SitePaths.callbacks + "#letter-" + callback.selector.prefix(1).uppercased(),
                callback.selector, callback.swift, callback.summary, "",
            ])
        }
        for scenario in scenarios {
            entries.append([scenario.title, SitePaths.scenario(scenario.id), "", "", "Scenario \(scenario.id)", ""])
        }
        let rows = entries.map { "[" + $0.map { JSONText.quoted($0, insideScript: true) }.joined(separator: ",") + "]" }
        return "window.LIFELINE_SEARCH={\"version\":1,\"pages\":[\n" + rows.joined(separator: ",\n") + "\n]};\n"
    }

    /// The search excerpt of `text` (see `SearchExcerpt`); topics carry theirs already.
    public static func excerpt(of text: String) -> String { SearchExcerpt.of(text) }
}
