import Testing

@testable import LifelineRendering

@Suite("A topic's sources as a reader sees them")
struct TopicSourcesTests {
    static func texts(_ entries: [[String: Any]]) -> [String] { entries.compactMap { $0["text"] as? String } }
    static func links(_ entries: [[String: Any]]) -> [String] { entries.compactMap { $0["href"] as? String } }

    /// An Apple page named in the list links to the address the list gives for it, which is
    /// then not listed a second time as a bare address.
    @Test func aNamedApplePageLinksToItsAddress() {
        let entries = TopicSources(copies: [:]).entries([
            "Apple: viewWillAppear(_:)", "Apple: UIApplication.State", "Apple: setNeedsLayout()",
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)",
            "https://developer.apple.com/documentation/uikit/uiapplication/state", "https://example.org/post",
        ])
        #expect(
            Self.texts(entries) == [
                "Apple: viewWillAppear(_:)", "Apple: UIApplication.State", "Apple: setNeedsLayout()",
                "https://example.org/post",
            ])
        #expect(
            Self.links(entries) == [
                "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)",
                "https://developer.apple.com/documentation/uikit/uiapplication/state", "", "https://example.org/post",
            ])
    }

    /// A copy's file name is never shown, even for a copy no observation describes.
    @Test func aCopyNameIsNeverShown() {
        let entries = TopicSources(copies: [:]).entries(["003_21e10842a7262c65.txt", "Apple: UIView"])
        #expect(!Self.texts(entries).contains { $0.hasSuffix(".txt") })
        #expect(Self.texts(entries).last == "Apple: UIView")
    }
}
