import Testing

@testable import LifelineContent

/// `FrontMatter.split` walks the text in place; it must cut exactly where splitting the text
/// into lines and joining them again does, for every arrangement of delimiters, blank lines
/// and final newlines.
@Suite("Splitting front matter from the body")
struct FrontMatterSplitTests {
    /// The plain definition: lines, the first `---`, the next `---` or `...`, rejoined.
    static func byLines(_ text: String) -> Result<FrontMatter, FrontMatter.SplitError> {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        func trimmed(_ line: Substring) -> Substring {
            var line = line
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return line
        }
        guard let first = lines.first, trimmed(first) == "---" else { return .failure(.init(problem: .missing)) }
        guard let close = lines.indices.dropFirst().first(where: { ["---", "..."].contains(trimmed(lines[$0])) })
        else { return .failure(.init(problem: .unclosed)) }
        return .success(
            FrontMatter(
                yaml: lines[1..<close].joined(separator: "\n"), yamlFirstLine: 2,
                body: lines[(close + 1)...].joined(separator: "\n"), bodyFirstLine: close + 2))
    }

    /// Every text of up to four lines drawn from delimiters, YAML, body text and blanks, with
    /// and without a final newline.
    static let texts: [String] = {
        let pieces = ["---", "--- ", "...\t", "", "title: A", "é body", "----", " ---", "--"]
        var texts = [""]
        var level = [[String]()]
        for _ in 1...4 {
            level = level.flatMap { lines in pieces.map { lines + [$0] } }
            for lines in level {
                texts.append(lines.joined(separator: "\n"))
                texts.append(lines.joined(separator: "\n") + "\n")
                texts.append(lines.joined(separator: "\n") + "\n\n")
            }
        }
        return texts
    }()

    @Test func cutsWhereSplittingIntoLinesDoes() {
        #expect(Self.texts.count > 20_000)
        for text in Self.texts {
            let split = FrontMatter.split(text)
            let expected = Self.byLines(text)
            #expect(split == expected, "\(text.debugDescription)")
        }
    }

    @Test func keepsTheBodyAndItsFirstLine() throws {
        let frontMatter = try FrontMatter.split("---\nid: a\ntitle: B\n---\n\nText\n").get()
        #expect(frontMatter.yaml == "id: a\ntitle: B")
        #expect(frontMatter.body == "\nText")
        #expect(frontMatter.bodyFirstLine == 5)
    }
}
