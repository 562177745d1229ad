import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineSite
import Testing

/// The check can fail, and says where: four deliberate mistakes in a copy of the real
/// knowledge base (one in a translation alone) are reported exactly, at their files and lines,
/// and nothing else is: the translation of a page whose claim is broken does not add an error.
@Suite("Mutating the real content")
struct MutationTests {
    static let content = SiteFixture.repositoryRoot.appendingPathComponent("Content")

    /// A copy of `Content/` in a temporary folder.
    func copyOfContent() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-mutation-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.content, to: copy)
        return copy
    }

    func errors(in folder: URL) async throws -> [String] {
        let diagnostics = try await SiteBuilder(options: .init(contentDirectory: folder.path)).check()
        return diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let relative = diagnostic.file.replacingOccurrences(of: folder.path + "/", with: "")
            return "\(relative):\(diagnostic.location.line) \(diagnostic.id)"
        }
    }

    @Test func reportsExactlyASwappedClaimAMisspeltSelectorAndABrokenLink() async throws {
        let folder = try copyOfContent()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await errors(in: folder) == [], "the shipped content must check clean before it is mutated")

        let paths = try ContentLoader(directory: folder.path).topicPaths()
        var topics: [(path: String, topic: Topic)] = []
        for path in paths {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if let topic = TopicParser.parse(text, path: path, contentPath: path).0 { topics.append((path, topic)) }
        }
        var expected: [String] = []

        // 1. Swap the first two different lines of the first claim that has them.
        let claimTopic = try #require(
            topics.first { entry in entry.topic.claims.contains { Set($0.lines.map(\.summary)).count >= 2 } }
        )
        let claim = try #require(claimTopic.topic.claims.first { Set($0.lines.map(\.summary)).count >= 2 })
        let first = claim.lines[0]
        let second = try #require(claim.lines.first { $0.summary != first.summary })
        try edit(folder, claimTopic.path) { lines in lines.swapAt(first.line - 1, second.line - 1) }
        expected.append("\(claimTopic.path):\(first.line) claim.mismatch")

        // 2. Misspell the selector of a callback page (one that is not the claim's page).
        let callbackTopic = try #require(
            topics.first { entry in
                guard entry.path != claimTopic.path, case .callback = entry.topic.details else { return false }
                return entry.topic.keyLocations["selector"] != nil
            }
        )
        let selectorLine = try #require(callbackTopic.topic.keyLocations["selector"]).line
        guard case .callback(let facts) = callbackTopic.topic.details else { return }
        // Double the fourth letter: `viewDidLoad` becomes `viewwDidLoad`.
        let misspelt = String(facts.selector.prefix(4)) + String(facts.selector.dropFirst(3))
        try edit(folder, callbackTopic.path) { lines in
            var line = lines[selectorLine - 1]
            if let found = line.range(of: facts.selector) { line.replaceSubrange(found, with: misspelt) }
            lines[selectorLine - 1] = line
        }
        expected.append("\(callbackTopic.path):\(selectorLine) callback.unknown")

        // 3. Break the first internal link of a third page.
        let linkTopic = try #require(
            topics.first { entry in
                entry.path != claimTopic.path && entry.path != callbackTopic.path
                    && entry.topic.markdown.links.contains { $0.destination.hasSuffix(".md") }
            }
        )
        let link = try #require(linkTopic.topic.markdown.links.first { $0.destination.hasSuffix(".md") })
        try edit(folder, linkTopic.path) { lines in
            var line = lines[link.range.startLine - 1]
            if let found = line.range(of: "(\(link.destination))") {
                line.replaceSubrange(found, with: "(no-such-topic.md)")
            }
            lines[link.range.startLine - 1] = line
        }
        expected.append("\(linkTopic.path):\(link.range.startLine) link.broken")

        // 4. Swap two lines of a claim in the Chinese translation of a fourth page alone: the
        // original still checks, and the translation no longer says what it says.
        let touched = [claimTopic.path, callbackTopic.path, linkTopic.path]
        var translated: (path: String, claim: SequenceClaim)?
        for entry in topics where !touched.contains(entry.path) {
            let path = "zh-Hans/" + entry.path
            guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8),
                let translation = TranslationParser.parse(
                    text, path: path, originalPath: entry.path, language: .simplifiedChinese
                ).0,
                let claim = translation.claims.first(where: { Set($0.lines.map(\.summary)).count >= 2 })
            else { continue }
            translated = (path, claim)
            break
        }
        let (translationPath, translatedClaim) = try #require(translated)
        let top = translatedClaim.lines[0]
        let other = try #require(translatedClaim.lines.first { $0.summary != top.summary })
        try edit(folder, translationPath) { lines in lines.swapAt(top.line - 1, other.line - 1) }
        expected.append("\(translationPath):\(translatedClaim.fenceLine) translation.claim-differs")

        let found = try await errors(in: folder).sorted()
        #expect(found == expected.sorted())
    }

    private func edit(_ folder: URL, _ path: String, _ change: (inout [String]) -> Void) throws {
        let url = folder.appendingPathComponent(path)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        change(&lines)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}
