import Foundation
import LifelineServing
import Testing

@Suite("Watching the sources")
struct SourceSnapshotTests {
    @Test func seesAnEditAnAdditionAndARemoval() throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        let first = SourceSnapshot.take([sources.content, sources.templates])
        #expect(first.stamps[sources.content + "/states/active.md"] != nil)
        #expect(first == SourceSnapshot.take([sources.content, sources.templates]))

        try sources.write(PreviewSources.active + "More.\n", to: "Content/states/active.md")
        let edited = SourceSnapshot.take([sources.content, sources.templates])
        #expect(edited != first)

        try sources.write("---\n", to: "Content/states/new.md")
        let added = SourceSnapshot.take([sources.content])
        #expect(added.stamps[sources.content + "/states/new.md"] != nil)

        try FileManager.default.removeItem(atPath: sources.content + "/states/new.md")
        #expect(SourceSnapshot.take([sources.content]).stamps[sources.content + "/states/new.md"] == nil)
    }

    @Test func ignoresHiddenFilesAndTheOutputFolder() throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        let before = SourceSnapshot.take([sources.content], excluding: sources.content + "/Site")
        try sources.write("swap", to: "Content/states/.active.md.swp")
        try sources.write("<html></html>", to: "Content/Site/index.html")
        #expect(SourceSnapshot.take([sources.content], excluding: sources.content + "/Site") == before)
    }
}
