/// Where a record read from a cache file lies in that file's bytes, its length included.
///
/// A record left unchanged since it was read is written back as these bytes. Records that lay
/// side by side in the file they were read from are written back with one `write`, straight
/// from the bytes read: an incremental build changes few records, and copying all the
/// others into a new buffer first is a noticeable part of the build.
struct EncodedRecord: Sendable {
    let file: CacheFileBytes
    let range: Range<Int>

    var bytes: ArraySlice<UInt8> { file.bytes[range] }

    /// The record and `next` as one range of the same file, when `next` starts where this
    /// one ends.
    func joined(with next: EncodedRecord) -> EncodedRecord? {
        guard file === next.file, range.upperBound == next.range.lowerBound else { return nil }
        return EncodedRecord(file: file, range: range.lowerBound..<next.range.upperBound)
    }
}

/// The bytes of one cache file as read, shared by every record decoded from it.
final class CacheFileBytes: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}
