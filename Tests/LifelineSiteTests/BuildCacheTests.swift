import Foundation
import LifelineDiagnostics
import Testing

@testable import LifelineSite

/// `--cache-dir`: after any edit, a build with the cache writes the site a build without one
/// writes, byte for byte, and reports the same diagnostics; and a body-only edit really is
/// incremental (one topic parsed, its page rewritten), so the first property is not met by
/// always building everything.
@Suite("The build cache")
struct BuildCacheTests {
    /// The repository's own content and templates, in a folder of their own.
    struct Workspace {
        let root: URL

        init(keepingTranslations: Bool = false) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-cache-\(UUID().uuidString)")
            for name in ["Content", "Templates"] {
                try FileManager.default.copyItem(
                    at: SiteFixture.repositoryRoot.appendingPathComponent(name), to: root.appendingPathComponent(name))
            }
            // The cache's own tests are about English topics: a site with translations is
            // always built whole (`aSiteWithTranslationsIsBuiltWhole`).
            if !keepingTranslations {
                try FileManager.default.removeItem(at: root.appendingPathComponent("Content/zh-Hans"))
            }
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func options(output: String) -> SiteBuilder.Options {
            .init(
                contentDirectory: path("Content"), templatesDirectory: path("Templates"), outputDirectory: path(output))
        }

        func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

        func write(_ text: String, to relative: String) throws {
            try FileManager.default.createDirectory(
                atPath: (path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
        }

        func edit(_ relative: String, _ change: (String) -> String) throws {
            try write(change(try text(relative)), to: relative)
        }

        /// Every file of a built site and its bytes.
        func site(_ output: String) throws -> [String: Data] {
            let base = path(output)
            var files: [String: Data] = [:]
            for relative in FileManager.default.subpaths(atPath: base) ?? [] {
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory)
                if !isDirectory.boolValue {
                    files[relative] = try Data(contentsOf: URL(fileURLWithPath: base + "/" + relative))
                }
            }
            return files
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    let topic = "Content/app-delegate/application-did-become-active.md"
    let page = "app-delegate/application-did-become-active.html"

    /// Builds with the cache into `Site`, then without it into `Cold`, and checks that both
    /// wrote the same files (or both wrote nothing) with the same diagnostics.
    func buildBoth(_ workspace: Workspace, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws
        -> SiteBuilder.Outcome
    {
        let before = try workspace.site("Site")
        let cached = try await SiteBuilder(options: workspace.options(output: "Site"))
            .build(cacheDirectory: workspace.path("cache"))
        try? FileManager.default.removeItem(atPath: workspace.path("Cold"))
        let cold = try await SiteBuilder(options: workspace.options(output: "Cold")).build()
        #expect(cached.written == cold.written, sourceLocation: sourceLocation)
        #expect(
            cached.diagnostics.sortedForPrinting() == cold.diagnostics.sortedForPrinting(),
            sourceLocation: sourceLocation)
        if cold.written {
            #expect(try workspace.site("Site") == workspace.site("Cold"), sourceLocation: sourceLocation)
        } else {
            #expect(
                try workspace.site("Site") == before, "a failed build changed the site", sourceLocation: sourceLocation)
        }
        return cached
    }

    @Test func everyKindOfEditBuildsTheSiteAWholeBuildWrites() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }

        var outcome = try await buildBoth(workspace)
        #expect(outcome.cacheUse == .whole(reason: "no cache yet"))

        outcome = try await buildBoth(workspace)
        #expect(outcome.cacheUse == .incremental(reparsed: [], changedFiles: []))

        // A sentence at the end of the body: the topic alone is parsed and its page rewritten,
        // and, as it names a new selector, its line of the search index, which lists the
        // identifiers of the whole text.
        try workspace.edit(topic) { $0 + "\nA sentence the test added names `viewIsAppearing:`.\n" }
        outcome = try await buildBoth(workspace)
        #expect(
            outcome.cacheUse
                == .incremental(
                    reparsed: ["app-delegate/application-did-become-active.md"],
                    changedFiles: [page, "search-index.js"]))

