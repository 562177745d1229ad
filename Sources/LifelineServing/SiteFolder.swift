import Foundation
import LifelineContent
import LifelineSite

/// The built site on disk, and the only code of the server that reads files: it looks request
/// paths up inside the folder and refuses anything whose real location is outside it.
///
/// Every lookup resolves symbolic links with `realpath` and requires the result to lie under
/// the folder's own real path, so a link pointing outside answers "not found" and not one byte
/// from outside is read. The file is then opened without following a final link and described
/// with `fstat` on the open descriptor, so what is served is exactly what was checked. The
/// folder's real path is resolved on every request because a build swaps a new folder in.
/// Nothing here writes.
///
/// Reads are synchronous, in the request's task: site files are small and sit in the page
/// cache, so a read is shorter than a hop to a thread pool would be (`make bench-serve`
/// measures the result). A site of large media files would want Hummingbird's `FileIO`.
public struct SiteFolder: Sendable {
    /// The folder as the user named it.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// What a path inside the folder is.
    public enum Entry: Sendable, Equatable {
        case file(SiteFile)
        case folder
        case notFound
    }

    /// Looks up `relative` (a path inside the folder, empty for the folder itself).
    public func entry(at relative: String) -> Entry {
        guard let root = Self.realPath(directory) else { return .notFound }
        let candidate = relative.isEmpty ? root : root + "/" + relative
        guard let real = Self.realPath(candidate), real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
        else { return .notFound }
        let descriptor = open(real, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return .notFound }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .notFound }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .folder
        case S_IFREG:
            guard let bytes = Self.readAll(descriptor, size: Int(info.st_size)) else { return .notFound }
            let stamp = FileStamp(
                size: Int64(info.st_size), modifiedSeconds: Int64(info.st_mtim.tv_sec),
                modifiedNanoseconds: Int64(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino))
            let name = real == root ? relative : String(real.dropFirst(root.count + 1))
            return .file(SiteFile(path: name, bytes: bytes, stamp: stamp))
        default:
            return .notFound
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads a whole regular file; site files are small pages, styles and scripts.
    private static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: max(size, 0))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress?.advanced(by: filled), buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled == bytes.count ? bytes : Array(bytes.prefix(filled))
    }
}
