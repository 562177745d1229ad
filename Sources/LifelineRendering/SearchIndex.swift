import Foundation
import LifelineContent
import LifelineEngine
import LifelineMarkdown
import LifelineScenarios

/// The compact search index the build writes, read by the site's own small script.
///
/// It is a JavaScript file (`search-index.js`) that assigns one value, so the search page
/// works from a local folder as well as from a server, without a network request. Each
/// entry is `[title, url, selectors, swift spellings, summary, text, identifiers]`: `text` is
/// the excerpt of the page's first words, and `identifiers` the distinct identifiers of its
/// whole text (`SearchTerms`), so a page is found by a selector on any line while the index
/// holds each once; urls are relative to the site's root.
public enum SearchIndex {
    public static let path = "search-index.js"

    /// The index of `knowledgeBase`'s pages in `language`. A translated page's identifiers
    /// also hold the pairs of Chinese characters of its whole text (`CJKSearchTerms`), so a
    /// Chinese word anywhere on it finds it. A callback no topic documents is summed up in
    /// `language` where `callbackSummaries` has it (selector → text), and in English otherwise.
    public static func script(
        for knowledgeBase: KnowledgeBase, scenarios: [Scenario], language: SiteLanguage = .english,
        callbackSummaries: [String: String] = [:]
    ) -> String {
        // One buffer for the whole file: a string per field and per row, joined, was a large
        // part of an incremental build.
        var out: [UInt8] = []
        out.reserveCapacity(knowledgeBase.topics.count * (SearchExcerpt.length + 200))
        out += header
        var first = true
        func add(_ row: [UInt8]) {
            if !first { out += [UInt8(ascii: ","), UInt8(ascii: "\n")] }
            first = false
            out += row
        }
        for topic in knowledgeBase.topics { add(row(for: topic, addingCJKTermsOf: language.writesWithoutSpaces)) }
        var documented: Set<String> = []
        for topic in knowledgeBase.topics {
            switch topic.details {
            case .callback(let facts), .delegateMethod(let facts): documented.insert(facts.selector)
            default: break
            }
        }
        for callback in undocumentedCallbacks(documented: documented.contains) {
            add(
                row(
                    callback.selector, SitePaths.callbacks + "#letter-" + callback.selector.prefix(1).uppercased(),
                    callback.selector, callback.swift, callbackSummaries[callback.selector] ?? callback.summary, "",
                    ""))
        }
        for scenario in scenarios {
            add(
                row(
                    scenario.title, SitePaths.scenario(scenario.id), "", "",
                    UIStrings.fill(
                        UIStrings.of(language).scenarioSearchSummary,
                        ["platform": EvidenceText.platform(scenario.platform)]), "", ""))
        }
        out += footer
        return String(decoding: out, as: UTF8.self)
    }

    /// The number of entries `script(for:scenarios:)` writes, a line each: one per topic, per
    /// callback no topic documents (`documented` says which selectors one does) and per
    /// scenario.
    public static func entryCount(topicCount: Int, documented: (String) -> Bool, scenarioCount: Int) -> Int {
        topicCount + undocumentedCallbacks(documented: documented).count + scenarioCount
    }

    /// The index `script` with the entries of some topics written again, each given by its
    /// position in the knowledge base's order (which is also its line, after the first).
    ///
    /// An incremental build whose topics kept their front matter keeps every entry's place, so
    /// it rewrites only the lines of the changed topics instead of the whole file. Nil when
    /// `script` does not have the shape `script(for:scenarios:)` gives `entryCount` entries:
    /// the caller then writes the whole index.
    public static func replacingEntries(
        _ topics: [(position: Int, topic: Topic)], in script: [UInt8], entryCount: Int
    ) -> [UInt8]? {
        guard script.starts(with: header), script.count >= header.count + footer.count,
            script[(script.count - footer.count)...].elementsEqual(footer)
        else { return nil }
        // Where each entry's line ends; JSON strings escape every newline, so each line is one
        // entry, followed by a comma unless it is the last.
        let newline = UInt8(ascii: "\n")
        var lineEnds: [Int] = []
        lineEnds.reserveCapacity(entryCount)
        script.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = header.count
            let end = bytes.count - footer.count + 1
            while offset < end, let found = memchr(base + offset, Int32(newline), end - offset) {
                offset = base.distance(to: UnsafeRawPointer(found))
                lineEnds.append(offset)
                offset += 1
            }
        }
        guard lineEnds.count == entryCount, entryCount > 0 else { return nil }
        var rows: [(start: Int, end: Int, row: [UInt8])] = []
        for (position, topic) in topics.sorted(by: { $0.position < $1.position }) {
            guard lineEnds.indices.contains(position) else { return nil }
            let start = position == 0 ? header.count : lineEnds[position - 1] + 1
            // Every line but the last ends with the comma that separates it from the next.
            let end = position < entryCount - 1 ? lineEnds[position] - 1 : lineEnds[position]
            guard start >= (rows.last?.end ?? 0), start <= end else { return nil }
            rows.append((start, end, row(for: topic)))
        }
        // An edit below a page's first words, which touches no identifier, leaves its entry as
        // it was: the index is then returned as it is, and not copied.
        if rows.allSatisfy({ script[$0.start..<$0.end].elementsEqual($0.row) }) { return script }
        var out: [UInt8] = []
        out.reserveCapacity(script.count + topics.count * 256)
        var copied = 0
        for (start, end, row) in rows {
            out += script[copied..<start]
            out += row
            copied = end
        }
        out += script[copied...]
        return out
    }

    /// One topic's entry, a JSON array without the separator that follows it.
    static func row(for topic: Topic, addingCJKTermsOf cjk: Bool = false) -> [UInt8] {
        var selector = ""
        var swift = ""
        switch topic.details {
        case .callback(let facts), .delegateMethod(let facts):
            selector = facts.selector
            if let callback = CallbackRegistry.callback(selector: facts.selector) { swift = callback.swift }
        default:
            break
        }
        return row(
            topic.title, SitePaths.topic(topic), selector, swift, topic.summary ?? "",
            excerpt(of: topic.markdown.plainText),
            cjk
                ? topic.markdown.searchTerms.identifiers + " " + CJKSearchTerms.of(topic.body)
                : topic.markdown.searchTerms.identifiers)
    }

    private static func row(_ fields: String...) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(fields.reduce(2) { $0 + $1.utf8.count + 3 })
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.append(field, insideScript: true, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// Callbacks no topic documents get an entry of their own, pointing at the callback index.
    static func undocumentedCallbacks(documented: (String) -> Bool) -> [Callback] {
        CallbackRegistry.all.filter { !$0.selector.isEmpty && !documented($0.selector) }
    }

    private static let header = Array("window.LIFELINE_SEARCH={\"version\":2,\"pages\":[\n".utf8)
    private static let footer = Array("\n]};\n".utf8)

    /// The search excerpt of `text` (see `SearchExcerpt`); topics carry theirs already.
    public static func excerpt(of text: String) -> String { SearchExcerpt.of(text) }
}
