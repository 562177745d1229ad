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

    /// A problem with a whole file points at 1:1, where an editor can still jump; a folder has no
    /// line 1 of its own, so a note about all the observations names the folder alone.
    @Test func namesAFolderWithoutALineOrColumn() {
        let file = Diagnostic(id: "topic.missing-front-matter", file: "Content/a.md", summary: "no front matter")
        let folder = Diagnostic.aboutFolder(
            id: "observation.not-simulated", severity: .note, path: "Content/observations", summary: "2 kept")
        let formatter = DiagnosticFormatter(sources: ["Content/a.md": "Body.\n"])
        #expect(formatter.format(file) == "Content/a.md:1:1: error: no front matter [topic.missing-front-matter]")
        #expect(formatter.format(folder) == "Content/observations: note: 2 kept [observation.not-simulated]")
    }

    /// What a file says is quoted in messages, and a quoted YAML value may hold "\n": printed
    /// as it was, `kind: "sate\nContent/fake.md:9:9: error: forged"` printed a second error
    /// line that no check made. Control characters are written as escapes, a note's own lines
    /// are indented, and the excerpt shows one character for each so its caret stays in place.
    @Test func contentCannotForgeALineOfItsOwn() {
        let forged = "Content/fake.md:9:9: error: forged [x.y]"
        let diagnostic = Diagnostic(
            id: "topic.unknown-kind", file: "Content/a.md", range: SourceRange(line: 2, column: 6, length: 3),
            summary: "unknown kind 'sate\n\(forged)\u{1B}[2J'",
            notes: [
                DiagnosticNote(file: "Content/a\nb.md", message: "diff:\n    - one\n\(forged)")
            ],
            fixIts: [FixIt(range: SourceRange(line: 2, column: 6, length: 3), replacement: "x\r\(forged)")]
        )
        let text = DiagnosticFormatter(sources: ["Content/a.md": "---\nk: \u{1B}\u{7}abc\n---\n"]).format(diagnostic)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("Content/fake.md") })
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\r" })
        #expect(
            text == """
                Content/a.md:2:6: error: unknown kind 'sate\\n\(forged)\\u{1B}[2J' [topic.unknown-kind]
                    k: \u{FFFD}\u{FFFD}abc
                         ^~~
                Content/a\\nb.md:1:1: note: diff:
                    - one
                    \(forged)
                    fix-it: replace with 'x\\r\(forged)'
                """)
    }

    /// A long line is shown as a window around the place, cut with "…": a diagnostic printed
    /// the whole line, so a line of 5,000 broken links printed 5,000 copies of its 55 KB.
    @Test func showsAWindowOfALongLineAroundThePlace() throws {
        let line = (0..<1000).map { "w\($0) " }.joined() + "target " + (0..<1000).map { "v\($0) " }.joined()
        let column = try #require(line.unicodeScalars.firstIndex(of: "t")).utf16Offset(in: line) + 1
        let diagnostic = Diagnostic(
            id: "x", file: "a.md", range: SourceRange(line: 2, column: column, length: 6), summary: "here")
        let printed = DiagnosticFormatter(sources: ["a.md": "first\n" + line + "\nlast\n"]).format(diagnostic)
            .split(separator: "\n").map(String.init)
        let (shown, caret) = (printed[1], printed[2])
        #expect(shown.unicodeScalars.count <= 130 && shown.hasPrefix("    …") && shown.hasSuffix("…"))
        let at = try #require(caret.firstIndex(of: "^"))
        let offset = caret.distance(from: caret.startIndex, to: at)
        #expect(shown.dropFirst(offset).hasPrefix("target"))
        #expect(caret.hasSuffix("^~~~~~"))
    }

    /// A Chinese character takes two columns of a terminal and a combining accent none: the
    /// caret landed one column early for each wide character before its place.
    @Test func putsTheCaretUnderItsPlaceAfterWideCharacters() {
        func caret(_ line: String, column: Int, length: Int) -> String {
            let diagnostic = Diagnostic(
                id: "x", file: "a.md", range: SourceRange(line: 1, column: column, length: length), summary: "s")
            return String(
                DiagnosticFormatter(sources: ["a.md": line + "\n"]).format(diagnostic).split(separator: "\n")[2])
        }
        #expect(caret("说明：`x`", column: 4, length: 3) == "          ^~~")
        #expect(caret("后台 `路径` 运行", column: 4, length: 4) == "         ^~~~~~")
        #expect(caret("e\u{301}tat", column: 3, length: 3) == "     ^~~")
    }

    /// A line that fits is shown whole, also when the place is at its very end.
    @Test func showsALineThatFitsWhole() {
        let diagnostic = Diagnostic(id: "x", file: "a.md", range: SourceRange(line: 1, column: 4), summary: "end")
        let printed = DiagnosticFormatter(sources: ["a.md": "abc\n"]).format(diagnostic)
        #expect(printed.hasSuffix("\n    abc\n       ^"))
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
