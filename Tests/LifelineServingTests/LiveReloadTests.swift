import Testing

@testable import LifelineServing

@Suite("Live reload")
struct LiveReloadTests {
    @Test func putsTheScriptBeforeTheLastClosingBodyTag() {
        let html = Array("<html><body><p>a</p></body></html>".utf8)
        let result = String(decoding: LiveReloadScript.inject(into: html, page: "a.html", generation: 3), as: UTF8.self)
        #expect(result.hasPrefix("<html><body><p>a</p><script data-lifeline-live-reload>"))
        #expect(result.hasSuffix("</script>\n</body></html>"))
        #expect(result.contains("let built = 3;"))
    }

    @Test func findsTheClosingBodyTagInAnyCase() {
        let html = Array("<BODY>x</BODY>".utf8)
        let result = String(decoding: LiveReloadScript.inject(into: html, page: nil, generation: 0), as: UTF8.self)
        #expect(result.hasPrefix("<BODY>x<script"))
        #expect(result.hasSuffix("</BODY>"))
    }

    @Test func appendsTheScriptToAPageWithoutABody() {
        let html = Array("<p>fragment</p>".utf8)
        let result = String(decoding: LiveReloadScript.inject(into: html, page: nil, generation: 0), as: UTF8.self)
        #expect(result.hasPrefix("<p>fragment</p><script"))
    }

    @Test func writesEventsInTheServerSentEventsFormat() {
        #expect(LiveReloadEvent.hello(generation: 2).wireFormat == "event: hello\ndata: 2\n\n")
        #expect(
            LiveReloadEvent.reload(generation: 3, changed: ["a.html", "q\"uote.html"]).wireFormat
                == "event: reload\ndata: {\"generation\":3,\"changed\":[\"a.html\",\"q\\\"uote.html\"]}\n\n")
        #expect(
            LiveReloadEvent.failed("a.md:1:1: error: x\r\n    kind: y\n").wireFormat
                == "event: failed\ndata: a.md:1:1: error: x\ndata:     kind: y\ndata: \n\n")
    }

    @Test func letsGoOfAListenerOnceItStopsListening() async throws {
        let liveReload = LiveReload()
        let events = try #require(await liveReload.listen())
        #expect(await liveReload.listenerCount == 1)
        // The server stops listening when a write to a closed page fails (a heartbeat makes
        // sure one is tried); here the listening task is simply cancelled.
        let listening = Task { for await _ in events {} }
        listening.cancel()
        await listening.value
        for _ in 0..<200 where await liveReload.listenerCount > 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(await liveReload.listenerCount == 0)
        #expect(LiveReloadEvent.heartbeat.wireFormat == ": heartbeat\n\n")
    }

    @Test func greetsALatePageWithTheGenerationAndTheStandingFailure() async throws {
        let liveReload = LiveReload()
        await liveReload.succeeded(changed: ["a.html"])
        await liveReload.failed("broken")
        let events = try #require(await liveReload.listen())
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .hello(generation: 1))
        #expect(await iterator.next() == .failed("broken"))
        await liveReload.succeeded(changed: [])
        #expect(await iterator.next() == .reload(generation: 1, changed: []))
        #expect(await liveReload.failure == nil)
        await liveReload.close()
        #expect(await iterator.next() == nil)
        #expect(await liveReload.listen() == nil)
    }

    @Test func countsOnlyBuildsThatChangedSomething() async {
        let liveReload = LiveReload()
        await liveReload.succeeded(changed: [])
        #expect(await liveReload.generation == 0)
        await liveReload.succeeded(changed: ["index.html"])
        #expect(await liveReload.generation == 1)
    }
}
