import LifelineMarkdown
import Testing

@testable import LifelineContent

@Suite("Reading sequence claims")
struct SequenceClaimParserTests {
    func claims(_ body: String) -> ([SequenceClaim], [String]) {
        let (claims, diagnostics) = SequenceClaimParser.claims(
            in: MarkdownDocument(parsing: body, firstLine: 10), path: "t.md")
        return (claims, diagnostics.map { "\($0.location.line):\($0.location.column) \($0.id)" })
    }

    /// Each claim becomes a table and a figure on the page: 20,000 empty claims made a page
    /// of 372 MB. Beyond the bound, one error at the first claim too many, and no more claims.
    @Test func refusesMoreClaimsThanTheBoundWithOneError() {
        let limit = SequenceClaimParser.maximumClaims
        let body = String(repeating: "```sequence launch\nA viewDidLoad\n```\n", count: limit + 50)
        let (found, problems) = claims(body)
        #expect(found.count == limit)
        #expect(problems == ["\(10 + 3 * limit):1 claim.too-many"])
    }

    /// A fence never closed runs to the end of the page: the prose after it gave one
    /// `claim.syntax` error a line. It is one error, at the fence; closed blocks (also with a
    /// longer closing fence, empty, or last in the file) are read as before.
    @Test(arguments: [
        ("```sequence launch\nA viewDidLoad\n\nSome prose.\nMore prose.\n", ["10:1 claim.unclosed"], 0),
        ("```sequence launch\nA viewDidLoad\n", ["10:1 claim.unclosed"], 0),
        ("```sequence launch\n", ["10:1 claim.unclosed"], 0),
        ("- item\n\n  ```sequence launch\n  A viewDidLoad\n\nProse.\n", ["12:1 claim.unclosed"], 0),
        // The closing fence deleted: the next claim's fences close this one instead.
        (
            "```sequence launch\nA viewDidLoad\n\nProse.\n\n```sequence launch\nA viewDidLoad\n```\n",
            ["10:1 claim.unclosed"], 0
        ),
        ("```sequence launch\nA viewDidLoad\n```", [], 1),
        ("```sequence launch\nA viewDidLoad\n`````\nProse.\n", [], 1),
        ("~~~sequence launch\nA viewDidLoad\n~~~\n\n```sequence launch\nA viewDidLoad\n```\n", [], 2),
    ])
    func anUnclosedFenceIsOneErrorAtTheFence(_ body: String, _ expected: [String], _ count: Int) {
        let (found, problems) = claims(body)
        #expect(problems == expected)
        #expect(found.count == count)
    }

    @Test func readsScenarioOptionsAndLinesWithTheirFileLines() throws {
        let (found, problems) = claims(
            "Text\n\n```sequence push-pop steps=2-3 platforms=ios11+\nA viewWillDisappear:\n  B   viewDidLoad\n```\n"
        )
        #expect(problems.isEmpty)
        let claim = try #require(found.first)
        #expect(claim.scenario == "push-pop")
        #expect(claim.steps == 2...3)
        #expect(claim.platforms?.description == "ios11+")
        #expect(claim.fenceLine == 12)
        #expect(claim.lines.map(\.summary) == ["A viewWillDisappear:", "B viewDidLoad"])
        #expect(claim.lines.map(\.line) == [13, 14])
        #expect(claim.lines[1].callbackColumn == 7)
    }

    @Test func readsLinesThatAreNotASCIIByCharacterAmongOnesThatAre() throws {
        let (found, problems) = claims(
            "```sequence launch\nA viewDidLoad\n  é   viewWillAppear:\n# done\nB\tviewDidAppear:\n```\n")
        #expect(problems.isEmpty)
        let claim = try #require(found.first)
        #expect(claim.lines.map(\.summary) == ["A viewDidLoad", "é viewWillAppear:", "B viewDidAppear:"])
        #expect(claim.lines.map(\.line) == [11, 12, 14])
        #expect(claim.lines.map(\.callbackColumn) == [3, 7, 3])
    }

    @Test func treatsAnEmptyBlockAsARequestForTheTrace() throws {
        let (found, _) = claims("```sequence launch\n```\n")
        #expect(try #require(found.first).isFill)
    }

    @Test func ignoresOtherLanguages() {
        #expect(claims("```swift\nlet a = 1\n```\n").0.isEmpty)
    }

