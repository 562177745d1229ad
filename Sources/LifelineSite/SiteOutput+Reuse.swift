import Foundation
import LifelineContent

extension SiteOutput {
    /// Links `relative` from the previous site into the staging folder when the previous file
    /// holds exactly `bytes`, and says whether it did.
    ///
    /// A hard link keeps the file's inode and modification time, so a preview server's ETag for
    /// an unchanged page stays the same across rebuilds and browsers get `304 Not Modified`.
    /// Files in a site are never changed in place (every build writes a new folder), so two
    /// sites sharing an inode is safe. Anything unusual (no previous file, a symbolic link, a
    /// different size, a file system without hard links) falls back to writing the bytes.
    static func reuse(_ relative: String, from previous: URL, into staging: URL, matching bytes: [UInt8]) -> Bool {
        let old = previous.appendingPathComponent(relative).path
        var info = stat()
        guard lstat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count,
            FileBytes.read(old).map { FileBytes.same($0, bytes) } ?? false
        else { return false }
        return link(old, staging.appendingPathComponent(relative).path) == 0
    }

    /// The regular files of a site folder (paths inside it), leaving out lifeline's own marker
    /// and `.gitignore`, which every build writes.
    static func files(under folder: URL) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: Set<String> = []
        while let relative = enumerator.nextObject() as? String {
            guard !ignorable.contains(relative) else { continue }
            var info = stat()
            if lstat(folder.appendingPathComponent(relative).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                result.insert(relative)
            }
        }
        return result
    }
}
