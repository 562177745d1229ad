import Foundation
import Testing

@testable import LifelineSite

/// `GitCommand` is how both `review` and `--last-updated-from-git` start git, so what it
/// reports for a folder that is not a repository decides both commands' messages.
@Suite struct GitCommandTests {
    @Test func aProgramThatIsNotOnThePathIsNotFound() {
        #expect(GitCommand.onPath(named: "lifeline-no-such-git") == nil)
    }

    @Test func aMissingFolderIsGitsOwnFailureWithItsMessage() throws {
        let git = try #require(GitCommand.onPath())
        let missing = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-no-such-folder-\(UUID().uuidString)").path
        let result = try git.run(["rev-parse", "--show-toplevel"], in: missing)
        #expect(result.status != 0)
        #expect(result.output.isEmpty)
        #expect(result.firstErrorLine.contains(missing))
    }

    @Test func standardInputReachesGit() throws {
        let git = try #require(GitCommand.onPath())
        let folder = FileManager.default.temporaryDirectory.path
        let result = try git.run(["hash-object", "--stdin"], in: folder, input: Data("hello\n".utf8))
        #expect(result.status == 0)
        // The blob id of "hello\n", the same in every git.
        #expect(String(decoding: result.output, as: UTF8.self) == "ce013625030ba8dba906f756967f9e9ca394464a\n")
    }
}
