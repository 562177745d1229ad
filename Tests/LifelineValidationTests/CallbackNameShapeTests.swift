import Testing

@testable import LifelineValidation

/// Which code spans the callback-name rule reads as selectors. The rule tests bytes; these are
/// the definitions by `Character` it replaced, asked of the same texts.
@Suite("Code spans that look like selectors")
struct CallbackNameShapeTests {
    static func selectorByCharacter(_ text: String) -> Bool {
        guard text.hasSuffix(":"), let first = text.first, first.isLowercase else { return false }
        return text.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    static func identifierByCharacter(_ text: String) -> Bool {
        guard let first = text.first, first.isLowercase else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    static let texts = [
        "", ":", "a", "a:", "a::", "::", "a:b", "a:b:", "a:b::", "viewWillAppear:", "viewDidLoad",
        "application:didFinishLaunchingWithOptions:", "Application:", "9lives:", "view9:", "_private:",
        "view-did:", "view did:", "view\tdid:", "éclair:", "vié:", "e\u{301}:", "a\u{301}:", "naïve",
        "ab\r\n", "ab:\r\n", "a:\u{0}", "ａ:", "a１:", "setValue:forKey:", "setValue:forKey", "x:y:z:",
    ]

    @Test(arguments: texts)
    func bytesAgreeWithCharacters(_ text: String) {
        #expect(CallbackNameRule.looksLikeSelectorWithArguments(text) == Self.selectorByCharacter(text))
        #expect(CallbackNameRule.looksLikeIdentifier(text) == Self.identifierByCharacter(text))
    }

    @Test func theShapesAreWhatTheRuleNeeds() {
        #expect(CallbackNameRule.looksLikeSelectorWithArguments("application:didFinishLaunchingWithOptions:"))
        #expect(!CallbackNameRule.looksLikeSelectorWithArguments("application::"))
        #expect(!CallbackNameRule.looksLikeSelectorWithArguments("vié:"))
        #expect(CallbackNameRule.looksLikeIdentifier("viewDidLoad"))
        #expect(!CallbackNameRule.looksLikeIdentifier("ViewDidLoad"))
    }
}
