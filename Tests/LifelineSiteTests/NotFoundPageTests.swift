import Foundation
import LifelineSite
import Testing

/// The 404 page is served for any missing address, at any depth, so its links cannot be
/// relative; they start from the path the site is hosted under, which may not be the root
/// (a GitHub Pages project site lives under /project/).
@Suite("The 404 page under a base path")
struct NotFoundPageTests {
    static func addresses(in html: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: "(?:href|src)=\"([^\"#]*)")
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    @Test(arguments: ["https://example.org/lifeline/", "https://example.org/docs/lifeline", "https://example.org/"])
    func everyLinkOfThe404PageResolvesUnderTheBasePath(baseURL: String) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let options = SiteBuilder.Options(
            contentDirectory: fixture.content, templatesDirectory: fixture.templates, outputDirectory: fixture.output,
            baseURL: baseURL)
        #expect(try await SiteBuilder(options: options).build().written)
        let html = try fixture.read("Site/404.html")
        let basePath = try #require(URL(string: baseURL)).path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        let addresses = try Self.addresses(in: html).filter { !$0.isEmpty && !$0.hasPrefix("https://") }
        #expect(addresses.contains { $0.hasSuffix("assets/site.css") })
        for address in addresses {
            #expect(address.hasPrefix(prefix), "\(address) is not under \(prefix)")
            var file = String(address.dropFirst(prefix.count))
            if file.isEmpty || file.hasSuffix("/") { file += "index.html" }
            #expect(FileManager.default.fileExists(atPath: fixture.output + "/" + file), "\(address) leads nowhere")
        }
    }
}
