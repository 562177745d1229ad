import Foundation

/// Reads back, in order, the fields `CacheWriter` wrote.
///
/// Every read checks its bounds and throws on a short or inconsistent file: a cache that was
/// cut off or written by another version is then ignored and the build runs whole, never
/// trusted half-read.
struct CacheReader {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var offset = 0
    private var end: Int { bytes.count }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
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

    mutating func raw() throws(Malformed) -> [UInt8] {
        let count = try count()
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func string() throws(Malformed) -> String {
        let count = try count()
        defer { offset += count }
        guard let text = String(validating: bytes[offset..<offset + count], as: UTF8.self) else { throw Malformed() }
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
