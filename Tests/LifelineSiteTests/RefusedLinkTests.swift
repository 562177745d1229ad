import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineSite
import Testing

/// Every kind of file lifeline reads from the content and templates folders refuses a symbolic
/// link without reading through it: neither the diagnostics, nor the excerpts printed under
/// them, nor the site may show what the link points at.
@Suite("Refused links are never read")
struct RefusedLinkTests {
    /// A line no input of the fixture has, in a file outside both folders.
    static let secret = "SECRET-BEHIND-THE-LINK"

    /// Where the link is put (relative to the fixture), and the file its error names.
    struct Case: Sendable, CustomTestStringConvertible {
        var link: String
        var testDescription: String { link }
    }

    static let cases: [Case] = [
        "Content/states/linked.md", "Content/states/active.md", "Content/scenarios/linked.yml",
        "Content/observations/linked.yml", "Content/sections.yml", "Templates/topic.mustache",
        "Templates/extra.mustache", "Templates/assets/leak.css", "Templates/assets/deeper/leak.js",
    ].map(Case.init)

    @Test(arguments: cases)
    func checkAndBuildRefuseTheLinkAndShowNothingBehindIt(_ input: Case) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write(Self.secret + "\n", to: "outside.txt")
        let link = fixture.root.appendingPathComponent(input.link)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: fixture.root.appendingPathComponent("outside.txt").path)
        let builder = SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output))

        let checked = try await builder.check()
        let built = try await builder.build()
        for diagnostics in [checked, built.diagnostics] {
            let refusal = diagnostics.first { $0.id == "file.symbolic-link" }
            #expect(refusal?.file == link.path, "\(diagnostics.map(\.id))")
            let printed = DiagnosticFormatter(sources: DiagnosticSources.texts(for: diagnostics), colour: false)
                .format(diagnostics)
            #expect(!printed.contains(Self.secret))
        }
        #expect(!built.written)
        #expect(!FileManager.default.fileExists(atPath: fixture.output))
    }

    /// The excerpts under diagnostics are read only from regular files: not through a link,
    /// and not from a FIFO, which would block the printing for ever.
    @Test func excerptsAreReadOnlyFromRegularFiles() throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write(Self.secret + "\n", to: "outside.txt")
        let link = fixture.root.appendingPathComponent("link.md").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: fixture.root.appendingPathComponent("outside.txt").path)
        let fifo = fixture.root.appendingPathComponent("fifo.md").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let plain = fixture.root.appendingPathComponent("outside.txt").path
        let diagnostics = [link, fifo, plain].map { Diagnostic(id: "x", file: $0, summary: "x") }
        #expect(DiagnosticSources.texts(for: diagnostics) == [plain: Self.secret + "\n"])
    }
}
