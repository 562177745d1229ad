import Foundation
import LifelineContent
import LifelineDiagnostics
import Testing

@testable import LifelineSite

/// What other pages see of a topic, as the build cache fingerprints it: front matter, heading
/// anchors and the scenarios of its claims, never the rest of the body.
@Suite("A topic file's interface hash")
struct InterfaceHashTests {
    static func file(title: String = "Launch", heading: String = "Steps", sentence: String = "It starts.") -> String {
        "---\nid: launch\ntitle: \(title)\nkind: concept\nsection: concepts\n---\n\n## \(heading)\n\n\(sentence)\n"
    }

    static func hash(_ text: String) -> [UInt8] {
        hash(bytes: Array(text.utf8))
    }

    static func hash(bytes: [UInt8]) -> [UInt8] {
        let loader = ContentLoader(directory: "Content")
        let (topic, _) = loader.parseTopic(bytes, relative: "concepts/launch.md")
        return TopicFileRecord.interfaceHash(of: topic, bytes: bytes)
    }

    /// The definition by decoded and normalized text that the byte comparison replaced.
    static func hashByText(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        let (topic, _) = ContentLoader(directory: "Content").parseTopic(bytes, relative: "concepts/launch.md")
        guard let topic else { return TopicFileRecord.interfaceHash(of: nil, bytes: bytes) }
        var builder = ContentHash.Builder()
        builder.add("topic")
        var utf8 = Substring(normalizedSource(text)).utf8
        if utf8.last == UInt8(ascii: "\n") { utf8 = utf8.dropLast() }
        let bodyCount = topic.body.utf8.count
        if bodyCount <= utf8.count, utf8.suffix(bodyCount).elementsEqual(topic.body.utf8) {
            builder.add(utf8.prefix(utf8.count - bodyCount))
        } else {
            builder.add(bytes)
        }
        for anchor in topic.markdown.headingAnchors { builder.add(anchor) }
        builder.add("scenarios")
        for scenario in Set(topic.claims.map(\.scenario)).sorted() { builder.add(scenario) }
        return builder.finish()
    }

    @Test func aBodyEditKeepsItAndAnInterfaceEditChangesIt() {
        let base = Self.hash(Self.file())
        #expect(Self.hash(Self.file(sentence: "It starts, then it runs.")) == base)
        #expect(Self.hash(Self.file(title: "Launching")) != base)
        #expect(Self.hash(Self.file(heading: "Order")) != base)
    }

    @Test func lineEndsAndAByteOrderMarkDoNotChangeIt() {
        let text = Self.file()
        let base = Self.hash(text)
        #expect(Self.hash(text.replacingOccurrences(of: "\n", with: "\r\n")) == base)
        #expect(Self.hash(text.replacingOccurrences(of: "\n", with: "\r")) == base)
        #expect(Self.hash(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)) == base)
        #expect(Self.hash(String(text.dropLast())) == base)
    }

    @Test(arguments: [
        file(), file(sentence: "No newline at the end."), file(title: "Déjà vu", sentence: "Ünïcödé."),
        file().replacingOccurrences(of: "\n", with: "\r\n"), "\u{FEFF}" + file(), String(file().dropLast()),
        "---\nid: launch\ntitle: Launch\nkind: concept\nsection: concepts\n---\n", "no front matter\n",
    ])
    func agreesWithTheDefinitionByText(_ text: String) {
        #expect(Self.hash(text) == Self.hashByText(text))
    }
}
