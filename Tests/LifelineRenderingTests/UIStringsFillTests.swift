import Testing

@testable import LifelineRendering

/// The site's sentences with blanks (`{title} on {platform}`) are filled with titles and
/// names taken from content, which may hold braces of their own.
@Suite("Filling the site's sentences")
struct UIStringsFillTests {
    @Test func eachPlaceholderTakesItsValue() {
        let filled = UIStrings.fill("{title} on {platform}", ["title": "Push and pop", "platform": "iOS 13"])
        #expect(filled == "Push and pop on iOS 13")
        #expect(UIStrings.fill("第 {n} 步", ["n": "3"]) == "第 3 步")
    }

    /// Filling replaced one name after the other, in the dictionary's order, so a value
    /// that read like another placeholder was filled again.
    @Test func aValueIsNeverFilledAgain() {
        #expect(UIStrings.fill("{a} then {b}", ["a": "{b}", "b": "{a}"]) == "{b} then {a}")
        let title = "Rotating with {platform} in the name"
        #expect(
            UIStrings.fill("{title} on {platform}", ["title": title, "platform": "iOS 13"])
                == "Rotating with {platform} in the name on iOS 13")
    }

    @Test func bracesThatNameNoValueAreKept() {
        #expect(UIStrings.fill("{unknown} and {n} and {", ["n": "1"]) == "{unknown} and 1 and {")
        #expect(UIStrings.fill("no blanks", ["n": "1"]) == "no blanks")
        #expect(UIStrings.fill("{{n}}", ["n": "1"]) == "{1}")
    }
}
