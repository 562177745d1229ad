import Foundation
import Testing

@testable import LifelineRendering

/// The page scripts take every word they show from the page (`UIStrings.scriptWords`, in the
/// layout's `lifeline-words` element), so a language's words live in `UIStrings` alone.
@Suite struct ScriptWordsTests {
    func decoded(_ words: UIStrings) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: Data(words.scriptWords.utf8))
    }

    @Test(arguments: [UIStrings.english, UIStrings.simplifiedChinese])
    func holdEveryWordTheScriptsShowInThePagesLanguage(_ words: UIStrings) throws {
        let json = try decoded(words)
        #expect(
            json == [
                "themeSystem": words.themeSystem, "themeLight": words.themeLight, "themeDark": words.themeDark,
                "copyCode": words.copyCode, "copyCodeLabel": words.copyCodeLabel, "codeCopied": words.codeCopied,
                "pressToCopy": words.pressToCopy, "searchNoMatch": words.searchNoMatch,
                "searchOneMatch": words.searchOneMatch, "searchMatches": words.searchMatches,
                "searchAllResults": words.searchAllResults,
            ])
        // search.js fills the count into this one sentence.
        #expect(words.searchMatches.contains("{n}"))
    }

    @Test func aWordCannotEndTheScriptElementItSitsIn() throws {
        var words = UIStrings.english
        words.copyCode = "</script><script>alert(1)</script><!--"
        #expect(!words.scriptWords.contains("<"))
        #expect(try decoded(words)["copyCode"] == words.copyCode)
    }
}
