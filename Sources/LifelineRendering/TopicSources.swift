import Foundation
import LifelineScenarios

/// A topic's `sources` as a reader sees them: a post the project keeps a copy of by its
/// title, author and language rather than the copy's file name, and a named Apple page
/// (`Apple: viewWillAppear(_:)`) as a link to the address the same list gives for it.
struct TopicSources {
    /// A copy's file name → where the post was published, from the observations that quote it.
    var copies: [String: Observation.Source]

    init(copies: [String: Observation.Source]) {
        self.copies = copies
    }

    init(observations: [Observation]) {
        var copies: [String: Observation.Source] = [:]
        for observation in observations {
            if let copy = observation.source.copy, copies[copy] == nil { copies[copy] = observation.source }
        }
        self.init(copies: copies)
    }

    /// Each source as `text`, `href` and `isLink` for the topic template, in the topic's order.
    func entries(_ sources: [String]) -> [[String: Any]] {
        let addresses = sources.filter(Self.isAddress)
        var used: Set<String> = []
        var entries: [(text: String, href: String)] = []
        for source in sources where !Self.isAddress(source) {
            if Self.isCopyName(source) {
                entries.append(copy(source))
            } else if let address = Self.address(naming: source, among: addresses) {
                used.insert(address)
                entries.append((source, address))
            } else {
                entries.append((source, ""))
            }
        }
        entries += addresses.filter { !used.contains($0) }.map { ($0, $0) }
        return entries.map { ["text": $0.text, "href": $0.href, "isLink": !$0.href.isEmpty] }
    }

    private func copy(_ name: String) -> (text: String, href: String) {
        guard let source = copies[name] else {
            return ("A post the project keeps a copy of (its title is not recorded)", "")
        }
        var text = source.title
        if let author = source.author { text += ", by \(author)" }
        if let language = source.language.map(Self.languageName), language != "English" { text += " (in \(language))" }
        if source.url == nil { text += "; a copy kept by the project" }
        return (text, source.url ?? "")
    }

    static func isAddress(_ text: String) -> Bool { text.hasPrefix("https://") || text.hasPrefix("http://") }

    /// `000_777fd6bad1933fe0.txt`: the file name of a copy in the project's seed material.
    static func isCopyName(_ text: String) -> Bool {
        let parts = text.split(separator: "_")
        return parts.count == 2 && parts[0].count == 3 && parts[0].allSatisfy(\.isNumber) && text.hasSuffix(".txt")
    }

    /// The address whose path ends with the name after `Apple: `, as Apple's documentation
    /// spells it: `UIApplication.State` is `…/uiapplication/state`.
    static func address(naming source: String, among addresses: [String]) -> String? {
        guard source.hasPrefix("Apple: ") else { return nil }
        let name = String(source.dropFirst("Apple: ".count).lowercased().map { $0 == "." ? "/" : $0 })
        return addresses.first { $0.lowercased().hasSuffix("/" + name) }
    }

    static func languageName(_ code: String) -> String {
        ["en": "English", "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "de": "German", "fr": "French"][code]
            ?? code
    }
}
