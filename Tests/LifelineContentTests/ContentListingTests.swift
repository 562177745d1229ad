import Foundation
import Testing

@testable import LifelineContent

/// Listing a content folder: which entries are topic files, and the stamps taken on the way,
/// with the sub-folders listed on every core.
@Suite("Listing the content folder")
struct ContentListingTests {
    @Test func listsTopicFilesInNestedFoldersWithTheirStamps() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-listing-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        func file(_ path: String) throws {
            let url = root.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\nid: x\n---\n\(path)\n".utf8).write(to: url)
        }
        for section in 0..<12 {
            for topic in 0..<(section % 4) { try file("s\(section)/t\(topic).md") }
        }
        try file("top.md")
        try file("s1/deeper/still/deep.md")
        try file("s2/README.md")
        try file("s2/notes.txt")
        try file(".hidden/h.md")
        try file("s3/.h.md")
        try manager.createDirectory(at: root.appendingPathComponent("s4/folder.md"), withIntermediateDirectories: true)
        try file("s4/folder.md/inside.md")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("s5/link").path, withDestinationPath: "../top.md")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("s5/dangling.md").path, withDestinationPath: "nowhere.md")

        let loader = ContentLoader(directory: root.path)
        let listed = try loader.topicFiles()
        var expected = ["top.md", "s1/deeper/still/deep.md", "s4/folder.md", "s4/folder.md/inside.md"]
        expected += ["s5/link", "s5/dangling.md"]
        for section in 0..<12 {
            for topic in 0..<(section % 4) { expected.append("s\(section)/t\(topic).md") }
        }
        #expect(listed.map(\.relative) == expected.sorted())
        #expect(try loader.topicPaths() == expected.sorted())
        for entry in listed {
            #expect(entry.stamp == FileStamp.read(loader.displayPath(entry.relative)), "\(entry.relative)")
        }
        #expect(listed.first { $0.relative == "s5/dangling.md" }?.stamp == nil)
        #expect(listed.first { $0.relative == "s5/link" }?.stamp?.size == FileStamp.read(root.path + "/top.md")?.size)
    }

    @Test func refusesAFolderThatIsNotThere() {
        #expect(throws: ContentLoader.LoadError.self) {
            try ContentLoader(directory: "/nonexistent/lifeline-\(UUID())").topicFiles()
        }
    }
}
