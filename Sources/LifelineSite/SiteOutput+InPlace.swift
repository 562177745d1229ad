import Foundation

extension SiteOutput {
    /// Replaces a few files of the current site, each by a new file written beside it and
    /// renamed over it, for an incremental build that changed a handful of pages.
    ///
    /// Every new file is written before any is renamed, so a full disk or a bad permission
    /// leaves the site as it was. Readers (a browser, a server) see a page's old bytes or its
    /// new ones, never part of either; the old inode is left to them unchanged, as the site's
    /// files are never written in place. `beforeRenaming` runs once every new file is
    /// written, just before the first rename: not at all when writing fails.
    func replaceInPlace(_ files: [(path: String, bytes: [UInt8])], beforeRenaming: () -> Void = {})
        throws(SiteOutputError)
    {
        let root = absolute
        var pending: [(temporary: String, target: String)] = []
        for file in files {
            let target = root.appendingPathComponent(file.path)
            let temporary = target.deletingLastPathComponent()
                .appendingPathComponent(".\(target.lastPathComponent).lifeline-\(getpid())").path
            do {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileWriter.write(file.bytes, to: temporary)
            } catch {
                unlink(temporary)
                for written in pending { unlink(written.temporary) }
                throw .cannotWrite(directory, reason: Self.reason(error))
            }
            pending.append((temporary, target.path))
        }
        beforeRenaming()
        for (index, file) in pending.enumerated() where rename(file.temporary, file.target) != 0 {
            let reason = String(cString: strerror(errno)).lowercased()
            for later in pending[index...] { unlink(later.temporary) }
            throw .cannotWrite(directory, reason: reason)
        }
    }
}
