import NIOCore
import NIOHTTP1

/// Puts a request's host where the responder looks for it, as RFC 9112 (3.2) asks, before
/// Hummingbird converts NIO's message heads (which know the HTTP version) into its own.
///
/// - A request target in absolute form (`GET http://name/page HTTP/1.1`) names the host
///   itself, and the Host header is to be ignored: the target's authority becomes the Host,
///   and the target becomes its path, so the loopback check (`LoopbackHost`) judges the name
///   the request is really for.
/// - An HTTP/1.1 request without a Host header is answered 400 here, and the connection
///   ends; an HTTP/1.0 request may lack one.
///
/// Browsers send neither; a client written by hand, or a proxy, can.
final class RequestTargetHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Set once a request was refused here: everything read after it is dropped.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        guard case .head(var head) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        if let (authority, path) = Self.absoluteForm(head.uri) {
            head.uri = path
            head.headers.replaceOrAdd(name: "host", value: authority)
        } else if head.version.major == 1, head.version.minor >= 1, !head.headers.contains(name: "host") {
            refused = true
            refuse(context: context)
            return
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// The authority and the path of an absolute-form target; nil for any other form.
    static func absoluteForm(_ target: String) -> (authority: String, path: String)? {
        let lowered = target.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else { return nil }
        let rest = target.dropFirst(scheme.count)
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let path = rest[end...]
        return (String(rest[..<end]), path.hasPrefix("/") ? String(path) : "/" + path)
    }

    private func refuse(context: ChannelHandlerContext) {
        let body = "an HTTP/1.1 request names its host in a Host header\n"
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: "text/plain; charset=utf-8")
        headers.add(name: "content-length", value: String(body.utf8.count))
        headers.add(name: "connection", value: "close")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))),
            promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
        // Only the server's side closes, once the response is out, as `ConnectionCloseHandler` does.
        let bound = context.loopBound
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            bound.value.close(mode: .output, promise: nil)
        }
    }
}
