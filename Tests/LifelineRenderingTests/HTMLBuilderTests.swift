import Testing

@testable import LifelineRendering

/// The builder the sequence figures are written with must write what interpolation and
/// `HTML.escape` wrote before it.
@Suite("Building HTML in one buffer")
struct HTMLBuilderTests {
    @Test(arguments: [0, 1, 9, 10, 11, 99, 100, 101, 1_000, 4_096, 123_456_789, -1, -10, -205, Int.max, Int.min])
    func writesNumbersAsInterpolationDoes(number: Int) {
        var builder = HTMLBuilder(capacity: 0)
        builder.number(number)
        #expect(builder.html == "\(number)")
    }

    @Test func escapesTextAsHTMLEscapeDoes() {
        let pieces = ["a", "viewDidLoad", "&", "<", ">", "\"", "'", "é", "\"\u{301}", "&amp;", " ", "🙂"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            var builder = HTMLBuilder(capacity: 0)
            builder.markup("<p title=\"")
            builder.text(text)
            builder.markup("\">")
            builder.text(text.prefix(3))
            builder.text(Array(text.unicodeScalars)[...])
            #expect(
                builder.html == "<p title=\"\(HTML.escape(text))\">\(HTML.escape(text.prefix(3)))\(HTML.escape(text))")
        }
    }
}
