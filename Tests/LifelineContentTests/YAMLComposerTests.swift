import LifelineYAML
import Testing

/// The composer every YAML reader goes through: what it keeps of a node, and where it places
/// each thing it refuses.
@Suite("Composing YAML into located nodes")
struct YAMLComposerTests {
    func problem(_ text: String) -> YAMLProblem? {
        do {
            _ = try BoundedYAML.compose(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func nodesKeepTheirTextStyleAndPlace() throws {
        let root = try #require(try BoundedYAML.compose("title: 'It''s'\nlist: [a, \"b\"]\nblock: |\n  line\n"))
        let mapping = try #require(root.mapping)
        #expect(mapping.keys.compactMap(\.string) == ["title", "list", "block"])
        let title = try #require(mapping["title"]?.scalar)
        #expect(title.string == "It's")
        #expect(title.style == .singleQuoted)
        #expect(title.mark == YAMLNode.Mark(line: 1, column: 8))
        let list = try #require(mapping["list"]?.sequence)
        #expect(list.map(\.string) == ["a", "b"])
        #expect(list.map { $0.scalar?.style } == [.plain, .doubleQuoted])
        #expect(list[1].mark == YAMLNode.Mark(line: 2, column: 11))
        #expect(mapping["block"]?.scalar?.style == .literal)
        #expect(mapping["block"]?.string == "line\n")
    }

    @Test func aTextWithNoDocumentHasNoRoot() throws {
        #expect(try BoundedYAML.compose("") == nil)
        #expect(try BoundedYAML.compose("# only a comment\n") == nil)
    }

    @Test func aRepeatedKeyIsPlacedAtTheRepeat() {
        #expect(problem("a: 1\nb: 2\na: 3\n") == YAMLProblem(.duplicateKey("a"), at: .init(line: 3, column: 1)))
        // Keys are text: a key written plain and quoted is one key.
        #expect(problem("1: x\n\"1\": y\n")?.kind == .duplicateKey("1"))
    }

    @Test func anAliasIsRefusedWhereItIsUsed() {
        #expect(problem("a: &x 1\nb: *x\n") == YAMLProblem(.alias, at: .init(line: 2, column: 4)))
    }

    /// YAML 1.1, which libyaml reads, also ends a line at NEL, LS and PS; a file's lines, as
    /// editors and every other diagnostic count them, end at "\n" only. A line separator in a
    /// comment or a quoted value must not move the places after it.
    @Test func placesCountLinesAtNewlinesOnly() throws {
        let text = "title: \"one\u{2028}two\"\nnote: 'x\u{85}y'\nlist: [a, b]\nlist: [c]\n"
        #expect(problem(text) == YAMLProblem(.duplicateKey("list"), at: .init(line: 4, column: 1)))
        // In a comment, a line separator ends the comment: the rest is text, refused at its line.
        let comment = problem("# a note\u{2028}on two lines\ntitle: x\n")
        #expect(comment?.kind == .syntax)
        #expect(comment?.mark == YAMLNode.Mark(line: 2, column: 6))
        #expect(comment?.message.contains("U+2028") == true)
        #expect(problem("a: [1\nb: 2\n")?.message.contains("U+2028") == false)
        let root = try #require(try BoundedYAML.compose("a: \"x\u{2029}y\"\nb: [1, 2]\n")?.mapping)
        #expect(root["a"]?.string == "x\u{2029}y")
        #expect(root["b"]?.sequence?.last?.mark == YAMLNode.Mark(line: 2, column: 8))
        #expect(problem("a: 'x\u{2028}'\nb: [1\nc: 2\n")?.mark.line == 3)
    }

    @Test func aSecondDocumentIsRefused() {
        let found = problem("a: 1\n---\nb: 2\n")
        #expect(found?.kind == .syntax)
        #expect(found?.mark == YAMLNode.Mark(line: 2, column: 1))
    }

    @Test func aSyntaxErrorHasLibyamlsWordsAndPlace() {
        let found = problem("a: [1, 2\nb: 3\n")
        #expect(found?.kind == .syntax)
        #expect(found?.message.isEmpty == false)
        #expect(found?.mark.line == 2)
    }

    /// libyaml gives a byte offset, not a line, for bytes it refuses.
    @Test func aRefusedCharacterIsPlacedOnItsLine() {
        let found = problem("a: 1\nb: é\u{1}\n")
        #expect(found?.kind == .encoding)
        #expect(found?.mark == YAMLNode.Mark(line: 2, column: 5))
    }
}
