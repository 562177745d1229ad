import Foundation
import LifelineDiagnostics
import LifelineSite
import Testing

/// One way content can be wrong, and the located diagnostics it must produce.
///
/// Most cases are folders under `Fixtures/bad-inputs/<name>/` laid over the `basic` fixture;
/// the rest are made by the test, because their bytes (NUL, invalid UTF-8, CR line ends, a
/// byte-order mark) or their kind (symbolic links, a folder where a file should be) cannot
/// be committed faithfully.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    /// `path:line:column rule-id` (only `path rule-id` for a folder), the path relative to the
    /// fixture's root.
    let expected: [String]
    /// Whether the build must fail; false for inputs that are accepted and normalised.
    var fails = true
    let make: @Sendable (SiteFixture) throws -> Void

    var testDescription: String { name }

    /// A case whose files are committed under `Fixtures/bad-inputs/<name>/`.
    static func fixture(_ name: String, _ expected: String...) -> BadInput {
        BadInput(name: name, expected: expected) { fixture in
            try fixture.overlay(SiteFixture.fixturesRoot.appendingPathComponent("bad-inputs/\(name)"))
        }
    }

    /// A case made by the test itself.
    static func made(
        _ name: String, _ expected: String..., fails: Bool = true,
        make: @escaping @Sendable (SiteFixture) throws -> Void
    ) -> BadInput {
        BadInput(name: name, expected: expected, fails: fails, make: make)
    }

    /// `diagnostic` as `expected` lists it: its place as printed, relative to the fixture's root,
    /// and its rule.
    static func located(_ diagnostic: Diagnostic, in fixture: SiteFixture) -> String {
        let prefix = fixture.root.path + "/"
        let place = diagnostic.place
        return "\(place.hasPrefix(prefix) ? String(place.dropFirst(prefix.count)) : place) \(diagnostic.id)"
    }

    /// A valid topic of the fixture's section with the id `id`.
    static func topic(_ id: String) -> String {
        "---\nid: \(id)\ntitle: T\nkind: concept\nsection: states\n---\nBody.\n"
    }

    /// A valid topic with an unknown kind on line 4, column 7, for checking line numbers.
    static let misspeltKind = ["---", "id: lines", "title: Lines", "kind: calback", "section: states", "---", "Body."]

    static let all: [BadInput] = [
        .fixture("empty-file", "Content/states/empty.md:1:1 topic.missing-front-matter"),
        .fixture("unclosed-front-matter", "Content/states/unclosed.md:1:1 topic.unclosed-front-matter"),
        .fixture("yaml-syntax", "Content/states/syntax.md:4:5 topic.yaml-syntax"),
        .fixture("yaml-tabs", "Content/states/tabs.md:4:1 topic.yaml-syntax"),
        .fixture("duplicate-key", "Content/states/twice.md:4:1 topic.duplicate-key"),
        .fixture("yaml-alias", "Content/states/alias.md:4:10 topic.yaml-alias"),
        .fixture("billion-laughs", "Content/states/laughs.md:7:8 topic.yaml-alias"),
        .fixture("id-with-dots", "Content/states/escape.md:2:5 topic.invalid-id"),
        .fixture("id-with-slash", "Content/states/escape.md:2:5 topic.invalid-id"),
        .fixture("id-with-space", "Content/states/escape.md:2:5 topic.invalid-id"),
        .fixture("id-with-lookalike", "Content/states/escape.md:2:5 topic.invalid-id"),
        .fixture("file-name-with-space", "Content/states/two words.md:1:1 topic.invalid-file-name"),
        .fixture("file-name-with-dots", "Content/states/a..b.md:1:1 topic.invalid-file-name"),
        .fixture("file-name-with-lookalike", "Content/states/\u{456}nactive.md:1:1 topic.invalid-file-name"),
        .fixture("link-outside-content", "Content/states/escape.md:8:1 link.broken"),
        .fixture(
            // Ten mistakes, one on each value, and one error for each.
            "scenario-wrong-values", "Content/scenarios/wrong.yml:1:5 scenario.invalid-id",
            "Content/scenarios/wrong.yml:2:8 scenario.invalid-value",
            "Content/scenarios/wrong.yml:3:11 scenario.invalid-platform",
            "Content/scenarios/wrong.yml:4:19 scenario.invalid-value",
            "Content/scenarios/wrong.yml:4:38 scenario.invalid-value",
            "Content/scenarios/wrong.yml:5:30 scenario.invalid-value",
            "Content/scenarios/wrong.yml:6:17 scenario.unknown-action",
            "Content/scenarios/wrong.yml:6:27 scenario.unknown-action",
            "Content/scenarios/wrong.yml:7:6 scenario.invalid-value",
            "Content/scenarios/wrong.yml:8:1 scenario.unknown-key"),
        .made("id-too-long", "Content/states/\(String(repeating: "a", count: 101)).md:2:5 topic.invalid-id") {
            fixture in
            let id = String(repeating: "a", count: 101)
            try fixture.write(topic(id), to: "Content/states/\(id).md")
        },
        .made("id-a-windows-device-name", "Content/states/con.md:2:5 topic.invalid-id") { fixture in
            try fixture.write(topic("con"), to: "Content/states/con.md")
        },
        .made("id-differs-from-file-name", "Content/states/named.md:2:5 topic.id-mismatch") { fixture in
            try fixture.write(topic("other-name"), to: "Content/states/named.md")
        },
        .made("section-a-windows-device-name", "Content/sections.yml:4:3 sections.invalid-id") { fixture in
            try fixture.write(
                fixture.read("Content/sections.yml") + "- id: aux\n  title: Aux\n", to: "Content/sections.yml")
        },
        .made("scenario-file-a-windows-device-name", "Content/scenarios/lpt1.yml:1:1 scenario.invalid-id") { fixture in
            let interrupt = try fixture.read("Content/scenarios/interrupt.yml")
            try fixture.write(
                interrupt.replacingOccurrences(of: "id: interrupt\n", with: ""), to: "Content/scenarios/lpt1.yml")
        },
        .made("nul-byte", "Content/states/nul.md:3:9 file.nul-byte") { fixture in
            try fixture.writeBytes(Array("---\nid: nul\ntitle: N".utf8) + [0] + Array("UL\n---\n".utf8), to: "nul.md")
        },
        .made("invalid-utf8", "Content/states/latin1.md:3:11 file.invalid-utf8") { fixture in
            try fixture.writeBytes(
                Array("---\nid: latin1\ntitle: Caf".utf8) + [0xE9] + Array("\n---\n".utf8), to: "latin1.md")
        },
        // A byte-order mark, CRLF and lone CR are accepted and normalised (editors on Windows
        // and old Mac ones write them); what must hold is that lines are still counted right.
        .made("byte-order-mark", "Content/states/lines.md:4:7 topic.unknown-kind") { fixture in
            try fixture.writeBytes(
                [0xEF, 0xBB, 0xBF] + Array(misspeltKind.joined(separator: "\n").utf8), to: "lines.md")
        },
        .made("crlf-line-ends", "Content/states/lines.md:4:7 topic.unknown-kind") { fixture in
            try fixture.writeBytes(Array(misspeltKind.joined(separator: "\r\n").utf8), to: "lines.md")
        },
        .made("lone-cr-line-ends", "Content/states/lines.md:4:7 topic.unknown-kind") { fixture in
            try fixture.writeBytes(Array(misspeltKind.joined(separator: "\r").utf8), to: "lines.md")
        },
        .made("empty-content-folder", "Content content.empty") { fixture in
            try FileManager.default.removeItem(atPath: fixture.content)
            try FileManager.default.createDirectory(atPath: fixture.content, withIntermediateDirectories: false)
        },
        .made("symbolic-link-to-a-file-outside", "Content/states/outside.md:1:1 file.symbolic-link") { fixture in
            try fixture.write(
                "---\nid: outside\ntitle: Outside\nkind: concept\nsection: states\n---\n", to: "outside.md")
            try FileManager.default.createSymbolicLink(
                atPath: fixture.content + "/states/outside.md", withDestinationPath: fixture.root.path + "/outside.md")
        },
        .made("symbolic-link-to-a-folder-outside", "Content/elsewhere:1:1 file.symbolic-link") { fixture in
            try fixture.write(
                "---\nid: outside\ntitle: Outside\nkind: concept\nsection: states\n---\n", to: "Far/outside.md")
            try FileManager.default.createSymbolicLink(
                atPath: fixture.content + "/elsewhere", withDestinationPath: fixture.root.path + "/Far")
        },
        .made("symbolic-link-loop", "Content/states/loop.md:1:1 file.symbolic-link") { fixture in
            try FileManager.default.createSymbolicLink(
                atPath: fixture.content + "/states/loop.md", withDestinationPath: "loop.md")
        },
        .made("symbolic-link-as-a-scenario", "Content/scenarios/linked.yml:1:1 file.symbolic-link") { fixture in
            try fixture.write(fixture.read("Content/scenarios/interrupt.yml"), to: "linked.yml")
            try FileManager.default.createSymbolicLink(
                atPath: fixture.content + "/scenarios/linked.yml",
                withDestinationPath: fixture.root.path + "/linked.yml")
        },
        .made("symbolic-link-as-the-section-list", "Content/sections.yml:1:1 file.symbolic-link") { fixture in
            try fixture.write(fixture.read("Content/sections.yml"), to: "sections.yml")
            try FileManager.default.removeItem(atPath: fixture.content + "/sections.yml")
            try FileManager.default.createSymbolicLink(
                atPath: fixture.content + "/sections.yml", withDestinationPath: fixture.root.path + "/sections.yml")
        },
        // Tests run as root, which reads any file whatever its mode; a folder named like a
        // topic file is what an unreadable file looks like to the loader.
        // A section list that is not a regular file is refused unread: a FIFO would block the
        // read for ever, and taking it for "no list" would hide the mistake.
        .made("fifo-as-the-section-list", "Content/sections.yml:1:1 file.unreadable") { fixture in
            try FileManager.default.removeItem(atPath: fixture.content + "/sections.yml")
            guard mkfifo(fixture.content + "/sections.yml", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        .made("folder-as-the-section-list", "Content/sections.yml:1:1 file.unreadable") { fixture in
            try FileManager.default.removeItem(atPath: fixture.content + "/sections.yml")
            try FileManager.default.createDirectory(
                atPath: fixture.content + "/sections.yml", withIntermediateDirectories: false)
        },
        .made("fifo-as-a-template", "Templates/topic.mustache:1:1 file.unreadable") { fixture in
            try FileManager.default.removeItem(atPath: fixture.templates + "/topic.mustache")
            guard mkfifo(fixture.templates + "/topic.mustache", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        .made("fifo-among-the-assets", "Templates/assets/pipe.css:1:1 file.unreadable") { fixture in
            guard mkfifo(fixture.templates + "/assets/pipe.css", 0o600) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        },
        .made("unreadable-file", "Content/states/folder.md:1:1 file.unreadable") { fixture in
            try FileManager.default.createDirectory(
                atPath: fixture.content + "/states/folder.md", withIntermediateDirectories: false)
        },
        // At the section left open, not at the end of the file where swift-mustache noticed it.
        .made("fifo-as-a-topic", "Content/states/pipe.md:1:1 file.unreadable") { fixture in
            guard mkfifo(fixture.content + "/states/pipe.md", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        },
        .made("fifo-as-a-scenario", "Content/scenarios/pipe.yml:1:1 file.unreadable") { fixture in
            guard mkfifo(fixture.content + "/scenarios/pipe.yml", 0o600) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        },
        .made("fifo-as-an-observation", "Content/observations/pipe.yml:1:1 file.unreadable") { fixture in
            try FileManager.default.createDirectory(
                atPath: fixture.content + "/observations", withIntermediateDirectories: true)
            guard mkfifo(fixture.content + "/observations/pipe.yml", 0o600) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        },
        .made("symbolic-link-as-an-observation", "Content/observations/linked.yml:1:1 file.symbolic-link") { fixture in
            try fixture.write("id: secret\n", to: "secret.yml")
            try FileManager.default.createDirectory(
                atPath: fixture.content + "/observations", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: fixture.content + "/observations/linked.yml",
                withDestinationPath: fixture.root.path + "/secret.yml")
        },
        .made("claim-of-an-unknown-scenario", "Content/states/claims.md:9:13 claim.unknown-scenario") { fixture in
            try fixture.write(
                topic("claims") + "\n```sequence interupt\nAppDelegate applicationWillResignActive:\n```\n",
                to: "Content/states/claims.md")
        },
        .made("claim-of-steps-the-scenario-lacks", "Content/states/claims.md:9:29 claim.invalid-steps") { fixture in
            try fixture.write(
                topic("claims") + "\n```sequence interrupt steps=9\nAppDelegate applicationWillResignActive:\n```\n",
                to: "Content/states/claims.md")
        },
        .made("too-many-claims", "Content/states/claims.md:309:1 claim.too-many") { fixture in
            let claim = "```sequence interrupt steps=2\nAppDelegate applicationWillResignActive:\n```\n"
            try fixture.write(
                topic("claims") + "\n" + String(repeating: claim, count: 101), to: "Content/states/claims.md")
        },
        .made("scenario-merge-key", "Content/scenarios/merged.yml:3:1 scenario.merge-key") { fixture in
            try fixture.write(
                "id: merged\ntitle: Merged\n<<: { platform: ios12 }\n"
                    + "app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }\n"
                    + "controllers: { A: { created: storyboard } }\nsteps: [launch]\n",
                to: "Content/scenarios/merged.yml")
        },
        .made("scenario-too-many-steps", "Content/scenarios/long.yml:6:8 scenario.too-large") { fixture in
            let steps = Array(repeating: "home, foreground", count: 101).joined(separator: ", ")
            try fixture.write(
                "id: long\ntitle: Long\nplatform: ios12\n"
                    + "app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }\n"
                    + "controllers: { A: { created: storyboard } }\nsteps: [launch, \(steps)]\n",
                to: "Content/scenarios/long.yml")
        },
        // `active` links to `inactive` and lists it as related: with its section misspelt,
        // `inactive` is left out of the knowledge base, and that link and id used to be two
        // more errors (23 more on the real content) for the one mistake.
        .made("section-misspelt-on-a-linked-topic", "Content/states/inactive.md:5:10 topic.unknown-section") {
            fixture in
            let text = try fixture.read("Content/states/inactive.md")
            try fixture.write(
                text.replacingOccurrences(of: "section: states", with: "section: sates"),
                to: "Content/states/inactive.md")
        },
        // A misspelt key of the topic's kind lost its value with only a warning, and the
        // state's checks silently did not run; the topic stays, so nothing links to a gap.
        .made("state-key-misspelt-on-a-linked-topic", "Content/states/inactive.md:7:1 topic.misspelled-key") {
            fixture in
            let text = try fixture.read("Content/states/inactive.md")
            try fixture.write(
                text.replacingOccurrences(of: "name: inactive\n", with: "name: inactive\ntransitons: [{to: active}]\n"),
                to: "Content/states/inactive.md")
        },
        // A wrong kind is one error at the kind, not a missing key and a warning per key.
        .made("kind-of-another-topic-on-a-linked-topic", "Content/states/inactive.md:4:7 topic.kind-mismatch") {
            fixture in
            let text = try fixture.read("Content/states/inactive.md")
            try fixture.write(
                text.replacingOccurrences(of: "kind: state", with: "kind: concept"), to: "Content/states/inactive.md")
        },
        // `controlers:` misspelt leaves every controller undeclared: that is its one error.
        .made("scenario-section-key-misspelt", "Content/scenarios/spelt.yml:5:1 scenario.unknown-key") { fixture in
            try fixture.write(
                "id: spelt\ntitle: Spelt\nplatform: ios12\n"
                    + "app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }\n"
                    + "controlers: { A: { created: storyboard }, B: { created: storyboard } }\n"
                    + "steps: [launch, push: B]\nlog: [A, B]\n",
                to: "Content/scenarios/spelt.yml")
        },
        .made("template-unclosed-section", "Templates/topic.mustache:1:1 template.syntax") { fixture in
            try fixture.write(
                "{{#related}}\n" + fixture.read("Templates/topic.mustache"), to: "Templates/topic.mustache")
        },
        .made("template-syntax-error", "Templates/topic.mustache:2:1 template.syntax") { fixture in
            try fixture.write("<h1>{{title}}</h1>\n{{#toc}}\n", to: "Templates/topic.mustache")
        },
        .made("template-unknown-variable", "Templates/topic.mustache:2:4 template.unknown-variable") { fixture in
            try fixture.write("<h1>{{title}}</h1>\n<p>{{summray}}</p>\n", to: "Templates/topic.mustache")
        },
        // swift-mustache expands partials with no depth limit: these crashed the build.
        .made("template-includes-itself", "Templates/sidebar-topic.mustache:2:3 template.recursive-partial") {
            fixture in
            try fixture.write("<li>{{title}}\n  {{>sidebar-topic}}</li>\n", to: "Templates/sidebar-topic.mustache")
        },
        .made("templates-include-each-other", "Templates/sidebar-topic.mustache:1:1 template.recursive-partial") {
            fixture in
            try fixture.write("{{>sidebar-section}}", to: "Templates/sidebar-topic.mustache")
            let section = try fixture.read("Templates/sidebar-section.mustache")
            try fixture.write("{{>sidebar-topic}}" + section, to: "Templates/sidebar-section.mustache")
        },
        // Templates that promise the pages what the folder cannot keep: each built a site
        // without styles or a page of 0 bytes before.
        .made("stylesheet-missing", "Templates/layout.mustache:12:30 template.missing-asset") { fixture in
            try FileManager.default.removeItem(atPath: fixture.templates + "/assets/site.css")
        },
        .made("layout-empty", "Templates/layout.mustache:1:1 template.empty") { fixture in
            try fixture.write("", to: "Templates/layout.mustache")
        },
        .made("layout-without-content", "Templates/layout.mustache:1:1 template.no-content") { fixture in
            let layout = try fixture.read("Templates/layout.mustache")
            try fixture.write(
                layout.replacingOccurrences(of: "{{{content}}}", with: ""), to: "Templates/layout.mustache")
        },
        // One line past the bound, in each kind of content file: refused at that line, never parsed.
        .made("topic-line-too-long", "Content/states/long.md:8:1 file.line-too-long") { fixture in
            try fixture.write(
                topic("long") + "# " + String(repeating: "x", count: LineBound.maximumBytes) + "\n",
                to: "Content/states/long.md")
        },
        .made("scenario-line-too-long", "Content/scenarios/long.yml:2:1 file.line-too-long") { fixture in
            try fixture.write(
                "id: long\ntitle: \(String(repeating: "x", count: LineBound.maximumBytes))\n",
                to: "Content/scenarios/long.yml")
        },
        .made("sections-line-too-long", "Content/sections.yml:1:1 file.line-too-long") { fixture in
            try fixture.write(
                "# " + String(repeating: "x", count: LineBound.maximumBytes) + "\n", to: "Content/sections.yml")
        },
    ]
}

@Suite("Bad inputs: a located error, nothing written, the old site intact")
struct BadInputTests {
    @Test(arguments: BadInput.all)
    func refusesTheInputWithALocatedErrorAndKeepsThePreviousSite(_ input: BadInput) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        let builder = SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output))
        #expect(try await builder.build().written)
        let before = try fixture.snapshot(of: "Site")

        try input.make(fixture)
        let outcome = try await builder.build()

        let found = outcome.diagnostics.filter { $0.severity == .error }.map { BadInput.located($0, in: fixture) }
        for expected in input.expected {
            #expect(found.contains(expected), "\(expected) not among \(found)")
        }
        #expect(outcome.written == !input.fails)
        #expect(try fixture.snapshot(of: "Site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path)
            .filter { $0.hasPrefix(".Site.") }
        #expect(leftovers.isEmpty)
    }
}

extension BadInputTests {
    /// What a build refuses, a check reports: a check that passes must not hide a build that fails.
    @Test(arguments: BadInput.all)
    func aCheckReportsWhatTheBuildRefuses(_ input: BadInput) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try input.make(fixture)
        let builder = SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output))
        let found = try await builder.check().filter { $0.severity == .error }.map { BadInput.located($0, in: fixture) }
        // Exactly these errors: one mistake gives one error, with no knock-on errors elsewhere.
        #expect(found.sorted() == input.expected.sorted())
        #expect(found.isEmpty == !input.fails)
        #expect(!FileManager.default.fileExists(atPath: fixture.output))
    }
}

extension SiteFixture {
    static let fixturesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Copies every file under `folder` into the fixture, replacing files of the same path.
    func overlay(_ folder: URL) throws {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.path + "/" + relative, isDirectory: &isDirectory)
            guard !isDirectory.boolValue else { continue }
            let target = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(atPath: folder.path + "/" + relative, toPath: target.path)
        }
    }

    /// Writes raw bytes as a topic file in `Content/states/`.
    func writeBytes(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: content + "/states/" + name))
    }

    /// Every file under `relative` with its bytes, for comparing a whole site before and after.
    func snapshot(of relative: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in files(under: relative) {
            result[path] = try Data(contentsOf: root.appendingPathComponent(relative + "/" + path))
        }
        return result
    }
}
