import Foundation

/// What a file looked like on disk when it was last read: its size, modification time to the
/// nanosecond, and inode.
///
/// A preview build compares stamps instead of bytes to decide which topic files to parse again;
/// an editor that saves by writing a new file and renaming it over the old one changes the
/// inode even when size and time happen to match, so all three take part.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var inode: UInt64

    public init(size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }

    /// The stamp of the file at `path` (following symbolic links), or nil when there is none.
    public static func read(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(_ info: stat) {
        self.init(
            size: Int64(info.st_size), modifiedSeconds: Int64(info.st_mtim.tv_sec),
            modifiedNanoseconds: Int64(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino))
    }
}
