import Foundation
import LifelineEngine
import LifelineSite
import Testing

@testable import LifelineRendering

/// What a reader sees on the pages of the real content: no internal spelling shows through.
@Suite("Visible text of the site")
struct VisibleTextTests {
    /// The repository's own Content/ built once into a temporary folder, as page → visible text.
    actor RealSite {
        static let shared = RealSite()
        private var pages: [String: String]?

        func visiblePages() async throws -> [String: String] {
            try await htmlPages().mapValues(VisibleTextTests.visibleText)
        }

        func htmlPages() async throws -> [String: String] {
            if let pages { return pages }
            let fixture = try SiteFixture("basic")
            defer { fixture.remove() }
            let options = SiteBuilder.Options(
                contentDirectory: SiteFixture.repositoryRoot.appendingPathComponent("Content").path,
                templatesDirectory: fixture.templates, outputDirectory: fixture.output)
            let outcome = try await SiteBuilder(options: options).build()
            guard outcome.written else { throw BuildFailed(diagnostics: "\(outcome.diagnostics)") }
            var built: [String: String] = [:]
            for page in fixture.files(under: "Site") where page.hasSuffix(".html") {
                built[page] = try fixture.read("Site/\(page)")
            }
            pages = built
            return built
        }
    }

    struct BuildFailed: Error {
        var diagnostics: String
    }

    /// The text of `html` a reader sees: no tags, attributes, scripts or styles, and no code,
    /// where an id is what the reader should type.
    static func visibleText(_ html: String) -> String {
        var text = html
        for pattern in [
            "(?s)<script\\b.*?</script>", "(?s)<style\\b.*?</style>", "(?s)<code\\b.*?</code>", "(?s)<pre\\b.*?</pre>",
            "<[^>]*>",
        ] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text
    }