        // Prose and the same selector again: the page changes, the index (each identifier
        // once, no prose past the excerpt) does not.
        try workspace.edit(topic) { $0 + "\nThe test added more prose, and viewIsAppearing again.\n" }
        outcome = try await buildBoth(workspace)
        #expect(
            outcome.cacheUse
                == .incremental(reparsed: ["app-delegate/application-did-become-active.md"], changedFiles: [page]))

        // The first words of the body change the search excerpt as well.
        try workspace.edit(topic) { $0.replacingOccurrences(of: "\n---\n", with: "\n---\nFirst words, added.\n") }
        outcome = try await buildBoth(workspace)
        #expect(
            outcome.cacheUse
                == .incremental(
                    reparsed: ["app-delegate/application-did-become-active.md"],
                    changedFiles: [page, "search-index.js"]))

        // The same bytes saved again: read and hashed, not parsed.
        try workspace.edit(topic) { $0 }
        outcome = try await buildBoth(workspace)
        #expect(outcome.cacheUse == .incremental(reparsed: [], changedFiles: []))

        // A broken link fails both builds and leaves the site; fixing it builds incrementally.
        try workspace.edit(topic) { $0 + "\nSee [a missing page](missing-page.md).\n" }
        outcome = try await buildBoth(workspace)
        #expect(!outcome.written)
        try workspace.edit(topic) {
            $0.replacingOccurrences(of: "\nSee [a missing page](missing-page.md).\n", with: "")
        }
        outcome = try await buildBoth(workspace)
        guard case .incremental = outcome.cacheUse else {
            Issue.record("fixing the link built everything: \(String(describing: outcome.cacheUse))")
            return
        }

        // What other pages see: a heading (anchors), the title, a new topic, a removed one.
        let wholeEdits: [(String, () throws -> Void)] = [
            ("heading", { try workspace.edit(topic) { $0 + "\n## A heading the test added\n\nText.\n" } }),
            (
                "title",
                { try workspace.edit(topic) { $0.replacingOccurrences(of: "title: \"", with: "title: \"Renamed ") } }
            ),
            (
                "new topic",
                {
                    try workspace.write(
                        "---\nid: test-added-topic\ntitle: Added by the test\nkind: concept\nsection: concepts\n---\n\nBody.\n",
                        to: "Content/concepts/test-added-topic.md")
                }
            ),
            (
                "removed topic",
                { try FileManager.default.removeItem(atPath: workspace.path("Content/concepts/test-added-topic.md")) }
            ),
            (
                "scenario",
                { try workspace.edit("Content/scenarios/app-background-task-kill.yml") { $0 + "\n# a comment\n" } }
            ),
            ("template", { try workspace.edit("Templates/topic.mustache") { $0 + "\n<!-- changed -->\n" } }),
            ("sections", { try workspace.edit("Content/sections.yml") { $0 + "\n# a comment\n" } }),
        ]
        for (name, edit) in wholeEdits {
            try edit()
            outcome = try await buildBoth(workspace)
            guard case .whole = outcome.cacheUse else {
                Issue.record("a \(name) edit was built incrementally")
                continue
            }
            // Nothing left over: the next build has nothing to do.
            outcome = try await buildBoth(workspace)
            #expect(outcome.cacheUse == .incremental(reparsed: [], changedFiles: []), "after the \(name) edit")
        }
    }

    @Test func aSiteWrittenWithoutTheCacheOrACutCacheIsNotTrusted() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try await buildBoth(workspace)

        // Another build replaced the site (it may have come from other content).
        _ = try await SiteBuilder(options: workspace.options(output: "Site")).build()
        try workspace.edit(topic) { $0 + "\nMore.\n" }
        var outcome = try await buildBoth(workspace)
        #expect(outcome.cacheUse == .whole(reason: "the output folder changed since the cache was written"))

        // A cache cut short is ignored, not half-read.
        let cacheFile = workspace.path("cache/build.cache")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cacheFile))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cacheFile))
        try workspace.edit(topic) { $0 + "\nMore again.\n" }
        outcome = try await buildBoth(workspace)
        #expect(outcome.cacheUse == .whole(reason: "no cache yet"))
    }

    /// A translated page shows its original's facts and claims: it must follow any change to
    /// either file, and the cache does not record which pages read which. Such a site is built
    /// whole, to the same bytes, and an edit to a translation alone reaches its page.
    @Test func aSiteWithTranslationsIsBuiltWhole() async throws {
        let workspace = try Workspace(keepingTranslations: true)
        defer { workspace.remove() }
        var outcome = try await buildBoth(workspace)
        #expect(outcome.written)
        let translation = "Content/zh-Hans/" + topic.dropFirst("Content/".count)
        try workspace.edit(translation) { $0 + "\n新加的一段话。\n" }
        outcome = try await buildBoth(workspace)
        #expect(outcome.cacheUse == .whole(reason: "the content has translations, whose pages are rendered whole"))
        let page = try workspace.text("Site/zh-Hans/app-delegate/application-did-become-active.html")
        #expect(page.contains("新加的一段话。"))
    }

    @Test func checkWithTheCacheReportsWhatAWholeCheckReports() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let builder = SiteBuilder(options: workspace.options(output: "Site"))
        func checkBoth() async throws -> CacheUse {
            let (cached, use) = try await builder.check(cacheDirectory: workspace.path("cache"))
            #expect(cached == (try await builder.check()))
            return use
        }
        #expect(try await checkBoth() == .whole(reason: "no cache yet"))
        // A body edit that breaks a claim and a link is found by checking that topic alone.
        try workspace.edit(topic) {
            $0 + "\n```sequence home-and-back\nAppDelegate applicationDidBecomeActive:\n"
                + "AppDelegate applicationWillEnterForeground:\n```\n\n[gone](gone.md)\n"
        }
        let use = try await checkBoth()
        #expect(use == .incremental(reparsed: ["app-delegate/application-did-become-active.md"], changedFiles: []))
        let found = Set(try await builder.check().filter { $0.file.hasSuffix(topic) }.map(\.id))
        #expect(found.isSuperset(of: ["link.broken", "claim.mismatch"]), "\(found)")
        try workspace.edit(topic) {
            String($0[..<$0.range(of: "\n```sequence home-and-back\nAppDelegate applicationDidB")!.lowerBound])
        }
        #expect(
            try await checkBoth()
                == .incremental(reparsed: ["app-delegate/application-did-become-active.md"], changedFiles: []))
    }

    /// `--cache-dir README.md` built without ever keeping a cache, and said nothing.
    @Test func aCacheFolderThatIsAFileIsRefusedAndAnUnwritableCacheSaysSo() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: workspace.path("notes.txt")))
        let builder = SiteBuilder(options: workspace.options(output: "Site"))
        await #expect(
            throws: BuildFailure(step: "read cache", reason: .cacheNotAFolder(workspace.path("notes.txt")))
        ) {
            try await builder.build(cacheDirectory: workspace.path("notes.txt"))
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")), "nothing was built")

        // Below a file, no folder can be made: the build is written, with a note.
        let outcome = try await builder.build(cacheDirectory: workspace.path("notes.txt/cache"))
        #expect(outcome.written)
        let notes = outcome.diagnostics.filter { $0.id == "build.cache-not-written" }
        #expect(notes.map(\.severity) == [.note])
        #expect(notes.first?.summary.contains("not a directory") == true, "\(notes)")
    }

    @Test func aCacheFolderInsideTheOutputOrTheSourcesIsRefused() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let builder = SiteBuilder(options: workspace.options(output: "Site"))
        for folder in ["Site/cache", "Content/.cache", "Templates/cache"] {
            await #expect(throws: BuildFailure.self, "\(folder)") {
                try await builder.build(cacheDirectory: workspace.path(folder))
            }
        }
        await #expect(
            throws: BuildFailure(
                step: "read cache",
                reason: .cacheInside(cache: workspace.path("Content/.cache"), folder: workspace.path("Content")))
        ) {
            try await builder.check(cacheDirectory: workspace.path("Content/.cache"))
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")), "nothing was built")
        #expect(try await builder.check(cacheDirectory: workspace.path("cache")).diagnostics == builder.check())
    }
}
