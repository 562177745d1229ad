import LifelineContent
import LifelineSite

/// A strong `ETag` made from a file's stamp (size, modification time to the nanosecond, inode).
///
/// The preview build links unchanged files from the previous site instead of writing them, so
/// their stamp, and with it the tag, survives a rebuild and a browser's `If-None-Match` gets
/// `304 Not Modified`. A page served with the live-reload script is a different
/// representation of the file, so its tag carries a variant suffix.
struct EntityTag: Equatable, Sendable {
    /// The header value, quotes included.
    var value: String

    init(stamp: FileStamp, variant: String? = nil) {
        let parts = [
            String(stamp.size, radix: 16), String(stamp.modifiedSeconds, radix: 16),
            String(stamp.modifiedNanoseconds, radix: 16), String(stamp.inode, radix: 16),
        ]
        value = "\"" + (parts + (variant.map { [$0] } ?? [])).joined(separator: "-") + "\""
    }

    /// `If-None-Match` uses the weak comparison: `W/` prefixes are ignored, and `*` matches.
    func matches(ifNoneMatch header: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingBlanks()
            return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == value
        }
    }

    /// `If-Range` uses the strong comparison: only the same strong tag still applies.
    func matches(ifRange header: String) -> Bool {
        header.trimmingBlanks() == value
    }
}