    static func occurrences(of pattern: String, in pages: [String: String]) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return pages.sorted { $0.key < $1.key }.flatMap { page, text -> [String] in
            regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).prefix(2).compactMap { match in
                guard let range = Range(match.range, in: text) else { return nil }
                let from = text.index(range.lowerBound, offsetBy: -40, limitedBy: text.startIndex) ?? text.startIndex
                return "\(page): …\(text[from..<range.upperBound])"
            }
        }
    }

    /// A Chinese page says the site's own words in Chinese: no piece of its text between two
    /// tags is one of the English site's words (a breadcrumb "Scenarios", a table cell "yes",
    /// a diagram's "Step 2: push", a callback's sentence), whole or, for words with a
    /// `{placeholder}`, with anything in its place and no Chinese in the piece (a Chinese title
    /// may start with `push`). The words are those of `UIStrings`, of the values it holds (the
    /// diagrams', the scenario steps') and the engine's callback summaries. What says it is in
    /// English (`lang="en"`) is left out, and so is what names an object of a scenario (code, a
    /// trace's row headings, a diagram's lanes, messages, states and layers, a setup's
    /// values), where "Home" or "Window" is a name, not a word, and the titles of sources and
    /// pages outside the site.
    @Test func chinesePagesShowNoEnglishSiteWord() async throws {
        func words(_ value: Any) -> Set<String> {
            var found: Set<String> = []
            for child in Mirror(reflecting: value).children {
                if let text = child.value as? String {
                    let trimmed = text.trimmingCharacters(in: .whitespaces)
                    if trimmed.filter(\.isLetter).count > 1 { found.insert(trimmed) }
                } else if child.value is DiagramWords || child.value is ScenarioWords {
                    found.formUnion(words(child.value))
                }
            }
            return found
        }
        let english = words(UIStrings.english).subtracting(words(UIStrings.simplifiedChinese))
            .union(CallbackRegistry.all.map(\.summary))
        let whole = english.filter { !$0.contains("{") }
        // "Step {n}: {action}" is found as "Step 2: push": each placeholder stands for some text.
        // (Matched by hand: one regular expression of every template leaked its pattern's copy
        // in Foundation, which LeakSanitizer reports.)
        let templates = english.filter { $0.contains("{") }.sorted().map(Self.literals)
        #expect(templates.contains { Self.piece("Step 2: push", fills: $0) })
        var found: [String] = []
        for (page, html) in try await RealSite.shared.htmlPages().sorted(by: { $0.key < $1.key })
        where page.hasPrefix("zh-Hans/") && !html.contains("<div lang=\"en\">") {
            var text = html
            for pattern in [
                "(?s)<script\\b.*?</script>", "(?s)<code\\b.*?</code>", "(?s)<pre\\b.*?</pre>",
                "(?s)<text class=\"(?:lane-name|message|state-name|layer-name)\"[^>]*>.*?</text>",
                "(?s)<th scope=\"row\">.*?</th>", "(?s)<dd>.*?</dd>", "(?s)<a href=\"https?:[^\"]*\">.*?</a>",
                "(?s)<section class=\"sources\".*?</section>",
                "(?s)<td lang=\"en\">.*?</td>",
            ] {
                text = text.replacingOccurrences(of: pattern, with: "<>", options: .regularExpression)
            }
            let pieces = text.replacingOccurrences(of: "<[^>]*>", with: "\u{1}", options: .regularExpression)
                .split(separator: "\u{1}").map { piece in
                    piece.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "&#39;", with: "'")
                        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
                }
            let english = pieces.filter { piece in
                whole.contains(piece)
                    || (!piece.unicodeScalars.contains { $0.properties.isIdeographic }
                        && templates.contains { Self.piece(piece, fills: $0) })
            }
            found += Set(english).sorted().map { "\(page): \($0)" }
        }
        #expect(found.isEmpty, "\(found.count) English site words on Chinese pages, such as \(found.prefix(8))")
    }

    /// The text of a template around its `{placeholders}`: `["Step ", ": ", ""]`.
    static func literals(_ template: String) -> [String] {
        template.replacingOccurrences(of: "\\{[A-Za-z]+\\}", with: "\u{1}", options: .regularExpression)
            .split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `piece` is the template of `literals` with at least one character in place of
    /// each placeholder. Each literal is taken where it first fits: that leaves the most room
    /// for the ones after it, so no other choice can match where this one fails.
    static func piece(_ piece: String, fills literals: [String]) -> Bool {
        guard let first = literals.first, let last = literals.last, literals.count > 1, piece.hasPrefix(first)
        else { return false }
        var rest = piece.dropFirst(first.count)
        for literal in literals.dropFirst().dropLast() {
            guard !rest.isEmpty, let found = rest.dropFirst().range(of: literal) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count > last.count && rest.hasSuffix(last)
    }

    @Test func aPieceFillsATemplateOnlyWithTextInEveryPlaceholder() {
        let step = Self.literals("Step {n}: {action}")
        #expect(step == ["Step ", ": ", ""])
        #expect(Self.piece("Step 2: push", fills: step))
        #expect(Self.piece("Step 12: a: b", fills: step))
        #expect(!Self.piece("Step : push", fills: step))
        #expect(!Self.piece("Step 2: ", fills: step))
        #expect(!Self.piece("第 2 步：push", fills: step))
        let on = Self.literals("{title} on {platform}")
        #expect(Self.piece("Launch on iOS 17", fills: on))
        #expect(!Self.piece(" on iOS 17", fills: on) && !Self.piece("Launch on ", fills: on))
    }

    @Test func theRealContentBuilds() async throws {
        #expect(try await RealSite.shared.visiblePages().count > 200)
    }

    /// Versions read "iOS 17" on every page, never the scenario files' `ios17`. A source's
    /// address is shown as it is, and may hold such a word (`…-of-ios5`).
    @Test func noPageShowsARawPlatformID() async throws {
        let pages = try await RealSite.shared.visiblePages().mapValues {
            $0.replacingOccurrences(of: "https?://[^\\s<]+", with: " ", options: .regularExpression)
        }
        let found = try Self.occurrences(of: "\\bios[0-9]", in: pages)
        #expect(found.isEmpty, "\(found.count) raw platform ids, such as \(found.prefix(5))")
    }

    /// "iOS 13+" reads as "and every later version", which the engine does not model: no
    /// version the site works out (badges, the callback index, the engine's rules) is written so.
    /// Prose is the authors' ("the iOS 13+ card sheet") and is left to them.
    @Test func noGeneratedVersionRangeIsOpenEnded() async throws {
        let pages = try await RealSite.shared.htmlPages()
        let indexes = pages.filter { ["callbacks.html", "evidence/index.html"].contains($0.key) }
        try #require(indexes.count == 2)
        let found =
            try Self.occurrences(of: "class=\"badge\">[^<]*\\+", in: pages)
            + Self.occurrences(of: "<td>iOS [0-9.]+\\+", in: indexes)
        #expect(found.isEmpty, "\(found.count) open-ended ranges, such as \(found.prefix(5))")
    }

    /// A search engine or a link preview shows a page by its description.
    @Test func everyPageHasADescription() async throws {
        let pages = try await RealSite.shared.htmlPages()
        let missing = pages.keys.sorted().filter { page in
            pages[page].map { !$0.contains("<meta name=\"description\" content=\"") } ?? true
        }
        #expect(missing.isEmpty, "\(missing.count) pages without a description, such as \(missing.prefix(5))")
    }

    /// The sidebar lists no trace or evidence page, so the header's index they belong to is
    /// marked instead: a reader on a trace sees where they are.
    @Test func theHeaderMarksTheIndexAPageBelongsTo() async throws {
        let pages = try await RealSite.shared.htmlPages()
        let trace = try #require(pages["traces/push-pop.html"])
        #expect(trace.contains("aria-current=\"true\">Scenarios</a>"))
        #expect(try #require(pages["traces/index.html"]).contains("aria-current=\"page\">Scenarios</a>"))
        #expect(try #require(pages["callbacks.html"]).contains("aria-current=\"page\">Callbacks A–Z</a>"))
        #expect(try #require(pages["proven.html"]).contains("aria-current=\"true\">Evidence</a>"))
        // On the home page no index is marked (the language switch marks the page's language).
        let home = try #require(pages["index.html"])
        let indexes = try #require(home.range(of: "<nav class=\"site-nav\"")).lowerBound
        #expect(!home[indexes...].prefix { $0 != "\n" }.contains("aria-current"))
    }

    /// Sources read as posts and pages: never a copy's file name or the seed it came from.
    @Test func noPageShowsACopyFileNameOrASeedNumber() async throws {
        let found = try Self.occurrences(
            of: "[0-9]{3}_[0-9a-f]{16}\\.txt|\\bseeds? [0-9]{3}\\b", in: try await RealSite.shared.visiblePages())
        #expect(found.isEmpty, "\(found.count) internal source names, such as \(found.prefix(5))")
    }

    /// The scenario index reads in the order of its titles within each area, the areas in
    /// their fixed order.
    @Test func theScenarioIndexIsSortedByTitleWithinEachArea() async throws {
        let page = try #require(try await RealSite.shared.htmlPages()["traces/index.html"])
        let groups = page.components(separatedBy: "<section class=\"scenario-area\">").dropFirst()
        let regex = try NSRegularExpression(pattern: "<li><a href=\"[^\"]*\">([^<]*)</a>")
        var total = 0
        var names: [String] = []
        for group in groups {
            names.append(String(group.drop { $0 != ">" }.dropFirst().prefix { $0 != " " && $0 != "<" }))
            let titles = regex.matches(in: group, range: NSRange(group.startIndex..., in: group)).compactMap { match in
                Range(match.range(at: 1), in: group).map { group[$0].lowercased() }
            }
            #expect(!titles.isEmpty)
            #expect(titles == titles.sorted())
            total += titles.count
        }
        #expect(total > 50)
        let order = ScenarioArea.allCases.map { String($0.title(in: .english).prefix { $0 != " " }) }
        #expect(names == order.filter(names.contains), "areas out of order: \(names)")
    }
}
