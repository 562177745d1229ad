import LifelineDiagnostics
import Testing

/// The line bound: a line of exactly the bound passes, one byte more is refused at that line,
/// wherever the line is and however the file ends.
@Suite("Line bound")
struct LineBoundTests {
    static let atBound = String(repeating: "a", count: LineBound.maximumBytes)

    @Test(
        arguments: [
            ("short\n", nil),
            (atBound, nil),
            ("x\n" + atBound + "\ny\n", nil),
            (atBound + "b", 1),
            ("x\n" + atBound + "b\ny\n", 2),
            ("x\ny\n\n" + atBound + "b", 4),
            ("x\n" + atBound + "b\n" + atBound + "c\n", 2),
        ] as [(String, Int?)])
    func refusesTheFirstLineLongerThanTheBound(text: String, line: Int?) {
        let diagnostic = LineBound.diagnostic(for: text, path: "a.md")
        #expect(diagnostic?.range?.start.line == line)
        if line != nil {
            #expect(diagnostic?.id == "file.line-too-long")
            #expect(diagnostic?.summary.contains("\(LineBound.maximumBytes + 1) bytes long") == true)
        }
    }

    /// Multi-byte characters count as their UTF-8 bytes: the bound is on memory, not on letters.
    @Test func countsBytesNotCharacters() {
        let half = String(repeating: "é", count: LineBound.maximumBytes / 2)
        #expect(LineBound.diagnostic(for: half, path: "a.md") == nil)
        #expect(LineBound.diagnostic(for: half + "a", path: "a.md") != nil)
    }
}
