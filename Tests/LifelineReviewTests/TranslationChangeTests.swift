import Foundation
import LifelineReview
import Testing

/// A review names the translation files a change touches, and the warnings it causes: a new
/// translation that does not match its original's version, the topics left untranslated.
@Suite("Translation changes")
struct TranslationChangeTests {
    @Test func listsAChangedTranslationAndTheStaleWarningItBrings() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.write(
            "Content/zh-Hans/concepts/windows.md",
            "---\ntitle: 窗口\nsummary: 窗口是什么。\ntranslationOf: 000000000000\n---\n窗口。\n")
        try fixture.commit("translate a topic, from another version of it")

        let review = try await fixture.review()
        #expect(review.translations == [TranslationChange(change: .added, path: "Content/zh-Hans/concepts/windows.md")])
        let introduced = review.diagnostics.introduced.map { "\($0.file):\($0.location.line) \($0.id)" }
        #expect(introduced.contains("Content/zh-Hans/concepts/windows.md:4 translation.stale"))
        #expect(introduced.contains { $0.hasSuffix("translation.missing") })
        #expect(review.pages.contains { $0.path == "zh-Hans/concepts/windows.html" })
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewJSON.encode(review).utf8)) as? [String: Any])
        let translations = try #require(json["translations"] as? [[String: String]])
        #expect(translations == [["change": "added", "path": "Content/zh-Hans/concepts/windows.md"]])
        let counts = (json["summary"] as? [String: Any])?["translations"] as? [String: Int]
        #expect(counts == ["added": 1, "removed": 0, "changed": 0])

        try fixture.edit("Content/zh-Hans/concepts/windows.md", replacing: "窗口。", with: "窗口，以及它的层级。")
        try fixture.commit("edit the translation")
        let edited = try await fixture.review()
        #expect(
            edited.translations == [TranslationChange(change: .changed, path: "Content/zh-Hans/concepts/windows.md")])
        #expect(edited.topics.isEmpty)
    }
}
