import Crypto

/// SHA-256 of a file's bytes: the key the build cache stores each topic's results under.
///
/// A file's stamp (size, time, inode) decides cheaply whether to look at it at all; the hash
/// decides whether its bytes really changed, so touching or re-saving a file unchanged costs a
/// read, never a parse.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> [UInt8] { Array(SHA256.hash(data: bytes)) }

    /// The first `digits` hexadecimal digits of the hash of `bytes`, as `sha256sum` prints them:
    /// what a translation records of the original it was made from.
    static func hex(of bytes: [UInt8], digits: Int) -> String {
        String(of(bytes).map { String(format: "%02x", $0) }.joined().prefix(digits))
    }

    /// A hash of several fields, each prefixed with its length so no two lists of fields run
    /// together into the same bytes.
    struct Builder {
        private var hasher = SHA256()

        mutating func add(_ bytes: some Collection<UInt8>) {
            var count = UInt64(bytes.count)
            withUnsafeBytes(of: &count) { hasher.update(bufferPointer: $0) }
            hasher.update(data: Array(bytes))
        }

        mutating func add(_ text: String) { add(Array(text.utf8)) }

        func finish() -> [UInt8] { Array(hasher.finalize()) }
    }
}
