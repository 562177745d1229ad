import LifelineContent
import LifelineDiagnostics
import Testing

@Suite("Decoding topic files")
struct SourceFileTests {
    @Test func locatesInvalidUTF8() throws {
        let bytes: [UInt8] = Array("---\nid: a\ntitle: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        guard case .failure(let diagnostic) = SourceFile.decode(bytes, path: "x.md") else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.id == "file.invalid-utf8")
        #expect(diagnostic.location == SourceLocation(line: 3, column: 8))
    }

    @Test func locatesNULBytes() throws {
        guard case .failure(let diagnostic) = SourceFile.decode(Array("ab\ncd\u{0}".utf8), path: "x.md") else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.id == "file.nul-byte")
        #expect(diagnostic.location == SourceLocation(line: 2, column: 3))
    }
}
