import LifelineMarkdown
import Testing

@Suite("Reading the Markdown tree with source positions")
struct MarkdownDocumentTests {
    @Test func reportsHeadingsWithLevelsAndLines() throws {
        let document = MarkdownDocument(parsing: "# One\n\nText\n\n## Two *words*\n")
        #expect(document.headings.map(\.level) == [1, 2])
        #expect(document.headings.map(\.text) == ["One", "Two words"])
        #expect(document.headings.map(\.range.startLine) == [1, 5])
        #expect(document.headingAnchors == ["one", "two-words"])
    }

    @Test func offsetsLinesByTheBodysFirstLine() throws {
        let document = MarkdownDocument(parsing: "Intro\n\n[next](inactive.md#anchor)\n", firstLine: 7)
        let link = try #require(document.links.first)
        #expect(link.destination == "inactive.md#anchor")
        #expect(link.text == "next")
        #expect(link.range.startLine == 9)
        #expect(link.range.startColumn == 1)
    }

    /// cmark-gfm counts columns in bytes; a diagnostic's column counts Unicode scalars, so a
    /// link or a code span after Chinese or an accent is placed where an editor finds it.
    @Test func placesInlineNodesInUnicodeScalarColumns() throws {
        let text = "First line\n\n生命周期：`viewDidLoad` 和 [下一页](next.md)。\nCafe\u{301} `x` and [a](b.md)\n"
        let document = MarkdownDocument(parsing: text, firstLine: 5)
        #expect(document.inlineCode.map(\.range.startLine) == [7, 8])
        // A code span's range is its code, inside the backticks.
        #expect(document.inlineCode.map(\.range.startColumn) == [7, 8])
        #expect(document.inlineCode.map(\.range.endColumn) == [17, 8])
        #expect(document.links.map(\.range.startColumn) == [22, 15])
        // The second line's own columns, after a first with more bytes than scalars.
        #expect(document.links.map(\.range.startLine) == [7, 8])
    }

    /// Columns are counted on from the node before on the same line (and back, for a node
    /// inside a link): each must still be the column counted from the line's start.
    @Test func placesManyNodesOnOneLineLikeEachAlone() throws {
        let pieces = (0..<40).map { index in
            ["中 [`a\(index)`](x.md) ", "e\u{301} [link](y.md) ", "`c` ", "[外 `d`](z.md) "][index % 4]
        }
        let line = pieces.joined()
        let document = MarkdownDocument(parsing: "Title\n\n" + line + "\n")
        func expected(_ needle: String, from offset: Int) -> Int? {
            let scalars = Array(line.unicodeScalars)
            let target = Array(needle.unicodeScalars)
            return (offset..<scalars.count).first { scalars[$0...].starts(with: target) }.map { $0 + 1 }
        }
        var offset = 0
        var codeColumns: [Int] = []
        for code in document.inlineCode {
            let column = try #require(expected(code.code, from: offset))
            codeColumns.append(column)
            offset = column
        }
        #expect(document.inlineCode.map(\.range.startColumn) == codeColumns)
        #expect(document.inlineCode.count == 30)
        #expect(document.links.count == 30)
        let linkColumns = document.links.map(\.range.startColumn)
        let brackets = Array(line.unicodeScalars).enumerated().filter { $0.element == "[" }.map { $0.offset + 1 }
        #expect(linkColumns == brackets)
    }

    @Test func reportsFencedCodeBlocksWithInfoAndLineRange() throws {
        let text = "Para\n\n```sequence push-pop steps=2-3\nA viewWillDisappear:\nB viewDidLoad\n```\n"
        let block = try #require(MarkdownDocument(parsing: text, firstLine: 10).codeBlocks.first)
        #expect(block.info == "sequence push-pop steps=2-3")
        #expect(block.language == "sequence")
        #expect(block.code == "A viewWillDisappear:\nB viewDidLoad\n")
        #expect(block.isFenced)
        #expect(block.range.startLine == 12)
        #expect(block.range.endLine == 15)
        #expect(block.firstCodeLine == 13)
    }

    /// The language is the info string's first word, whatever surrounds it.
    @Test(arguments: [
        ("swift", "swift"), ("sequence push-pop", "sequence"), ("  objc  x", "objc"), ("", ""), ("   ", ""),
        ("naïve-lang rest", "naïve-lang"),
    ])
    func namesTheLanguageByTheInfoStringsFirstWord(info: String, language: String) {
        let block = MarkdownCodeBlock(
            info: info, code: "", range: MarkdownRange(startLine: 1, startColumn: 1, endLine: 2, endColumn: 3),
            isFenced: true)
        #expect(block.language == language)
        #expect(block.language == String(info.split(separator: " ", maxSplits: 1).first ?? ""))
    }

    @Test func reportsCodeSpansWithColumns() throws {
        let span = try #require(MarkdownDocument(parsing: "Then `viewDidLoad` runs.").inlineCode.first)
        #expect(span.code == "viewDidLoad")
        #expect(span.range.startLine == 1)
        // cmark positions a code span at its first character inside the backticks.
        #expect(span.range.startColumn == 7)
    }

    @Test func collectsPlainTextWithoutMarkup() {
        let document = MarkdownDocument(parsing: "# Title\n\nSome **bold** and `code`.\n")
        #expect(document.plainText.contains("Some bold and code."))
        #expect(!document.plainText.contains("**"))
    }

    @Test func keepsOnlyTheStartOfALongBodysText() {
        let paragraphs = (0..<2_000).map { "Paragraph \($0) of a long topic." }
        let document = MarkdownDocument(parsing: paragraphs.joined(separator: "\n\n"))
        #expect(document.plainText.hasPrefix("Paragraph 0 of a long topic."))
        #expect(document.plainText.utf8.count < 4_200)
        #expect(!document.plainText.contains("Paragraph 1999"))
    }

    @Test func survivesNULBytesAndInvalidUTF8() {
        let document = MarkdownDocument(parsing: "A\u{0}B\n")
        #expect(document.plainText.contains("A"))
    }
}
