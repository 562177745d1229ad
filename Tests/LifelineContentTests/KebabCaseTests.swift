import Testing

@testable import LifelineContent

/// Ids, sections and the names in a topic's path must be kebab-case; the check runs on bytes,
/// and must agree with its definition on any text.
@Suite("Kebab-case names")
struct KebabCaseTests {
    /// The definition: lowercase ASCII letters and digits, in words joined by single hyphens.
    static func definition(_ text: String) -> Bool {
        guard !text.isEmpty, text.first != "-", text.last != "-", !text.contains("--") else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Whether a path's folders and file name pass, by the definition.
    static func namesPass(_ relative: String) -> Bool {
        var parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.popLast() else { return true }
        return (parts + [String(last.dropLast(".md".count))]).allSatisfy(definition)
    }

    static let pieces = ["a", "z", "0", "9", "-", "--", "A", "_", ".", " ", "é", "\u{456}", "ab", "x1", "/", ".md"]

    static func randomText(using generator: inout some RandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            pieces[Int.random(in: pieces.indices, using: &generator)]
        }
        .joined()
    }

    @Test(arguments: [
        ("view-did-load", true), ("a", true), ("ios13", true), ("", false), ("-a", false), ("a-", false),
        ("a--b", false), ("A", false), ("a_b", false), ("caf\u{e9}", false), ("\u{456}nactive", false),
    ])
    func acceptsOnlyKebabCase(text: String, passes: Bool) {
        #expect(TopicParser.isKebabCase(text) == passes)
    }

    @Test func agreesWithTheDefinitionOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = Self.randomText(using: &generator)
            #expect(TopicParser.isKebabCase(text) == Self.definition(text), "\(text.debugDescription)")
        }
    }

    @Test func checksEveryNameOfARandomPathAsBefore() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let path = Self.randomText(using: &generator) + ".md"
            #expect((ContentLoader.fileNameProblem(path) == nil) == Self.namesPass(path), "\(path.debugDescription)")
        }
        #expect(ContentLoader.fileNameProblem("states/inactive.md") == nil)
        #expect(ContentLoader.fileNameProblem("states/two words.md")?.contains("'two words'") == true)
        #expect(ContentLoader.fileNameProblem("states//inactive.md") != nil)
        #expect(ContentLoader.fileNameProblem(".md") != nil)
    }
}
