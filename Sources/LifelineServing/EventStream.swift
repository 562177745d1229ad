import Hummingbird

/// The live-reload event stream as an HTTP response: `text/event-stream`, one event per write,
/// open until the page goes away or the server closes `LiveReload`.
enum EventStream {
    /// How long a page waits before reconnecting after the stream drops (milliseconds).
    static let retry = 500

    static func response(_ liveReload: LiveReload, head: Bool) async -> Response {
        var headers: HTTPFields = [
            .contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store",
            .xContentTypeOptions: "nosniff",
        ]
        if head { return Response(status: .ok, headers: headers) }
        // 204 tells a browser's EventSource to stop reconnecting: the server is shutting down.
        guard let events = await liveReload.listen() else { return Response(status: .noContent) }
        headers[.connection] = "keep-alive"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: \(retry)\n\n"))
                for await event in events {
                    try await writer.write(ByteBuffer(string: event.wireFormat))
                }
                try await writer.finish(nil)
            }
        )
    }
}
