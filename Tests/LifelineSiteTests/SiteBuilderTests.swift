import Foundation
import LifelineDiagnostics
import LifelineSite
import Testing

@Suite("Building a site end to end")
struct SiteBuilderTests {
    func builder(_ fixture: SiteFixture, content: String? = nil, output: String? = nil) -> SiteBuilder {
        SiteBuilder(
            options: .init(
                contentDirectory: content ?? fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: output ?? fixture.output
            )
        )
    }

    @Test func writesAHomePageASectionPageAndAPagePerTopic() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let outcome = try await builder(fixture).build()
        // A two-topic fixture documents few callbacks: coverage warnings are expected, errors not.
        #expect(!outcome.diagnostics.containsErrors)
        #expect(outcome.written)
        #expect(outcome.topicsRead == 2)
        #expect(
            fixture.files(under: "Site") == [
                ".gitignore", ".lifeline-site", "404.html", "assets/favicon.svg", "assets/search.js", "assets/site.css",
                "assets/site.js",
                "callbacks.html", "evidence/index.html",
                "index.html", "proven.html", "search-index.js", "search.html", "sitemap.xml", "states/active.html",
                "states/inactive.html", "states/index.html", "traces/index.html",
                "traces/interrupt.html",
            ]
        )
        #expect(try fixture.read("Site/.gitignore") == "*\n!.gitignore\n")
    }

    /// A mistyped `--templates` is reported before any topic is read: with 10,000 topics,
    /// parsing first would make someone wait seconds for a message about a folder name.
    @Test func reportsAMissingTemplatesFolderBeforeReadingTheContent() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        var options = builder(fixture).options
        options.templatesDirectory = fixture.root.appendingPathComponent("Templatez").path
        options.contentDirectory = fixture.root.appendingPathComponent("Contnet").path
        do {
            _ = try await SiteBuilder(options: options).build()
            Issue.record("the build did not fail")
        } catch {
            guard error.step == "prepare output", case .missingTemplates(let path) = error.reason else {
                Issue.record("expected the missing templates folder first, got \(error)")
                return
            }
            #expect(path.hasSuffix("Templatez"))
        }
    }

    /// A second build links the files whose bytes did not change from the previous site
    /// (same inode, same modification time) and writes the rest.
    @Test func linksUnchangedFilesFromThePreviousSite() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        #expect(try await builder(fixture).build().written)
        func inode(_ relative: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: fixture.output + "/" + relative)
            return try #require(attributes[.systemFileNumber] as? UInt64)
        }
        let page = try #require(fixture.files(under: "Site").first { $0.hasPrefix("states/") && $0.hasSuffix(".html") })
        let (stylesheet, before) = (try inode("assets/site.css"), try inode(page))
        try fixture.write(try fixture.read("Content/sections.yml") + "\n", to: "Content/sections.yml")
        #expect(try await builder(fixture).build().written)
        #expect(try inode("assets/site.css") == stylesheet)
        #expect(try inode(page) == before)
        let index = try inode("index.html")
        try fixture.write(
            try fixture.read("Content/sections.yml").replacingOccurrences(of: "title: ", with: "title: New "),
            to: "Content/sections.yml")
        #expect(try await builder(fixture).build().written)
        #expect(try inode("index.html") != index)
        #expect(try fixture.read("Site/index.html").contains("New "))
    }

    @Test func rendersATopicPageExactlyAsTheGoldenFile() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        _ = try await builder(fixture).build()
        try assertSnapshot(try fixture.read("Site/states/active.html"), named: "active.html")
    }

    /// A claim box whose table shows one of the three calls of the launch step says so, names
    /// what it left out and links to the whole trace.
    @Test func rendersAClaimBoxOfAnExcerptExactlyAsTheGoldenFile() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write(
            "---\nid: launched\ntitle: Launched\nkind: concept\nsection: states\n---\n"
                + "```sequence interrupt steps=1\nAppDelegate application:didFinishLaunchingWithOptions:\n```\n",
            to: "Content/states/launched.md")
        #expect(try await builder(fixture).build().written)
        let page = try fixture.read("Site/states/launched.html")
        let start = try #require(page.range(of: "<figure class=\"sequence\">"))
        let end = try #require(page.range(of: "</figure>\n", range: start.upperBound..<page.endIndex))
        try assertSnapshot(String(page[start.lowerBound..<end.upperBound]), named: "excerpt-claim-box.html")
    }

    /// A value a page does not have leaves nothing behind: the fixture's `inactive` topic has
    /// no platforms and no summary, the home page no description, and most callbacks no page.
    @Test func leavesNoEmptyElementForAValueAPageDoesNotHave() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        _ = try await builder(fixture).build()
        let inactive = try fixture.read("Content/states/inactive.md")
        try #require(!inactive.contains("platforms:") && !inactive.contains("summary:"))
        for page in fixture.files(under: "Site") where page.hasSuffix(".html") {
            let html = try fixture.read("Site/\(page)")
            for empty in ["href=\"\"", "content=\"\"", "<p></p>", "<p class=\"summary\"></p>", "\"></span>"] {
                #expect(!html.contains(empty), "\(page) has \(empty)")
            }
        }
        #expect(try fixture.read("Site/callbacks.html").contains("<th scope=\"row\"><code>"))
    }

    @Test func writesTheSameBytesEveryTime() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        _ = try await builder(fixture).build()
        let first = try fixture.files(under: "Site").map { try fixture.read("Site/\($0)") }
        _ = try await builder(fixture).build()
        let second = try fixture.files(under: "Site").map { try fixture.read("Site/\($0)") }
        #expect(first == second)
    }

    @Test func reportsEveryBrokenTopicInOneRunAndLeavesTheOldSiteUntouched() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        _ = try await builder(fixture).build()
        let before = try fixture.files(under: "Site").map { try fixture.read("Site/\($0)") }

        let broken = try SiteFixture("broken")
        defer { broken.remove() }
        let outcome = try await builder(fixture, content: broken.content).build()
        #expect(!outcome.written)
        let found = outcome.diagnostics.filter { $0.severity == .error }.sortedForPrinting().map { diagnostic in
            "\(URL(fileURLWithPath: diagnostic.file).lastPathComponent):\(diagnostic.location.line) \(diagnostic.id)"
        }
        #expect(
            found == [
                "bad-yaml.md:4 topic.yaml-syntax",  // libyaml notices the unclosed list on the next line
                "missing-key.md:1 topic.missing-key",
                "no-front-matter.md:1 topic.missing-front-matter",
                "twin.md:2 topic.duplicate-id",  // two/twin.md, after one/twin.md

                "unknown-kind.md:4 topic.unknown-kind",
            ]
        )
        let after = try fixture.files(under: "Site").map { try fixture.read("Site/\($0)") }
        #expect(after == before)
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent(".Site.building-\(getpid())").path))
    }

    @Test func replacesTheWholeSiteSoRemovedTopicsDisappear() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        _ = try await builder(fixture).build()
        try FileManager.default.removeItem(atPath: fixture.content + "/states/inactive.md")
        try fixture.write(
            "---\nid: active\ntitle: Active\nkind: concept\nsection: states\n---\nAlone.\n",
            to: "Content/states/active.md")
        _ = try await builder(fixture).build()
        #expect(!fixture.files(under: "Site").contains("states/inactive.html"))
    }

    @Test func failsWithAOneLineErrorWhenContentIsMissing() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        await #expect(
            throws: BuildFailure(step: "list sources", reason: .missingContent(fixture.root.path + "/Nowhere"))
        ) {
            try await builder(fixture, content: fixture.root.path + "/Nowhere").build()
        }
    }

    @Test func refusesToReplaceAFolderLifelineDidNotWrite() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write("precious", to: "Elsewhere/notes.txt")
        let output = fixture.root.appendingPathComponent("Elsewhere").path
        await #expect(throws: BuildFailure(step: "prepare output", reason: .output(.outputNotOwned(output)))) {
            try await builder(fixture, output: output).build()
        }
        #expect(try fixture.read("Elsewhere/notes.txt") == "precious")
    }

    @Test func refusesAnOutputThatWouldReplaceTheContent() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        await #expect(throws: BuildFailure.self) {
            try await builder(fixture, output: fixture.root.path).build()
        }
        #expect(FileManager.default.fileExists(atPath: fixture.content + "/states/active.md"))
    }

    /// A source folder named as the output is said to be one ("'Templates' holds 'Templates'"
    /// read as if it were inside itself).
    @Test func refusesAnOutputThatIsASourceFolderSayingSo() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        await #expect(
            throws: BuildFailure(
                step: "prepare output",
                reason: .output(.outputIsASource(output: fixture.templates, source: fixture.templates)))
        ) {
            try await builder(fixture, output: fixture.templates).build()
        }
        #expect(FileManager.default.fileExists(atPath: fixture.templates + "/layout.mustache"))
    }

    /// A site inside a source folder would be read back by the next build (as `--cache-dir`
    /// there is refused for the same reason).
    @Test(arguments: ["Content/newsite", "Templates/newsite", "Content/states/site"])
    func refusesAnOutputInsideTheContentOrTemplatesFolder(_ relative: String) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let output = fixture.root.appendingPathComponent(relative).path
        await #expect(throws: BuildFailure.self) {
            try await builder(fixture, output: output).build()
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The swap replaced a link given as `--output` by a folder, instead of building into the
    /// folder it pointed to: a link is refused, and left as it was.
    @Test func refusesAnOutputThatIsASymbolicLink() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let target = fixture.root.appendingPathComponent("Target").path
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let link = fixture.root.appendingPathComponent("Out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        for output in [link, link + "/"] {
            await #expect(throws: BuildFailure(step: "prepare output", reason: .output(.outputIsALink(output)))) {
                try await builder(fixture, output: output).build()
            }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
    }

    @Test func rewritesLinksBetweenTopicsToRelativePages() async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        _ = try await builder(fixture).build()
        let page = try fixture.read("Site/states/active.html")
        #expect(page.contains("<a href=\"inactive.html#leaving-inactive\">inactive</a>"))
        #expect(page.contains("<h2 id=\"leaving\">"))
    }
}