    @Test(arguments: [
        ("```sequence\nA viewDidLoad\n```\n", Optional("10:1 claim.missing-scenario")),
        // An option is reported at its value, or at the word when it is unknown.
        ("```sequence launch steps=0\n```\n", "10:26 claim.invalid-option"),
        ("```sequence launch steps=3-2\n```\n", "10:26 claim.invalid-option"),
        ("```sequence launch platforms=13\n```\n", "10:30 claim.invalid-option"),
        ("```sequence launch colour=red\n```\n", "10:20 claim.invalid-option"),
        ("~~~~  sequence launch  colour=red\n~~~~\n", "10:24 claim.invalid-option"),
        ("- item\n\n  ```sequence launch colour=red\n  ```\n", "12:22 claim.invalid-option"),
        // In a quote, the closing fence follows the quote's marker: the block is closed.
        ("> ```sequence launch colour=red\n> ```\n", "10:22 claim.invalid-option"),
        ("> ```sequence launch\n> A viewDidLoad\n> ```\n", nil),
        ("> ```sequence launch\n> A viewDidLoad\n\nProse.\n", "10:1 claim.unclosed"),
        ("```sequence launch\nA\n```\n", "11:1 claim.syntax"),
        ("```sequence launch\nA viewDidLoad extra\n```\n", "11:1 claim.syntax"),
    ])
    func reportsMalformedBlocksWhereTheyAreWritten(body: String, expected: String?) {
        #expect(claims(body).1 == (expected.map { [$0] } ?? []))
    }

    /// In a list item or a block quote the code leaves out the container's prefix: a line's
    /// columns are still the file's, so a fix-it replaces the right characters.
    @Test(arguments: [
        ("- item\n\n  ```sequence launch\n  Row1 layoutSubview\n  ```\n", 3, 8),
        ("> ```sequence launch\n> Panel didAddSubvew:\n> ```\n", 3, 9),
        ("1. item\n\n   ```sequence launch\n   A viewDidLoad\n   ```\n", 4, 6),
        ("```sequence launch\nPanel didAddSubvew:\n```\n", 1, 7),
    ])
    func columnsOfALineAreTheFilesInsideContainers(body: String, object: Int, callback: Int) throws {
        let (found, problems) = claims(body)
        #expect(problems.isEmpty)
        let line = try #require(found.first?.lines.first)
        #expect(line.objectColumn == object)
        #expect(line.callbackColumn == callback)
    }

    @Test func anOptionGivenTwiceIsAnError() {
        #expect(claims("```sequence launch steps=1 steps=2\n```\n").1 == ["10:28 claim.invalid-option"])
        #expect(claims("```sequence launch platforms=ios9 platforms=ios17\n```\n").1 == ["10:35 claim.invalid-option"])
    }

    /// A reversed range says so, and which range it meant.
    @Test func saysAReversedStepRangeRunsBackwards() throws {
        let problem = try #require(
            SequenceClaimParser.claims(
                in: MarkdownDocument(parsing: "```sequence launch steps=3-2\n```\n"), path: "t.md"
            ).1.first)
        #expect(problem.summary.contains("runs backwards"))
        #expect(problem.summary.contains("steps=2-3"))
    }

    @Test func reportsAMalformedLineAtItsFirstWordAndReadsTheOthers() throws {
        let (found, problems) = claims(
            "```sequence launch\n\tA viewDidLoad\n   B\n# note\n\n  é   viewWillAppear:\n```\n")
        #expect(problems == ["12:4 claim.syntax"])
        #expect(found.isEmpty, "a block with a malformed line is not a claim")
    }

    /// An ASCII info string is split into words by bytes, as it is by character.
    @Test func splitsInfoStringsIntoTheWordsCharactersGive() {
        let pieces = [" ", "\t", "sequence", "push-pop", "steps=2-3", "platforms=ios11+", "=", "é", "e\u{301}", "\r\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let info = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            #expect(
                SequenceClaimParser.infoWords(info) == info.split(whereSeparator: { $0 == " " || $0 == "\t" }),
                "\(info.debugDescription)")
        }
    }

    /// Lines in ASCII are read as bytes and others by character: both must read every line
    /// alike, words, comments and columns, whatever the blanks and the letters.
    @Test func readsLinesAsBytesAsItReadsThemByCharacter() {
        let pieces = [" ", "\t", "  ", "#", "A", "viewDidLoad", "b:", "é", "e\u{301}", " \u{301}", "\u{1F600}"]
        var generator = SystemRandomNumberGenerator()
        var asciiLines = 0
        for _ in 0..<3000 {
            let line = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let code = "first\n" + line + "\nlast"
            let bytes = Array(code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[1])
            let byCharacter = SequenceClaimParser.reading(characters: Substring(line))
            let read = bytes.withUnsafeBufferPointer { SequenceClaimParser.reading(ascii: $0) }
            let isASCII = line.utf8.allSatisfy { $0 < 0x80 }
            let shown = line.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
            // Every ASCII line is read on its bytes, alike; every other is left to characters.
            #expect(isASCII ? read == byCharacter : read == nil, "\(shown)")
            if isASCII { asciiLines += 1 }
        }
        #expect(asciiLines > 300, "the byte path is exercised")
    }

    /// A column counts Unicode scalars, as an editor that jumps to `path:line:column` does: an
    /// accent written as a combining mark is a column of its own.
    @Test func columnsCountUnicodeScalars() {
        #expect(
            SequenceClaimParser.reading(characters: "Cafe\u{301} viewDidLoad")
                == .step(object: "Cafe\u{301}", callback: "viewDidLoad", objectColumn: 1, callbackColumn: 7))
        #expect(SequenceClaimParser.reading(characters: "e\u{301} a b") == .malformed(indent: 0))
    }
}
