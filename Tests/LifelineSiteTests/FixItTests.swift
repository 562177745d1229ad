import Foundation
import LifelineDiagnostics
import LifelineSite
import Testing

/// A fix-it is only right if applying it fixes the problem: each case breaks one file of the
/// basic fixture, applies every fix-it the check offers for it, checks again and expects the
/// diagnostic gone and the file clean.
@Suite("Fix-its fix what they are about")
struct FixItTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The rule whose fix-it is applied.
        var id: String
        /// The broken file, relative to the fixture.
        var file: String
        var text: String
        var testDescription: String { id + " in " + file }
    }

    static func topic(_ id: String, kind: String = "concept", section: String = "states", _ extra: String = "")
        -> String
    {
        "---\nid: \(id)\ntitle: T\nkind: \(kind)\nsection: \(section)\n\(extra)---\nBody.\n"
    }

    static let cases: [Case] = [
        Case(id: "topic.unknown-kind", file: "Content/states/typo.md", text: topic("typo", kind: "conecpt")),
        Case(id: "topic.misspelled-key", file: "Content/states/typo.md", text: topic("typo", "sumary: S\n")),
        Case(
            id: "topic.kind-mismatch", file: "Content/states/typo.md",
            text: topic("typo", kind: "concept", "name: background\n")),
        Case(id: "topic.unknown-section", file: "Content/states/typo.md", text: topic("typo", section: "sates")),
        Case(id: "topic.unknown-section", file: "Content/states/typo.md", text: topic("typo", section: "'sates'")),
        // Columns count Unicode scalars: an accent written as a combining mark is a column too.
        Case(id: "topic.unknown-kind", file: "Content/states/typo.md", text: topic("typo", kind: "conce\u{301}pt")),
        Case(id: "topic.id-mismatch", file: "Content/states/typo.md", text: topic("other")),
        // A related id is replaced where it stands, in a flow list or a block list.
        Case(
            id: "topic.unknown-related", file: "Content/states/typo.md",
            text: topic("typo", "related: [active, inactiv]\n")),
        Case(
            id: "topic.unknown-related", file: "Content/states/typo.md",
            text: topic("typo", "related:\n  - actve\n  - \"inactive\"\n")),
        Case(id: "state.unknown", file: "Content/states/typo.md", text: topic("typo", kind: "state", "name: actve\n")),
        Case(
            id: "state.unknown-event", file: "Content/states/typo.md",
            text: topic(
                "typo", kind: "state",
                "name: active\ntransitions:\n  - { to: background, event: hme, via: [\"applicationWillResignActive:\", "
                    + "\"applicationDidEnterBackground:\"] }\n")),
        Case(
            id: "topic.unknown-key", file: "Content/states/typo.md",
            text: topic(
                "typo", kind: "state",
                "name: active\ntransitions:\n  - { too: background, event: home, via: [\"applicationWillResignActive:\", "
                    + "\"applicationDidEnterBackground:\"] }\n")),
        Case(
            id: "callback.owner-mismatch", file: "Content/states/load.md",
            text: topic("load", kind: "callback", "selector: viewDidLoad\nowner: UIView\n")),
        Case(
            id: "callback.owner-mismatch", file: "Content/states/load.md",
            text: topic("load", kind: "callback", "selector: viewDidLoad\nowner: \"UIView\"\n")),
        Case(
            id: "callback.unknown", file: "Content/states/load.md",
            text: topic("load", kind: "callback", "selector: viewDidLod\nowner: UIViewController\n")),
        Case(
            id: "callback.unknown", file: "Content/states/appear.md",
            text: topic("appear", kind: "callback", "selector: \"viewWillApear:\"\nowner: UIViewController\n")),
        Case(
            id: "callback.unknown", file: "Content/states/prose.md",
            text: topic("prose") + "Then `applicationDidEnterBackgroup:` runs.\n"),
        Case(
            id: "callback.unknown", file: "Content/states/prose.md",
            text: topic("prose") + "后台：随后 `applicationDidEnterBackgroup:` 运行。\n"),
        // A claim's scenario, object and option are replaced where they are written, also in a
        // list item or a block quote, whose prefix the code of the block leaves out.
        Case(
            id: "claim.unknown-scenario", file: "Content/states/claim.md",
            text: topic("claim") + "```sequence interupt steps=2\nAppDelegate applicationWillResignActive:\n```\n"),
        Case(
            id: "claim.unknown-object", file: "Content/states/claim.md",
            text: topic("claim")
                + "- item\n\n  ```sequence interrupt\n  AppDelgate applicationWillResignActive:\n  ```\n"),
        Case(
            id: "callback.unknown", file: "Content/states/claim.md",
            text: topic("claim") + "> ```sequence interrupt\n> AppDelegate applicationWillResignActve:\n> ```\n"),
        Case(
            id: "claim.invalid-option", file: "Content/states/claim.md",
            text: topic("claim") + "```sequence interrupt stpes=2\nAppDelegate applicationWillResignActive:\n```\n"),
        Case(
            id: "claim.invalid-option", file: "Content/states/claim.md",
            text: topic("claim") + "```sequence interrupt steps=3-2\nAppDelegate applicationWillResignActive:\n"
                + "AppDelegate applicationDidBecomeActive:\n```\n"),
        Case(
            id: "scenario.unknown-action", file: "Content/scenarios/typo.yml",
            text: """
                title: An alert interrupts the app
                platform: ios12
                app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }
                controllers: { A: { created: storyboard } }
                steps: [launch, interruptoin, interruptionEnd]

                """),
    ]

    @Test(arguments: cases)
    func applyingTheFixItRemovesTheDiagnostic(_ input: Case) async throws {
        let fixture = try SiteFixture("basic")
        defer { fixture.remove() }
        try fixture.write(input.text, to: input.file)
        let path = fixture.root.appendingPathComponent(input.file).path
        let builder = SiteBuilder(
            options: .init(
                contentDirectory: fixture.content, templatesDirectory: fixture.templates,
                outputDirectory: fixture.output))

        let before = try await builder.check().filter { $0.file == path }
        let fixIts = before.filter { $0.id == input.id }.flatMap(\.fixIts)
        #expect(!fixIts.isEmpty, "no fix-it for \(input.id) among \(before.map(\.id))")
        var text = input.text
        // From the end of the file back, so a replacement leaves the positions before it.
        for fixIt in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
            text = Self.apply(fixIt, to: text)
        }
        try fixture.write(text, to: input.file)

        let after = try await builder.check().filter { $0.file == path && $0.severity == .error }
        #expect(after.isEmpty, "after the fix-it:\n\(text)\nstill \(after.map(\.summary))")
    }

    /// `text` with the fix-it's range (1-based lines and columns of Unicode scalars, on one
    /// line) replaced.
    static func apply(_ fixIt: FixIt, to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let line = fixIt.range.start.line - 1
        let start = fixIt.range.start.column - 1
        let end = fixIt.range.end.line == fixIt.range.start.line ? fixIt.range.end.column - 1 : lines[line].count
        lines[line].replaceSubrange(start..<end, with: Array(fixIt.replacement.unicodeScalars))
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}
