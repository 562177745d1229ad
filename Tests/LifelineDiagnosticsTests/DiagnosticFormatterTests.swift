import LifelineDiagnostics
import Testing

@Suite("Printing diagnostics")
struct DiagnosticFormatterTests {
    @Test func printsTheCompilerFormWithExcerptNotesAndFixIts() {
        let diagnostic = Diagnostic(
            id: "topic.unknown-kind", file: "Content/a.md", range: SourceRange(line: 2, column: 7, length: 7),
            summary: "unknown kind 'calback'",
            notes: [DiagnosticNote(file: "Content/b.md", range: SourceRange(line: 4, column: 1), message: "see here")],
            fixIts: [FixIt(range: SourceRange(line: 2, column: 7, length: 7), replacement: "callback")]
        )
        let text = DiagnosticFormatter(sources: ["Content/a.md": "---\nkind: calback\n---\n"]).format(diagnostic)
        #expect(
            text == """
                Content/a.md:2:7: error: unknown kind 'calback' [topic.unknown-kind]
                    kind: calback
                          ^~~~~~~
                Content/b.md:4:1: note: see here
                    fix-it: replace with 'callback'
                """
        )
    }

    @Test func sortsByFileAndLineAndCountsAtTheEnd() {
        let diagnostics = [
            Diagnostic(id: "b", file: "b.md", range: SourceRange(line: 1, column: 1), summary: "second"),
            Diagnostic(
                id: "a", severity: .warning, file: "a.md", range: SourceRange(line: 9, column: 1), summary: "first"),
            Diagnostic(id: "a", file: "a.md", range: SourceRange(line: 2, column: 1), summary: "zeroth"),
        ]
        let lines = DiagnosticFormatter().format(diagnostics).split(separator: "\n")
        #expect(lines.map { String($0.prefix(6)) } == ["a.md:2", "a.md:9", "b.md:1", "2 erro"])
        #expect(lines.last == "2 errors, 1 warning")
    }

    @Test(arguments: [
        ("applicationDidEnterBackgroup:", "applicationDidEnterBackground:"),
        ("viewDidLod", "viewDidLoad"),
    ])
    func suggestsNearMisses(word: String, expected: String) {
        let candidates = [
            "applicationDidEnterBackground:", "applicationWillEnterForeground:", "viewDidLoad", "loadView",
        ]
        #expect(NearMiss.suggestion(for: word, among: candidates) == expected)
    }

    @Test func suggestsNothingForUnrelatedWords() {
        #expect(NearMiss.suggestion(for: "banana", among: ["viewDidLoad", "loadView"]) == nil)
    }
}

@Suite("Machine-readable diagnostics")
struct MachineFormatTests {
    let diagnostic = Diagnostic(
        id: "claim.mismatch", file: "Content/a, b.md", range: SourceRange(line: 3, column: 2, length: 4),
        summary: "50% wrong:\nsecond line", notes: [DiagnosticNote(file: "x.md", message: "see")]
    )

    @Test func writesGitHubWorkflowCommandsWithEscaping() {
        #expect(
            GitHubAnnotations.format(diagnostic)
                == "::error file=Content/a%2C b.md,line=3,col=2,endColumn=6,title=claim.mismatch::50%25 wrong:%0Asecond line%0Anote: x.md: see"
        )
    }

    /// "\r\n" is a single `Character`: a message holding one (a YAML value may) must still
    /// come out on one line, or its second line would be read as a workflow command of its own.
    @Test func keepsAMessageWithACarriageReturnAndLineFeedOnOneLine() {
        let hostile = Diagnostic(
            id: "topic.unknown-kind", file: "a.md", summary: "unknown kind 'a\r\n::warning::b%\u{301}'")
        let line = GitHubAnnotations.format(hostile)
        #expect(!line.contains("\n") && !line.contains("\r") && !line.unicodeScalars.contains("\n"))
        #expect(line.hasSuffix("::unknown kind 'a%0D%0A::warning::b%25\u{301}'"))
    }

    @Test func writesVersionedJSONWithSortedKeys() throws {
        let json = DiagnosticJSON.encode([diagnostic])
        #expect(json.contains("\"version\" : 1"))
        #expect(json.contains("\"errors\" : 1"))
        #expect(json.contains("\"id\" : \"claim.mismatch\""))
        #expect(json.contains("\"start\" : {\n"))
        #expect(DiagnosticJSON.encode([diagnostic]) == json)
    }

    @Test func coloursSeverityOnlyWhenAsked() {
        #expect(!DiagnosticFormatter().format(diagnostic).contains("\u{1B}["))
        #expect(DiagnosticFormatter(colour: true).format(diagnostic).contains("\u{1B}[1;31merror"))
    }
}
