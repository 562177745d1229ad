import Foundation
import Hummingbird
import HummingbirdTesting
import LifelineServing
import Testing

/// The static file server, in process: every request goes straight to the responder.
@Suite("Serving the site folder")
struct SiteResponderTests {
    /// Runs `body` against a responder over a fresh `ServedFolder`, then removes it.
    func withServer(
        liveReload: LiveReload? = nil, _ body: @Sendable (any TestClientProtocol, ServedFolder) async throws -> Void
    ) async throws {
        let folder = try ServedFolder()
        defer { folder.remove() }
        let app = Application(
            responder: SiteResponder(folder: SiteFolder(directory: folder.site), liveReload: liveReload))
        try await app.test(.router) { client in try await body(client, folder) }
    }

    // MARK: Content types

    @Test(arguments: [
        ("/index.html", "text/html; charset=utf-8"),
        ("/assets/site.css", "text/css; charset=utf-8"),
        ("/assets/search.js", "text/javascript; charset=utf-8"),
        ("/assets/favicon.svg", "image/svg+xml"),
        ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/notes.unknownkind", "application/octet-stream"),
    ])
    func servesEachKindOfFileWithItsContentType(path: String, type: String) async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == type)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
        }
    }

    @Test func servesTheFileBytesExactly() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/assets/site.css", method: .get)
            #expect(String(buffer: response.body) == "body { color: black; }\n")
            #expect(response.headers[.contentLength] == "23")
        }
    }

    // MARK: Validators

    @Test func answersAMatchingIfNoneMatchWithNotModified() async throws {
        try await withServer { client, _ in
            let first = try await client.execute(uri: "/assets/site.css", method: .get)
            let tag = try #require(first.headers[.eTag])
            #expect(tag.hasPrefix("\""))
            let second = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: tag])
            #expect(second.status == .notModified)
            #expect(second.body.readableBytes == 0)
            #expect(second.headers[.eTag] == tag)
            let weak = try await client.execute(
                uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "\"other\", W/\(tag)"])
            #expect(weak.status == .notModified)
            let star = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "*"])
            #expect(star.status == .notModified)
        }
    }

    @Test func answersAStaleIfNoneMatchWithTheFile() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(
                uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: "\"stale\""])
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "body { color: black; }\n")
        }
    }

    @Test func changesTheTagWhenTheFileChanges() async throws {
        try await withServer { client, folder in
            let before = try await client.execute(uri: "/assets/site.css", method: .get).headers[.eTag]
            try Data("body { color: navy; }\n".utf8).write(
                to: folder.root.appendingPathComponent("site/assets/site.css"))
            let after = try await client.execute(uri: "/assets/site.css", method: .get)
            #expect(after.headers[.eTag] != before)
            let revalidated = try await client.execute(
                uri: "/assets/site.css", method: .get, headers: [.ifNoneMatch: before ?? ""])
            #expect(revalidated.status == .ok)
        }
    }

    // MARK: Ranges

    @Test(arguments: [
        ("bytes=0-4", "body ", "bytes 0-4/23"),
        ("bytes=5-", "{ color: black; }\n", "bytes 5-22/23"),
        ("bytes=-3", " }\n", "bytes 20-22/23"),
        ("bytes=20-100", " }\n", "bytes 20-22/23"),
    ])
    func answersARangeWithPartialContent(range: String, body: String, contentRange: String) async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.range: range])
            #expect(response.status == .partialContent)
            #expect(String(buffer: response.body) == body)
            #expect(response.headers[.contentRange] == contentRange)
            #expect(response.headers[.contentLength] == String(body.utf8.count))
            #expect(response.headers[.acceptRanges] == "bytes")
        }
    }

    @Test func answersARangePastTheEndWithRangeNotSatisfiable() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(
                uri: "/assets/site.css", method: .get, headers: [.range: "bytes=500-"])
            #expect(response.status == .rangeNotSatisfiable)
            #expect(response.headers[.contentRange] == "bytes */23")
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test func sendsTheWholeFileWhenIfRangeNamesAnotherVersion() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(
                uri: "/assets/site.css", method: .get, headers: [.range: "bytes=0-4", .ifRange: "\"older\""])
            #expect(response.status == .ok)
            #expect(response.body.readableBytes == 23)
            let tag = try #require(response.headers[.eTag])
            let current = try await client.execute(
                uri: "/assets/site.css", method: .get, headers: [.range: "bytes=0-4", .ifRange: tag])
            #expect(current.status == .partialContent)
        }
    }

    @Test func ignoresARangeHeaderItCannotServe() async throws {
        try await withServer { client, _ in
            for range in ["bytes=0-1,4-5", "lines=1-2", "bytes=5-2", "bytes=+1-2"] {
                let response = try await client.execute(uri: "/assets/site.css", method: .get, headers: [.range: range])
                #expect(response.status == .ok, "\(range)")
                #expect(response.body.readableBytes == 23, "\(range)")
            }
        }
    }

    // MARK: Methods

    @Test func answersHeadWithTheHeadersAndNoBody() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/assets/site.css", method: .head)
            #expect(response.status == .ok)
            #expect(response.headers[.contentLength] == "23")
            #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            #expect(response.headers[.eTag] != nil)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch, .options])
    func refusesEveryOtherMethodWithMethodNotAllowed(method: HTTPRequest.Method) async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/index.html", method: method)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    // MARK: Folders and missing pages

    @Test func servesIndexHTMLForTheRootAndForFolders() async throws {
        try await withServer { client, _ in
            let root = try await client.execute(uri: "/", method: .get)
            #expect(root.status == .ok)
            #expect(String(buffer: root.body).contains("<h1>Home</h1>"))
            let folder = try await client.execute(uri: "/states/", method: .get)
            #expect(folder.status == .ok)
            #expect(String(buffer: folder.body).contains("<h1>States</h1>"))
            let spaced = try await client.execute(uri: "/a%20b/", method: .get)
            #expect(String(buffer: spaced.body).contains("spaced"))
        }
    }

    @Test func redirectsAFolderToItsTrailingSlash() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/states", method: .get)
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/states/")
            let query = try await client.execute(uri: "/states?q=active", method: .get)
            #expect(query.headers[.location] == "/states/?q=active")
            let spaced = try await client.execute(uri: "/a%20b", method: .get)
            #expect(spaced.headers[.location] == "/a%20b/")
        }
    }

    @Test func neverRedirectsToAnotherHost() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "//states", method: .get)
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/states/")
        }
    }

    @Test func answersAMissingPageWithTheSitesNotFoundPageAndStatus404() async throws {
        try await withServer { client, _ in
            for path in ["/missing.html", "/states/missing/", "/states/active.html/", "/missing/deeper"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(String(buffer: response.body).contains("Page not found"), "\(path)")
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
            let head = try await client.execute(uri: "/missing.html", method: .head)
            #expect(head.status == .notFound)
            #expect(head.body.readableBytes == 0)
        }
    }

    @Test func answersAMissingPageWithAPageOfItsOwnWhenTheSiteHasNone() async throws {
        try await withServer { client, folder in
            try FileManager.default.removeItem(at: folder.root.appendingPathComponent("site/404.html"))
            let response = try await client.execute(uri: "/missing.html", method: .get)
            #expect(response.status == .notFound)
            #expect(String(buffer: response.body).contains("Not found"))
        }
    }

    @Test func hidesLifelinesOwnMarkerFile() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/.lifeline-site", method: .get)
            #expect(response.status == .notFound)
        }
    }

    // MARK: Safety

    @Test(arguments: [
        "/../outside/secret.txt", "/states/../../outside/secret.txt", "/%2e%2e/outside/secret.txt",
        "/%2E%2E/outside/secret.txt", "/.%2e/outside/secret.txt", "/states/%2e%2e%2f%2e%2e%2foutside/secret.txt",
        "/..\\outside\\secret.txt", "/%5c..%5coutside%5csecret.txt", "/states\\..\\..\\outside/secret.txt",
        "/index.html%00.css", "/%zz", "/%ff%fe", "/./index.html",
    ])
    func refusesPathsThatCouldLeaveTheFolderWithBadRequest(path: String) async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .badRequest)
            #expect(!String(buffer: response.body).contains(ServedFolder.secret))
        }
    }

    @Test(arguments: [
        "/leak.txt", "/leak/secret.txt", "/leak/", "/leak", "/absolute/secret.txt", "/absolute/", "/etc/passwd",
        "/etc/hostname", "/%252e%252e/outside/secret.txt",
    ])
    func answersLinksPointingOutsideWithNotFoundAndNoByteFromOutside(path: String) async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            let body = String(buffer: response.body)
            #expect(!body.contains(ServedFolder.secret))
            #expect(!body.contains("root:"))
        }
    }

    @Test func followsLinksThatStayInsideTheFolder() async throws {
        try await withServer { client, _ in
            let response = try await client.execute(uri: "/alias.html", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body).contains("0123456789"))
        }
    }

    @Test func writesNothingWhileServing() async throws {
        try await withServer(liveReload: LiveReload()) { client, folder in
            let before = folder.contents()
            for path in ["/", "/states", "/states/", "/missing", "/../x", "/assets/site.css", "/leak.txt"] {
                _ = try await client.execute(uri: path, method: .get)
                _ = try await client.execute(uri: path, method: .head)
                _ = try await client.execute(uri: path, method: .post)
            }
            #expect(folder.contents() == before)
        }
    }

    // MARK: Live reload

    @Test func injectsTheReloadScriptIntoPagesOnlyWhenWatching() async throws {
        try await withServer(liveReload: LiveReload()) { client, _ in
            let page = try await client.execute(uri: "/states/active.html", method: .get)
            let html = String(buffer: page.body)
            #expect(html.contains("data-lifeline-live-reload"))
            #expect(html.contains("new EventSource(\"/_lifeline/events\")"))
            #expect(html.contains("const page = \"states/active.html\";"))
            let scriptStart = try #require(html.range(of: "<script data-lifeline-live-reload>"))
            let bodyEnd = try #require(html.range(of: "</body>"))
            #expect(scriptStart.lowerBound < bodyEnd.lowerBound)
            #expect(page.headers[.contentLength] == String(page.body.readableBytes))

            let style = try await client.execute(uri: "/assets/site.css", method: .get)
            #expect(!String(buffer: style.body).contains("EventSource"))

            let missing = try await client.execute(uri: "/missing.html", method: .get)
            #expect(String(buffer: missing.body).contains("const page = null;"))
        }
        try await withServer { client, folder in
            let page = try await client.execute(uri: "/states/active.html", method: .get)
            let onDisk = try String(
                contentsOf: folder.root.appendingPathComponent("site/states/active.html"), encoding: .utf8)
            #expect(String(buffer: page.body) == onDisk)
            let events = try await client.execute(uri: "/_lifeline/events", method: .get)
            #expect(events.status == .notFound)
        }
    }

    @Test func givesAPageWithTheScriptATagOfItsOwn() async throws {
        let folder = try ServedFolder()
        defer { folder.remove() }
        let plain = Application(responder: SiteResponder(folder: SiteFolder(directory: folder.site)))
        let live = Application(
            responder: SiteResponder(folder: SiteFolder(directory: folder.site), liveReload: LiveReload()))
        let plainTag = try await plain.test(.router) { client in
            try await client.execute(uri: "/index.html", method: .get).headers[.eTag]
        }
        let liveTag = try await live.test(.router) { client in
            try await client.execute(uri: "/index.html", method: .get).headers[.eTag]
        }
        #expect(plainTag != nil)
        #expect(liveTag != nil)
        #expect(plainTag != liveTag)
    }

    @Test func answersTheEventStreamHeadWithItsContentType() async throws {
        try await withServer(liveReload: LiveReload()) { client, _ in
            let response = try await client.execute(uri: "/_lifeline/events", method: .head)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
        }
    }

    @Test func refusesNewEventStreamsOnceClosed() async throws {
        let liveReload = LiveReload()
        await liveReload.close()
        try await withServer(liveReload: liveReload) { client, _ in
            let response = try await client.execute(uri: "/_lifeline/events", method: .get)
            #expect(response.status == .noContent)
        }
    }
}
