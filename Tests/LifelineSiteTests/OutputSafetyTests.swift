import Foundation
import LifelineSite
import Testing

@Suite("Output safety: content reaches pages only as text")
struct OutputSafetyTests {
    /// A topic, its section and its body that all try to inject a script.
    static let hostileTopic = """
        ---
        id: active
        title: <script>alert(1)</script>
        kind: concept
        section: states
        summary: <script>alert(2)</script> & "quotes"
        ---
        # <script>alert(3)</script>

        <script>alert(4)</script>

        Inline <script>alert(5)</script> too, and a [link](inactive.md "<script>alert(6)</script>").

        Harmless <mark>marked</mark> HTML.
        """

    static let hostileSections = """
        - id: states
          title: <script>alert(7)</script>
          summary: <script>alert(8)</script>
        """

    func build(_ fixture: SiteFixture, allowsRawHTML: Bool = false) async throws -> SiteBuilder.Outcome {
        try fixture.write(Self.hostileTopic, to: "Content/states/active.md")
        try fixture.write(Self.hostileSections, to: "Content/sections.yml")
        return try await SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output, allowsRawHTML: allowsRawHTML)
        ).build()
    }

    /// The files of the site that contain `needle`.
    func files(in fixture: SiteFixture, containing needle: String) throws -> [String] {
        try fixture.files(under: "Site").filter { path in
            let data = try Data(contentsOf: fixture.root.appendingPathComponent("Site/\(path)"))
            return String(decoding: data, as: UTF8.self).contains(needle)
        }
    }

    @Test func aTitleSummaryOrBodyMadeOfScriptTagsRendersAsTextInEveryFile() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let outcome = try await build(fixture)
        #expect(outcome.written, "\(outcome.diagnostics.filter { $0.severity == .error })")
        #expect(try files(in: fixture, containing: "<script>alert").isEmpty)
        // The title is still there, as text: on its page, in navigation, the index and search.
        let title = try files(in: fixture, containing: "&lt;script&gt;alert(1)")
        #expect(title.contains("states/active.html"))
        #expect(title.contains("states/index.html"))
        #expect(title.contains("states/inactive.html"))
        #expect(try files(in: fixture, containing: "&lt;script&gt;alert(7)").contains("index.html"))
        #expect(try files(in: fixture, containing: "<mark>").isEmpty)
        let search = try fixture.read("Site/search-index.js")
        #expect(search.contains("alert(1)") && !search.contains("</script"))
    }

    /// A quote followed by a combining mark is one `Character` that is not a quote: an
    /// escaper working by `Character` let it close the `content="…"` of the description.
    @Test func aQuoteWithACombiningMarkCannotCloseAnAttribute() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write(
            Self.hostileTopic.replacingOccurrences(
                of: #"summary: <script>alert(2)</script> & "quotes""#,
                with: "summary: 'x\"\u{301} onmouseover=alert(9) y=\"\u{301}'"),
            to: "Content/states/active.md")
        let outcome = try await SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output)
        ).build()
        #expect(outcome.written, "\(outcome.diagnostics.filter { $0.severity == .error })")
        let quoteAndMark = Data([UInt8(ascii: "\""), 0xCC, 0x81])
        var escaped = 0
        // The search index is script: there the quote is escaped the JSON way, `\"`.
        #expect(try fixture.read("Site/search-index.js").contains("x\\\"\u{301} onmouseover"))
        for path in fixture.files(under: "Site") where path != "search-index.js" {
            let data = try Data(contentsOf: fixture.root.appendingPathComponent("Site/\(path)"))
            #expect(data.range(of: quoteAndMark) == nil, "\(path) has a raw quote before a combining mark")
            if data.range(of: Data("&quot;\u{301} onmouseover".utf8)) != nil { escaped += 1 }
        }
        #expect(escaped > 0, "the summary is on no page")
    }

    @Test func rawHTMLInMarkdownIsWrittenOnlyWhenAllowed() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        #expect(try await build(fixture, allowsRawHTML: true).written)
        #expect(try fixture.read("Site/states/active.html").contains("<mark>marked</mark>"))
        // Front-matter values stay escaped whatever the setting, and GFM's tag filter still
        // disarms script, style and iframe tags written in the body.
        #expect(try files(in: fixture, containing: "<script>alert").isEmpty)
    }
}
