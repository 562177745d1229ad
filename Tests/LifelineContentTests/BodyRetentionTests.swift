import LifelineContent
import Testing

/// A loader drops a body only where nothing after parsing reads it: a page with prepared HTML
/// and no raw HTML is rendered from that HTML, never from its text.
@Suite struct BodyRetentionTests {
    static func topic(body: String, preparingHTML: Bool = true) throws -> Topic {
        let text = "---\nid: a\ntitle: A\nkind: concept\nsection: s\n---\n" + body + "\n"
        return try #require(
            TopicParser.parse(text, path: "Content/a.md", contentPath: "a.md", preparingHTML: preparingHTML).0)
    }

    @Test func keepsEveryBodyWhenAskedTo() throws {
        let topic = try Self.topic(body: "Plain text.")
        #expect(BodyRetention.all.apply(to: topic)?.body == "Plain text.")
    }

    @Test func dropsEveryBodyForACheck() throws {
        for topic in [try Self.topic(body: "Plain text."), try Self.topic(body: "Raw <b>html</b>.")] {
            #expect(BodyRetention.none.apply(to: topic)?.body == "")
        }
    }

    @Test func keepsForRenderingOnlyTheBodiesAPageIsRenderedFrom() throws {
        let plain = try Self.topic(body: "Plain *text*.")
        #expect(plain.markdown.prepared != nil)
        #expect(BodyRetention.forRendering.apply(to: plain)?.body == "")

        // With `--allow-raw-html`, a page holding raw HTML is rendered from its text.
        let raw = try Self.topic(body: "Raw <b>html</b>.")
        #expect(raw.markdown.prepared?.containsRawHTML == true)
        #expect(BodyRetention.forRendering.apply(to: raw)?.body == "Raw <b>html</b>.")

        // Without prepared HTML (a parse that did not prepare it, or forged markers), too.
        let unprepared = try Self.topic(body: "Plain text.", preparingHTML: false)
        #expect(unprepared.markdown.prepared == nil)
        #expect(BodyRetention.forRendering.apply(to: unprepared)?.body == "Plain text.")
    }

    @Test func leavesEverythingButTheBodyAsItWas() throws {
        let topic = try Self.topic(body: "# Heading\n\nSee [b](b.md) and `viewDidLoad`.")
        var dropped = try #require(BodyRetention.none.apply(to: topic))
        dropped.body = topic.body
        #expect(dropped == topic)
    }
}
