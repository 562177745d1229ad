import Testing

@testable import LifelineRendering

/// Chinese text on the page and in the search index.
@Suite("Chinese text")
struct ChineseTextTests {
    @Test func aLineBreakBetweenTwoChineseCharactersIsRemovedAndOthersKept() {
        let html =
            "<p>视图控制器的\n生命周期，\n从 <code>viewDidLoad</code>\n开始。\nEnglish\nwords</p>\n<pre><code>甲\n乙</code></pre>\n"
        #expect(
            CJKLineBreaks.joined(html)
                == "<p>视图控制器的生命周期，从 <code>viewDidLoad</code>\n开始。\nEnglish\nwords</p>\n<pre><code>甲\n乙</code></pre>\n")
    }

    @Test func chineseTextIsIndexedByPairsOfCharactersEachOnce() {
        #expect(CJKSearchTerms.of("视图控制器的视图 viewDidLoad 生命") == "视图 图控 控制 制器 器的 的视 生命")
        #expect(CJKSearchTerms.of("no Chinese here, 一") == "")
    }

    @Test func everyLanguageHasEveryWordOfTheSite() {
        let english = UIStrings.english.templateValues
        let chinese = UIStrings.simplifiedChinese.templateValues
        #expect(Set(english.keys) == Set(chinese.keys))
        #expect(english.count > 40)
        // A word left in English on the Chinese pages: every Chinese value differs from the
        // English one, but for the names that are the same in both.
        let same = english.keys.filter { english[$0] == chinese[$0] }.sorted()
        #expect(same == ["swift"])
    }

    /// The same for the words of scenario pages, which are not template values.
    @Test func everyScenarioWordIsTranslated() {
        let english = Mirror(reflecting: ScenarioWords.english).children
        let chinese = Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: ScenarioWords.simplifiedChinese).children.map {
                ($0.label ?? "", $0.value as? String)
            })
        #expect(english.count > 50)
        let same = english.filter { chinese[$0.label ?? ""] == $0.value as? String }.map { $0.label ?? "" }
        #expect(same == [])
    }
}
