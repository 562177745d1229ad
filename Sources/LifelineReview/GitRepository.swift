import Foundation
import LifelineSite

/// A repository as `review` reads it: it resolves revisions and reads the files of folders at
/// a commit straight from the object database, through `GitCommand`.
///
/// Reading objects (`ls-tree`, then one `cat-file --batch` for every blob) never touches the
/// working tree or the index, so a review can run beside an editor, a build or another git
/// command.
public struct GitRepository: Sendable {
    /// The repository's top folder, absolute and with symbolic links resolved.
    public let root: String
    private let git: GitCommand

    /// Finds the repository that holds `directory`.
    public init(directory: String) throws(ReviewError) {
        guard let git = GitCommand.onPath() else { throw .gitMissing }
        guard FileManager.default.fileExists(atPath: directory) else { throw .notARepository(directory) }
        let result = try Self.run(git, ["rev-parse", "--show-toplevel"], in: directory)
        let top = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !top.isEmpty else { throw .notARepository(directory) }
        self.git = git
        self.root = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
    }

    /// The full commit id a revision names (`HEAD~2`, `origin/main`, an abbreviated id).
    public func commit(_ revision: String) throws(ReviewError) -> String {
        let result = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        let id = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, !id.isEmpty else { throw .unknownRevision(revision) }
        return id
    }

    /// The files under some folders (paths from the repository's top) at a commit, keyed by
    /// their path from the top. Symbolic links and submodules are left out: neither is a
    /// file lifeline reads.
    public func files(at commit: String, under folders: [String]) throws(ReviewError) -> [String: [UInt8]] {
        guard !folders.isEmpty else { return [:] }
        let listing = try run(["ls-tree", "-r", "-z", "--full-tree", commit, "--"] + folders)
        guard listing.status == 0 else { throw .git(listing.firstErrorLine) }
        var objectsByPath: [(path: String, object: String)] = []
        for entry in listing.output.split(separator: 0) {
            // "<mode> SP <type> SP <object> TAB <path>"
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[entry.startIndex..<tab], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] != "120000" else { continue }
            objectsByPath.append((String(decoding: entry[(tab + 1)...], as: UTF8.self), String(fields[2])))
        }
        let blobs = try contents(of: Set(objectsByPath.map(\.object)))
        var files: [String: [UInt8]] = [:]
        for (path, object) in objectsByPath { files[path] = blobs[object] ?? [] }
        return files
    }

    /// The path of a folder from the repository's top; `folder` is relative to `directory`
    /// unless absolute. The folder need not exist (it may exist only at one revision).
    public func path(of folder: String, from directory: String) throws(ReviewError) -> String {
        let base = URL(fileURLWithPath: directory).resolvingSymlinksInPath()
        let url =
            folder.hasPrefix("/")
            ? URL(fileURLWithPath: folder) : base.appendingPathComponent(folder)
        let absolute = url.standardizedFileURL.resolvingSymlinksInPath().path
        if absolute == root { return "" }
        guard absolute.hasPrefix(root + "/") else { throw .outsideRepository(folder) }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// Reads many blobs with one `git cat-file --batch`, whose output is a header
    /// `<object> <type> <size>` followed by exactly `size` bytes and a newline per object.
    private func contents(of objects: Set<String>) throws(ReviewError) -> [String: [UInt8]] {
        guard !objects.isEmpty else { return [:] }
        let input = Data(objects.sorted().map { $0 + "\n" }.joined().utf8)
        let result = try run(["cat-file", "--batch"], input: input)
        guard result.status == 0 else { throw .git(result.firstErrorLine) }
        let bytes = [UInt8](result.output)
        var blobs: [String: [UInt8]] = [:]
        var index = 0
        while index < bytes.count {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
            index = newline + 1
            guard header.count == 3, let size = Int(header[2]), index + size <= bytes.count else {
                if header.count == 2, header[1] == "missing" { continue }
                throw .git("unexpected output from git cat-file")
            }
            blobs[String(header[0])] = Array(bytes[index..<(index + size)])
            index += size + 1
        }
        return blobs
    }

    /// Runs git at the repository's top.
    private func run(_ arguments: [String], input: Data? = nil) throws(ReviewError) -> GitCommand.Output {
        try Self.run(git, arguments, input: input, in: root)
    }

    private static func run(_ git: GitCommand, _ arguments: [String], input: Data? = nil, in directory: String)
        throws(ReviewError) -> GitCommand.Output
    {
        do {
            return try git.run(arguments, in: directory, input: input)
        } catch {
            throw .git(error.message)
        }
    }
}
