import LifelineDiagnostics
import Testing

@Suite("Did you mean")
struct NearMissTests {
    /// Two swapped letters are the commonest typo: one edit, so a short word gets its suggestion.
    @Test func twoSwappedLettersAreOneEdit() {
        #expect(NearMiss.editDistance("titel", "title") == 1)
        #expect(NearMiss.suggestion(for: "titel", among: ["summary", "title", "toc"]) == "title")
        #expect(NearMiss.suggestion(for: "kidn", among: ["kind", "id"]) == "kind")
    }

    @Test func unrelatedNamesAreNotSuggested() {
        #expect(NearMiss.suggestion(for: "body", among: ["title", "toc"]) == nil)
        #expect(NearMiss.editDistance("abc", "cba") == 2)
    }
}
