/// Appends the fields of the on-disk build cache to a byte buffer.
///
/// The cache is read on every build, before anything else can start, so its format is the
/// simplest one that decodes without a parser: little-endian integers, and strings and lists
/// prefixed by their length. `CacheReader` reads the fields back in the same order.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The size of the length `lengthPrefixed` writes before a value.
    static let lengthSize = 8

    /// A value preceded by its length in bytes, so that a reader can step over it
    /// (`CacheReader.skip()`) and leave it to another core.
    mutating func lengthPrefixed(_ write: (inout CacheWriter) -> Void) {
        let lengthAt = bytes.count
        int(0)
        write(&self)
        var length = UInt64(bytes.count - lengthAt - Self.lengthSize)
        for index in lengthAt..<lengthAt + Self.lengthSize {
            bytes[index] = UInt8(truncatingIfNeeded: length)
            length >>= 8
        }
    }

    mutating func int(_ value: Int) {
        var remaining = UInt64(bitPattern: Int64(value))
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func raw(_ value: [UInt8]) {
        int(value.count)
        bytes += value
    }

    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout CacheWriter, Value) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func list<Value>(_ values: [Value], _ write: (inout CacheWriter, Value) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    mutating func strings(_ values: [String]) { list(values) { $0.string($1) } }
}
