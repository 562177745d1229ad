import Foundation
import Testing

@testable import LifelineServing

/// The whole preview server on a free loopback port: build, serve, watch, rebuild, reload.
/// Every wait has a deadline; nothing here measures how fast anything is. The deadlines are
/// generous because under the sanitizers everything runs several times slower. `make` runs
/// this suite by itself, after the others (`LIVE_SUITES` in the Makefile): beside a hundred
/// builds on two cores the server once waited over a minute for a thread to start listening.
@Suite("The preview server, live on loopback", .serialized)
struct PreviewServerTests {
    /// Starts a server over `sources`, runs `body` with its port, then stops it.
    func withRunningServer(
        _ sources: PreviewSources, options: ServeOptions? = nil, _ body: (Int, EventRecorder) async throws -> Void
    ) async throws {
        let recorder = EventRecorder()
        let server = PreviewServer(options: options ?? sources.options())
        let running = Task { try await server.run { recorder.record($0) } }
        do {
            let port = try #require(await recorder.port(within: .seconds(60)), "the server never listened")
            try await body(port, recorder)
        } catch {
            running.cancel()
            _ = await running.result
            throw error
        }
        running.cancel()
        _ = await running.result
    }

    @Test(.timeLimit(.minutes(2)))
    func reloadsAnOpenPageWhenATopicIsEditedAndServesTheNewPage() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        try await withRunningServer(sources) { port, recorder in
            // Loopback unless told otherwise.
            #expect(
                recorder.all.contains {
                    if case .listening("http://127.0.0.1:\(port)/", port) = $0 { true } else { false }
                })
            let stream = try LoopbackConnection(port: port)
            try stream.send("GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
            let greeting = await stream.read(timeout: .seconds(30)) { $0.contains("event: hello") }
            #expect(greeting.contains("text/event-stream"))

            let before = try await LoopbackConnection.get("/states/active.html", port: port)
            #expect(before.hasPrefix("HTTP/1.1 200"))
            #expect(before.contains("The app is frontmost"))

            try sources.write(
                PreviewSources.active.replacingOccurrences(of: "frontmost", with: "in front and awake"),
                to: "Content/states/active.md")
            let events = await stream.read(timeout: .seconds(30)) { $0.contains("event: reload") }
            #expect(events.contains("event: reload"))
            #expect(events.contains("\"states/active.html\""))

            let after = try await LoopbackConnection.get("/states/active.html", port: port)
            #expect(after.hasPrefix("HTTP/1.1 200"))
            #expect(after.contains("The app is in front and awake"))
            #expect(after.contains("data-lifeline-live-reload"))
            // The script lives only in what is served, never in the built file.
            #expect(try !sources.read("Site/states/active.html").contains("data-lifeline-live-reload"))
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func keepsServingTheLastGoodSiteAndShowsTheErrorsUntilTheyAreFixed() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        try await withRunningServer(sources) { port, recorder in
            let stream = try LoopbackConnection(port: port)
            try stream.send("GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            _ = await stream.read(timeout: .seconds(30)) { $0.contains("event: hello") }

            try sources.write(
                PreviewSources.active.replacingOccurrences(of: "kind: state", with: "kind: stat"),
                to: "Content/states/active.md")
            let failed = await stream.read(timeout: .seconds(30)) { $0.contains("event: failed") }
            #expect(failed.contains("unknown kind 'stat'"))
            #expect(failed.components(separatedBy: "data: 1 error, 0 warnings").count == 2)
            let page = try await LoopbackConnection.get("/states/active.html", port: port)
            #expect(page.hasPrefix("HTTP/1.1 200"))
            #expect(page.contains("The app is frontmost"))

            // A page that opens now is told about the failure straight away.
            let late = try LoopbackConnection(port: port)
            try late.send("GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let greeting = await late.read(timeout: .seconds(30)) { $0.contains("event: failed") }
            #expect(greeting.contains("unknown kind 'stat'"))

            try sources.write(PreviewSources.active, to: "Content/states/active.md")
            let fixed = await stream.read(timeout: .seconds(30)) { $0.contains("event: reload") }
            #expect(fixed.contains("event: reload"))
            #expect(recorder.all.contains { if case .failed = $0 { true } else { false } })
        }
    }

    /// DNS rebinding: a page elsewhere points a name of its own at 127.0.0.1; its requests
    /// carry that name as Host, and a loopback server answers only loopback names. A transfer
    /// coding the server does not know is refused, not ignored.
    @Test(.timeLimit(.minutes(2)))
    func refusesForeignHostsAndUnknownTransferCodings() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        try await withRunningServer(sources, options: sources.options()) { port, _ in
            func answer(_ head: String) async throws -> String {
                let connection = try LoopbackConnection(port: port)
                try connection.send("GET / HTTP/1.1\r\n\(head)Connection: close\r\n\r\n")
                return await connection.read(timeout: .seconds(30)) { _ in false }
            }
            let foreign = try await answer("Host: evil.example:\(port)\r\n")
            let lookalike = try await answer("Host: 127.0.0.1.evil.example:\(port)\r\n")
            let twice = try await answer("Host: localhost\r\nHost: evil.example\r\n")
            let local = try await answer("Host: localhost:\(port)\r\n")
            let coding = try await answer("Host: 127.0.0.1\r\nTransfer-Encoding: xchunked\r\n")
            #expect(foreign.hasPrefix("HTTP/1.1 421"))
            #expect(lookalike.hasPrefix("HTTP/1.1 421"))
            #expect(twice.hasPrefix("HTTP/1.1 400"))
            #expect(local.hasPrefix("HTTP/1.1 200"))
            #expect(coding.hasPrefix("HTTP/1.1 501"))

            // A target in absolute form names the host itself, and the Host header is ignored
            // (RFC 9112, 3.2.2): the target's name is the one judged. An HTTP/1.1 request must
            // name its host; an HTTP/1.0 one need not.
            func raw(_ request: String) async throws -> String {
                let connection = try LoopbackConnection(port: port)
                try connection.send(request)
                return await connection.read(timeout: .seconds(30)) { _ in false }
            }
            let absoluteForeign = try await raw(
                "GET http://evil.example:\(port)/ HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            let absoluteLocal = try await raw(
                "GET http://localhost:\(port)/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
            let withoutHost = try await raw("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
            let oldWithoutHost = try await raw("GET / HTTP/1.0\r\n\r\n")
            #expect(absoluteForeign.hasPrefix("HTTP/1.1 421"))
            #expect(absoluteLocal.hasPrefix("HTTP/1.1 200"))
            #expect(withoutHost.hasPrefix("HTTP/1.1 400"))
            #expect(oldWithoutHost.hasPrefix("HTTP/1.1 200"))
        }
    }

    /// A request refused before its body is read (here a POST, with `Connection: close`) is
    /// answered, and then Hummingbird stops reading and waits for the client to close. The
    /// client's close arrives behind the unread body, so it is never seen: without an idle
    /// timeout the connection and its descriptor stayed open for good, one per such request.
    @Test(.timeLimit(.minutes(2)))
    func closesAConnectionWhoseRefusedBodyWasNeverRead() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        var options = sources.options()
        // Short, so the test does not wait long, but not so short that the connection can be
        // idle before the server has even answered.
        options.idleTimeout = .seconds(3)
        try await withRunningServer(sources, options: options) { port, _ in
            let connection = try LoopbackConnection(port: port)
            // More than loopback's socket buffers can hold once autotuned (tcp_rmem's maximum plus
            // tcp_wmem's: 36 MB on Debian's defaults), or the whole body fits in them unread.
            let size = 64 << 20
            try connection.send(
                "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(size)\r\nConnection: close\r\n\r\n")
            let body = [UInt8](repeating: UInt8(ascii: "y"), count: size)
            var sent = 0
            var stalled = 0
            // Until the server has stopped reading: the buffers stay full for half a second.
            while sent < size, stalled < 10 {
                let now = connection.sendWithoutWaiting(body[sent...])
                sent += now
                stalled = now == 0 ? stalled + 1 : 0
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(sent < size, "the server read the whole body; nothing was left unread")
            let answer = await connection.read(timeout: .seconds(30)) { $0.contains("only GET and HEAD") }
            #expect(answer.hasPrefix("HTTP/1.1 405"))
            #expect(await connection.isReset(within: .seconds(30)), "the server still holds the connection")
        }
    }

    /// The idle timeout ends connections that send nothing, but an open page's event stream is
    /// a response in progress: it outlives the timeout many times over.
    @Test(.timeLimit(.minutes(2)))
    func keepsAnOpenPagesEventStreamPastTheIdleTimeout() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        var options = sources.options()
        options.idleTimeout = .milliseconds(300)
        options.heartbeatInterval = .milliseconds(200)
        try await withRunningServer(sources, options: options) { port, _ in
            let stream = try LoopbackConnection(port: port)
            try stream.send("GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let greeting = await stream.read(timeout: .seconds(30)) { $0.contains("event: hello") }
            #expect(greeting.contains("event: hello"))
            // Twelve heartbeats take eight idle timeouts at least, all on the same connection.
            let later = await stream.read(timeout: .seconds(30)) {
                $0.components(separatedBy: ": heartbeat").count > 12
            }
            #expect(later.components(separatedBy: ": heartbeat").count > 12)
        }
    }

    /// A connection ends once its last response is sent when the request asked for it
    /// (HTTP/1.0 without keep-alive, `Connection: close` in any spelling) or the response says
    /// so (a refusal), and stays open otherwise. The idle timeout is far away, so only the
    /// server's decision can close these connections within the read's deadline.
    @Test(
        .timeLimit(.minutes(2)),
        arguments: [
            ("GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n", 1, true),
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: TE, Close\r\n\r\n", 1, true),
            ("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 1, true),
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: xchunked\r\n\r\n", 1, true),
            (
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                    + "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 2, true
            ),
            ("GET / HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n", 1, false),
            ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 2, false),
        ])
    func closesAConnectionWhenTheRequestOrTheResponseAsks(request: String, responses: Int, closes: Bool)
        async throws
    {
        let sources = try PreviewSources()
        defer { sources.remove() }
        var options = sources.options()
        options.idleTimeout = .seconds(120)
        try await withRunningServer(sources, options: options) { port, _ in
            let connection = try LoopbackConnection(port: port)
            try connection.send(request)
            let (text, closed) = await connection.readToClose(timeout: closes ? .seconds(30) : .seconds(2))
            #expect(text.components(separatedBy: "HTTP/1.1 ").count - 1 == responses, "\(text.prefix(200))")
            #expect(closed == closes)
            #expect(text.lowercased().contains("connection: close") == closes)
        }
    }

    @Test(arguments: [
        (["close"], true), (["Close"], true), (["TE, close"], true), (["keep-alive", " CLOSE "], true),
        (["keep-alive"], false), (["closed"], false), ([], false),
    ])
    func readsTheConnectionHeaderAsAListOfTokens(values: [String], closes: Bool) {
        #expect(ConnectionHeader.asksToClose(values) == closes)
    }

    @Test(.timeLimit(.minutes(2)))
    func refusesAPortInUseWithOneClearError() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        try await withRunningServer(sources) { port, _ in
            let second = PreviewServer(options: sources.options(port: port))
            await #expect(throws: ServeError.portInUse(host: "127.0.0.1", port: port)) {
                try await second.run { _ in }
            }
            #expect(
                ServeError.portInUse(host: "127.0.0.1", port: port).description
                    == "port \(port) on 127.0.0.1 is already in use; stop the other server or choose another with --port"
            )
        }
    }
}
