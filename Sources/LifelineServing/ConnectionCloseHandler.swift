import NIOCore
import NIOHTTP1

/// Ends the connection after the response to a request that is not to be kept alive, or
/// after a response that says `Connection: close`; such a response carries that header.
///
/// It ends by closing only the server's side (a lingering close): the client reads the whole
/// response and then the end of the stream, closes its own side, and the connection is gone.
/// A full close at once would reset the connection whenever bytes the server never read are
/// still waiting (a refused request's body), and a reset can destroy the response before the
/// client reads it. A client that never closes its side is dropped at the idle timeout.
///
/// Requests can arrive pipelined, several in one read, before the first is answered; responses
/// go out in the order of the requests, so each request's wish is queued and the response
/// that answers it takes it.
final class ConnectionCloseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// For each request read and not answered yet, in order: whether it asked to close.
    private var requestsAskingToClose: [Bool] = []
    private var closesAfterResponse = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            requestsAskingToClose.append(!head.isKeepAlive)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where head.status.code >= 200:
            let requestAsked = requestsAskingToClose.isEmpty ? false : requestsAskingToClose.removeFirst()
            closesAfterResponse =
                requestAsked || ConnectionHeader.asksToClose(head.headers[canonicalForm: "connection"])
            guard closesAfterResponse else { return context.write(data, promise: promise) }
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where closesAfterResponse:
            let written = context.eventLoop.makePromise(of: Void.self)
            let bound = context.loopBound
            written.futureResult.whenComplete { _ in bound.value.close(mode: .output, promise: nil) }
            promise.map { written.futureResult.cascade(to: $0) }
            context.write(data, promise: written)
        case .head, .body, .end:
            context.write(data, promise: promise)
        }
    }
}
