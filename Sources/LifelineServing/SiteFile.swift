import LifelineContent
import LifelineSite

/// One file read from the site folder: where it is, its bytes, and its stamp for the ETag.
public struct SiteFile: Sendable, Equatable {
    /// The path inside the site folder, after resolving links (its extension picks the type).
    public var path: String
    public var bytes: [UInt8]
    public var stamp: FileStamp

    public init(path: String, bytes: [UInt8], stamp: FileStamp) {
        self.path = path
        self.bytes = bytes
        self.stamp = stamp
    }

    /// Whether the file is a page, the only kind the live-reload script goes into.
    public var isHTML: Bool { path.hasSuffix(".html") || path.hasSuffix(".htm") }
}
