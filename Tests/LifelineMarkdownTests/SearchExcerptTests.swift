import Testing

@testable import LifelineMarkdown

/// Search excerpts: bounded, idempotent (the build cache keeps only the excerpt), and the same
/// by the byte path for ASCII as by the character path.
@Suite("Search excerpts")
struct SearchExcerptTests {
    /// The build cache keeps only a topic's excerpt, and the index takes the excerpt of it.
    @Test func theExcerptOfAnExcerptIsTheExcerpt() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["word", "a", " ", "  ", "\n", "\t", "é", "e\u{301}", " \u{301}", "🙂", "x"]
        let limit = SearchExcerpt.length
        for length in [0, 1, 5, 100, limit - 10, limit - 1, limit, limit + 1, limit + 2, limit + 600] {
            for _ in 0..<8 {
                var text = ""
                // Counting a string's characters walks it: add about enough, then top up exactly.
                var added = 0
                while added < length - 8 {
                    let piece = pieces.randomElement(using: &generator)!
                    text += piece
                    added += piece.count
                }
                while text.count < length { text += pieces.randomElement(using: &generator)! }
                let excerpt = SearchExcerpt.of(text)
                #expect(SearchExcerpt.of(excerpt) == excerpt, "\(text.debugDescription)")
                #expect(excerpt.count <= limit)
                #expect(excerpt.last.map { !$0.isWhitespace } ?? true)
            }
        }
        // A space would have been the last character: the excerpt stops before it.
        let text = String(repeating: "x", count: limit - 1) + " y"
        #expect(SearchExcerpt.of(text) == String(repeating: "x", count: limit - 1))
    }

    /// The byte-by-byte excerpt of ASCII text is the character-by-character one.
    @Test func theASCIIExcerptIsTheCharacterExcerpt() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "word", "a", " ", "\r\n", "\r", "\n", "\t", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}", "x",
        ]
        let limit = SearchExcerpt.length
        for length in [0, 3, 200, limit - 2, limit - 1, limit, limit + 1, limit + 400] {
            for _ in 0..<10 {
                var text = ""
                while text.utf8.count < length { text += pieces.randomElement(using: &generator)! }
                let ascii = try #require(SearchExcerpt.asciiExcerpt(of: text))
                #expect(ascii == SearchExcerpt.characterExcerpt(of: text), "\(text.debugDescription)")
            }
        }
        #expect(SearchExcerpt.asciiExcerpt(of: "plain, then é") == nil)
    }
}
