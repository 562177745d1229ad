import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypesHTTP1

/// HTTP/1 as Hummingbird serves it, plus the rule it leaves out: a connection ends once a
/// response is sent when its request did not ask to keep it (HTTP/1.0 without
/// `Connection: keep-alive`, or `Connection: close` in any case or beside other tokens), or
/// when the response itself says `Connection: close` (a refusal whose body cannot be read).
///
/// Why a channel of our own: Hummingbird's request carries no HTTP version and it closes only
/// on a request `Connection` header that is exactly `close`; an HTTP/1.0 client, which waits
/// for the close to know the response ended, was held until the idle timeout. NIO's message
/// heads, before Hummingbird converts them, still know the version and every header.
struct HTTP1ChannelClosingWhenAsked: ServerChildChannel {
    var base: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            // Where NIO's heads are still whole: just before Hummingbird converts them.
            let codec = try pipeline.handler(type: HTTP1ToHTTPServerCodec.self)
            try pipeline.addHandler(ConnectionCloseHandler(), position: .before(codec))
            // Nearer the network, so a request it refuses is never seen by the handlers after it.
            let closing = try pipeline.handler(type: ConnectionCloseHandler.self)
            try pipeline.addHandler(RequestTargetHandler(), position: .before(closing))
            return value
        }
    }

    func handle(value: HTTP1Channel.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// `.http1(configuration:)`, ending connections as `HTTP1ChannelClosingWhenAsked` says.
    static func http1ClosingWhenAsked(configuration: HTTP1Channel.Configuration) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            HTTP1ChannelClosingWhenAsked(base: HTTP1Channel(responder: responder, configuration: configuration))
        }
    }
}
