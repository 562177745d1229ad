import Foundation
import LifelineContent
import Testing

@testable import LifelineRendering

/// The page scripts take every word they show from the page (`UIStrings.scriptWords`, in the
/// layout's `lifeline-words` element), so a language's words live in `UIStrings` alone.
@Suite struct ScriptWordsTests {
    func decoded(_ words: UIStrings) throws -> UIStrings.ScriptWords {
        try JSONDecoder().decode(UIStrings.ScriptWords.self, from: Data(words.scriptWords.utf8))
    }

    @Test(arguments: SiteLanguage.allCases)
    func holdEveryWordTheScriptsShowInThePagesLanguage(_ language: SiteLanguage) throws {
        let words = UIStrings.of(language)
        #expect(try decoded(words) == words.script)
        // The scripts read the words by these names.
        let json = try JSONSerialization.jsonObject(with: Data(words.scriptWords.utf8)) as? [String: String]
        #expect(json?["themeSystem"] == words.script.themeSystem)
        #expect(json?["searchMatches"] == words.script.searchMatches)
        // search.js fills the count into this one sentence.
        #expect(words.script.searchMatches.contains("{n}"))
    }

    @Test func aWordCannotEndTheScriptElementItSitsIn() throws {
        var words = UIStrings.english
        words.script.copyCode = "</script><script>alert(1)</script><!--"
        #expect(!words.scriptWords.contains("<"))
        #expect(try decoded(words).copyCode == words.script.copyCode)
    }
}
