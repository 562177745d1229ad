import Foundation

/// Reads back, in order, the fields `CacheWriter` wrote.
///
/// Every read checks its bounds and throws on a short or inconsistent file: a cache that was
/// cut off or written by another version is then ignored and the build runs whole, never
/// trusted half-read.
struct CacheReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset: Int
    /// Where reading must stop: the end of the file, or of the part of it this reader was given.
    private let end: Int

    init(_ bytes: [UInt8]) {
        self.init(bytes, in: 0..<bytes.count)
    }

    /// A reader of `range` alone (a part `skip(_:)` stepped over), which shares `bytes`: each
    /// core decodes its own share of the records without copying the file.
    init(_ bytes: [UInt8], in range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset == end }

    mutating func int() throws(Malformed) -> Int {
        guard end - offset >= 8 else { throw Malformed() }
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        offset += 8
        return Int(Int64(bitPattern: UInt64(littleEndian: value)))
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    /// A length read from the file, refused when it is negative or longer than what is left.
    private mutating func count() throws(Malformed) -> Int {
        let count = try int()
        guard count >= 0, count <= end - offset else { throw Malformed() }
        return count
    }

    /// Steps over a value written with `CacheWriter.lengthPrefixed`, returning where its bytes
    /// are without reading them.
    mutating func skip() throws(Malformed) -> Range<Int> {
        let count = try count()
        defer { offset += count }
        return offset..<offset + count
    }

    mutating func raw() throws(Malformed) -> [UInt8] {
        let count = try count()
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func string() throws(Malformed) -> String {
        let count = try count()
        defer { offset += count }
        // `String(validating:as:)` is generic and unspecialized: it looks up type metadata for
        // every string, much of decoding a cache. Decoding (which replaces invalid bytes) is
        // the specialized path; the bytes it made are then compared with the file's, so an
        // invalid sequence still refuses the cache.
        let (text, exact) = bytes.withUnsafeBufferPointer { buffer in
            let written = UnsafeBufferPointer(rebasing: buffer[offset..<offset + count])
            var text = String(decoding: written, as: UTF8.self)
            let exact = text.withUTF8 { made in
                guard made.count == written.count else { return false }
                guard let made = made.baseAddress, let written = written.baseAddress else { return true }
                return memcmp(made, written, count) == 0
            }
            return (text, exact)
        }
        guard exact else { throw Malformed() }
        return text
    }

    mutating func optional<Value>(_ read: (inout CacheReader) throws(Malformed) -> Value) throws(Malformed) -> Value? {
        try bool() ? try read(&self) : nil
    }

    mutating func list<Value>(_ read: (inout CacheReader) throws(Malformed) -> Value) throws(Malformed) -> [Value] {
        // Every element takes at least one byte, which bounds the count before reserving.
        let count = try count()
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    mutating func strings() throws(Malformed) -> [String] {
        try list { reader throws(Malformed) in try reader.string() }
    }
}
