import Foundation
import LifelineContent

/// Reads the folders a review compares at a commit (from git objects) or in the working
/// tree (from the disk), as `Snapshot`s.
struct SnapshotReader {
    /// Where each folder is, from the repository's top.
    struct Folders {
        var content: String
        var templates: String
        var engine: String
    }

    var repository: GitRepository
    var folders: Folders

    /// Every file of the folders at a commit, with one `ls-tree` and one `cat-file`.
    func read(_ revision: ReviewRevision, commit: String) throws(ReviewError) -> Snapshot {
        let all = [folders.content, folders.templates, folders.engine]
        let files = try repository.files(at: commit, under: all.map { $0.isEmpty ? "." : $0 })
        return Snapshot(
            revision: revision, content: Self.inside(folders.content, files),
            templates: Self.inside(folders.templates, files), engine: Self.inside(folders.engine, files)
        )
    }

    /// Every file of the folders as they are on disk, committed or not.
    func readWorkingTree() -> Snapshot {
        Snapshot(
            revision: .workingTree, content: readDisk(folders.content), templates: readDisk(folders.templates),
            engine: readDisk(folders.engine)
        )
    }

    /// The templates as they are on disk, for a side whose own do not fit this build.
    func workingTreeTemplates() -> [String: [UInt8]] { readDisk(folders.templates) }

    /// The files under `folder`, keyed by their path inside it; hidden files and folders
    /// are left out, as the disk reader leaves them out, so both sides hold the same kind.
    static func inside(_ folder: String, _ files: [String: [UInt8]]) -> [String: [UInt8]] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var result: [String: [UInt8]] = [:]
        for (path, bytes) in files where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            result[relative] = bytes
        }
        return result
    }

    /// Reads a folder's regular files; hidden ones are skipped here as git's `.git` must be.
    /// Symbolic links are left out, as `GitRepository.files` leaves them out of a commit, and
    /// never read through: a link in the working tree may lead anywhere on the disk.
    private func readDisk(_ folder: String) -> [String: [UInt8]] {
        let root = folder.isEmpty ? repository.root : repository.root + "/" + folder
        var files: [String: [UInt8]] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative)) ?? []
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(root + "/" + child, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(child)
                case S_IFREG: if let bytes = FileBytes.read(root + "/" + child) { files[child] = bytes }
                default: continue
                }
            }
        }
        return files
    }
}
