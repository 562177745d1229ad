import Foundation
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

    public static func take(_ folders: [String]) -> SourceSnapshot {
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
                if let stamp = FileStamp.read(path) { stamps[path] = stamp }
            }
        }
        return SourceSnapshot(stamps: stamps)
    }
}
