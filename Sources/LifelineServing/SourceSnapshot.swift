import Foundation
import LifelineContent
import LifelineSite

/// The stamp of every file under the watched folders at one moment; two snapshots differ when
/// any file was added, removed or saved.
///
/// Polling stamps is the whole watching mechanism: Swift on Linux has no file-event API in the
/// standard libraries, and listing a content folder of a few hundred files a few times a
/// second costs next to nothing. Hidden files and folders (editor swap files, `.git`) are
/// left out, as the content loader leaves them out.
public struct SourceSnapshot: Equatable, Sendable {
    public var stamps: [String: FileStamp]

    public init(stamps: [String: FileStamp] = [:]) {
        self.stamps = stamps
    }

    /// Stamps every file under `folders`, leaving out the folder `excluded` and everything in
    /// it: an output folder inside the content folder would otherwise see each build as a
    /// change and rebuild forever.
    public static func take(_ folders: [String], excluding excluded: String? = nil) -> SourceSnapshot {
        let skipped = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
                if (relative as NSString).lastPathComponent.hasPrefix(".")
                    || URL(fileURLWithPath: path).standardizedFileURL.path == skipped
                {
                    enumerator.skipDescendants()
                    continue
                }
                // Folders are left out: an editor's swap file changes its folder's time.
                guard enumerator.fileAttributes?[.type] as? FileAttributeType != .typeDirectory else { continue }
                if let stamp = FileStamp.read(path) { stamps[path] = stamp }
            }
        }
        return SourceSnapshot(stamps: stamps)
    }
}
