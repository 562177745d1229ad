import LifelineContent
import LifelineEngine

/// The compact search index the build writes, read by the site's own small script.
///
/// It is a JavaScript file (`search-index.js`) that assigns one value, so the search page
/// works from a local folder as well as from a server, without a network request. Each
/// entry is `[title, url, selectors, swift spellings, summary, text]`; urls are relative to
/// the site's root.
public enum SearchIndex {
    public static let path = "search-index.js"

    static let excerptLength = 400

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
            let text = topic.markdown.plainText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            entries.append([
                topic.title, SitePaths.topic(topic), selectors.joined(separator: " "), swift.joined(separator: " "),
                topic.summary ?? "", String(text.prefix(excerptLength)),
            ])
        }
        for callback in CallbackRegistry.all where !entries.contains(where: { $0[2] == callback.selector }) {
            entries.append([
                callback.selector, SitePaths.callbacks + "#letter-" + callback.selector.prefix(1).uppercased(),
                callback.selector, callback.swift, callback.summary, "",
            ])
        }
        for scenario in scenarios {
            entries.append([scenario.title, SitePaths.scenario(scenario.id), "", "", "Scenario \(scenario.id)", ""])
        }
        let rows = entries.map { "[" + $0.map(JSONString.quote).joined(separator: ",") + "]" }
        return "window.LIFELINE_SEARCH={\"version\":1,\"pages\":[\n" + rows.joined(separator: ",\n") + "\n]};\n"
    }
}

/// JSON string literals, escaped so the index is valid JavaScript and cannot close a
/// `<script>` element early.
enum JSONString {
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
