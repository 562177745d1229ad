import LifelineContent
import LifelineEngine
import LifelineScenarios

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

    /// The first `excerptLength` characters of `text` with every run of white space made one
    /// space; it reads no further, so a long body costs no more than a short one.
    ///
    /// It never ends with a space, so the excerpt of an excerpt is the excerpt itself: the
    /// build cache keeps only the excerpt of a topic it does not parse again.
    public static func excerpt(of text: String) -> String {
        asciiExcerpt(of: text) ?? characterExcerpt(of: text)
    }

    /// `excerpt(of:)` character by character, for any text.
    static func characterExcerpt(of text: String) -> String {
        var out = ""
        var pendingSpace = false
        var count = 0
        for character in text {
            if character.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                guard count + 1 < excerptLength else { break }
                out.append(" ")
                count += 1
                pendingSpace = false
            }
            guard count < excerptLength else { break }
            out.append(character)
            count += 1
        }
        return out
    }

    /// `excerpt(of:)` for the common case of a text whose beginning is ASCII, byte by byte
    /// instead of by grapheme cluster (the search index asks for one per topic, every build);
    /// nil as soon as a byte is not ASCII, for the general loop to redo.
    ///
    /// In ASCII every byte is one character, except "\r\n", which is one white-space character
    /// made of two white-space bytes and so collapses the same way; the white space is the
    /// Unicode property's ASCII part: tab, line feed, vertical tab, form feed, return, space.
    static func asciiExcerpt(of text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(excerptLength)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                guard out.count + 1 < excerptLength else { break }
                out.append(0x20)
                pendingSpace = false
            }
            guard out.count < excerptLength else { break }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
