import Hummingbird
import LifelineContent
import LifelineSite

/// Answers every request from the site folder, as a static file server should: GET and HEAD
/// only, `index.html` for folders (after redirecting to the trailing slash), the site's own
/// `404.html` with status 404, strong ETags answered with 304, and single byte ranges.
///
/// Each request is decided in order — method, path, lookup, validators, range — and only then
/// answered, so every refusal happens before any file is read. With live reload, pages get the
/// listening script as they are served and the event stream is answered; without it the files
/// go out exactly as they are on disk.
public struct SiteResponder: HTTPResponder {
    public typealias Context = BasicRequestContext

    public var folder: SiteFolder
    /// Set when the server watches the sources; nil for `--no-watch`.
    public var liveReload: LiveReload?

    /// The loopback address the server listens on, whose requests must name loopback in their
    /// `Host` header (see `LoopbackHost`); nil when it listens elsewhere, or in tests.
    public var loopbackHost: String?

    public init(folder: SiteFolder, liveReload: LiveReload? = nil, loopbackHost: String? = nil) {
        self.folder = folder
        self.liveReload = liveReload
        self.loopbackHost = loopbackHost
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        // RFC 9112, 3.2: a request with two Host headers is refused. The first becomes the
        // authority; a second stays among the fields, and a proxy could read that one instead.
        if request.headers.contains(where: { $0.name.canonicalName == "host" }) {
            return Self.text(.badRequest, "a request has one Host header\n", extra: [.connection: "close"])
        }
        if let loopbackHost, !LoopbackHost.accepts(request.head.authority, listeningOn: loopbackHost) {
            return Self.text(
                .misdirectedRequest, "this server answers only to localhost\n", extra: [.connection: "close"])
        }
        // RFC 9112, 6.1: a transfer coding the server does not know is answered with 501; the
        // body after it cannot be read, so the connection closes.
        if let coding = request.headers[.transferEncoding], coding.trimmingBlanks().lowercased() != "chunked" {
            return Self.text(
                .notImplemented, "only the chunked transfer coding is understood\n", extra: [.connection: "close"])
        }
        guard request.method == .get || request.method == .head else {
            return Self.text(.methodNotAllowed, "only GET and HEAD are served\n", extra: [.allow: "GET, HEAD"])
        }
        let head = request.method == .head
        if let liveReload, request.uri.path == LiveReloadScript.eventsPath {
            return await EventStream.response(liveReload, head: head)
        }
        let path: RequestPath
        switch RequestPath.parse(request.uri.path) {
        case .success(let parsed): path = parsed
        case .failure: return Self.text(.badRequest, "this path is not allowed\n", head: head)
        }
        let generation = await liveReload?.generation ?? 0
        guard !path.isHidden else { return notFound(head: head, generation: generation) }

        switch folder.entry(at: path.relative) {
        case .file(let file) where !path.namesFolder:
            return serve(file, to: request, generation: generation)
        case .folder where !path.namesFolder:
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return Response(
                status: .movedPermanently,
                headers: [.location: path.asFolder.encoded + query, .contentLength: "0", .cacheControl: "no-cache"])
        case .folder:
            let index = path.relative.isEmpty ? "index.html" : path.relative + "/index.html"
            guard case .file(let file) = folder.entry(at: index) else {
                return notFound(head: head, generation: generation)
            }
            return serve(file, to: request, generation: generation)
        case .file, .notFound:
            return notFound(head: head, generation: generation)
        }
    }

    /// A file with status 200, 206, 304 or 416, as its validators and range decide.
    func serve(_ file: SiteFile, to request: Request, generation: Int) -> Response {
        let (bytes, tag) = representation(of: file, page: file.path, generation: generation)
        var headers = Self.headers(for: file.path)
        headers[.eTag] = tag.value
        headers[.acceptRanges] = "bytes"
        let plan = FileResponsePlan.decide(
            ifNoneMatch: request.headers[.ifNoneMatch], ifRange: request.headers[.ifRange],
            range: request.headers[.range], tag: tag, size: bytes.count)
        let head = request.method == .head
        switch plan {
        case .notModified:
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        case .whole:
            return Self.response(.ok, headers: headers, bytes: bytes[...], head: head)
        case .part(let range):
            headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(bytes.count)"
            return Self.response(.partialContent, headers: headers, bytes: bytes[range], head: head)
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(bytes.count)"
            return Self.text(.rangeNotSatisfiable, "", head: true, extra: headers)
        }
    }

    /// The site's `404.html` with status 404 (no validators: it stands for a missing page),
    /// or a short page of our own when the site has none.
    func notFound(head: Bool, generation: Int) -> Response {
        let file: SiteFile
        if case .file(let page) = folder.entry(at: "404.html") {
            file = page
        } else {
            let html = "<!doctype html>\n<title>Not found</title>\n<h1>Not found</h1>\n"
            file = SiteFile(
                path: "404.html", bytes: Array(html.utf8),
                stamp: FileStamp(size: 0, modifiedSeconds: 0, modifiedNanoseconds: 0, inode: 0))
        }
        let (bytes, _) = representation(of: file, page: nil, generation: generation)
        var headers = Self.headers(for: file.path)
        headers[.cacheControl] = "no-store"
        return Self.response(.notFound, headers: headers, bytes: bytes[...], head: head)
    }

    /// The bytes to send and their tag: with live reload, a page carries the script.
    private func representation(of file: SiteFile, page: String?, generation: Int) -> ([UInt8], EntityTag) {
        guard liveReload != nil, file.isHTML else { return (file.bytes, EntityTag(stamp: file.stamp)) }
        let bytes = LiveReloadScript.inject(into: file.bytes, page: page, generation: generation)
        return (bytes, EntityTag(stamp: file.stamp, variant: "live\(generation)"))
    }

    private static func headers(for path: String) -> HTTPFields {
        // no-cache: browsers keep files but ask every time, and unchanged ones cost a 304.
        [.contentType: MediaTypes.type(of: path), .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"]
    }

    private static func response(
        _ status: HTTPResponse.Status, headers: HTTPFields, bytes: ArraySlice<UInt8>, head: Bool
    )
        -> Response
    {
        var headers = headers
        headers[.contentLength] = String(bytes.count)
        guard !head else { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private static func text(
        _ status: HTTPResponse.Status, _ message: String, head: Bool = false, extra: HTTPFields = [:]
    )
        -> Response
    {
        var headers = extra
        headers[.contentType] = "text/plain; charset=utf-8"
        return response(status, headers: headers, bytes: Array(message.utf8)[...], head: head)
    }
}
