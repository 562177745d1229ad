import Foundation
import LifelineReview
import Testing

/// How a review reads a repository: the working tree by default, git objects for
/// revisions, nothing written anywhere, and one-line errors for what cannot be read.
@Suite("Reading the repository")
struct RepositoryTests {
    @Test func comparesWithTheWorkingTreeWhenNoHeadIsGiven() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/concepts/layers.md", replacing: "title: Layers", with: "title: Layers of views")
        try fixture.write(
            "Content/concepts/draft.md", "---\nid: draft\ntitle: Draft\nkind: concept\nsection: concepts\n---\nDraft.")

        let review = try await fixture.review(base: "HEAD", head: nil)
        #expect(review.head == .workingTree)
        #expect(review.base.name == "HEAD")
        #expect(review.topics.map { "\($0.change.rawValue) \($0.id)" } == ["added draft", "changed layers"])
    }

    @Test func readsRevisionsWithoutTouchingTheWorkingTreeOrTheIndex() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/concepts/layers.md", replacing: "title: Layers", with: "title: Committed")
        try fixture.commit("retitle")
        try fixture.edit("Content/concepts/layers.md", replacing: "title: Committed", with: "title: Uncommitted")
        // `git status` refreshes the index itself, so it runs before the index is looked at.
        let statusBefore = try fixture.git("status", "--porcelain")
        let index = fixture.root.appendingPathComponent(".git/index")
        let indexBefore = try Data(contentsOf: index)
        let stampBefore = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date

        let review = try await fixture.review(base: "HEAD~1", head: "HEAD")
        #expect(review.topics.only?.fields.first?.head == "Committed")

        #expect(try Data(contentsOf: index) == indexBefore)
        #expect(try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date == stampBefore)
        let workingTree = try await fixture.review(base: "HEAD~1", head: nil)
        #expect(workingTree.topics.only?.fields.first?.head == "Uncommitted")
        #expect(try Data(contentsOf: index) == indexBefore)
        #expect(try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date == stampBefore)
        #expect(try fixture.git("status", "--porcelain") == statusBefore)
        #expect(try fixture.read("Content/concepts/layers.md").contains("title: Uncommitted"))
    }

    @Test func refusesABaseRevisionThatDoesNotExist() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        await #expect(throws: ReviewError.unknownRevision("no-such-branch")) {
            try await fixture.review(base: "no-such-branch")
        }
        #expect(ReviewError.unknownRevision("x").description.split(separator: "\n").count == 1)
    }

    @Test func refusesAFolderThatIsNotAGitRepository() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-no-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: ReviewError.notARepository(folder.path)) {
            try await Reviewer(options: .init(base: "HEAD", workingDirectory: folder.path)).review()
        }
    }

    @Test func namesFilesWithTheContentFolderAsGivenOnBothSides() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/concepts/layers.md", replacing: "Every view has a layer.", with: "[x](nowhere.md)")
        try fixture.commit("break a link")

        let review = try await Reviewer(
            options: .init(
                base: "HEAD~1", head: "HEAD", contentDirectory: "./Content/", workingDirectory: fixture.root.path)
        ).review()
        #expect(review.diagnostics.introduced.map(\.file) == ["Content/concepts/layers.md"])
        #expect(review.topics.only?.path == "Content/concepts/layers.md")
    }
}
