import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file into bytes with one `open`, one `fstat`, the `read`s its size needs,
/// and one `close`.
///
/// Builds read every topic file, the build cache and the search index on each run; going
/// through `Data` and copying it into an array cost a copy per file, which for the cache is
/// a noticeable part of an incremental build.
public enum FileBytes {
    /// The file's bytes, or nil when it cannot be opened or read (a folder, a missing file),
    /// or is not a regular file.
    ///
    /// A symbolic link is never followed (`O_NOFOLLOW`): the callers refuse links, and a check
    /// made before the read could be raced by a link put in its place. Nor does opening a FIFO
    /// wait for a writer (`O_NONBLOCK`, which changes nothing for a regular file): it is
    /// refused by the `fstat` below instead of blocking for ever.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, to see the end of the file in the same read; a file
        // that grew since `fstat` fills it, and the rest is read in chunks.
        let capacity = max(Int(info.st_size), 0) + 1
        guard var bytes = chunk(of: descriptor, upTo: capacity) else { return nil }
        if bytes.count < capacity { return bytes }
        while true {
            guard let more = chunk(of: descriptor, upTo: 64 * 1024) else { return nil }
            bytes += more
            if more.count < 64 * 1024 { return bytes }
        }
    }

    /// Up to `limit` bytes read from `descriptor`, fewer only at the end of the file.
    private static func chunk(of descriptor: Int32, upTo limit: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, count in
            count = 0
            while count < limit, let base = buffer.baseAddress {
                let result = Glibc.read(descriptor, base + count, limit - count)
                if result < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if result == 0 { return }
                count += result
            }
        }
        return failed ? nil : bytes
    }

    /// Whether two files' bytes are the same, compared with `memcmp`: `==` on arrays goes
    /// element by element, which is slow on a file as large as the search index.
    public static func same(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { left in
            second.withUnsafeBytes { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                return left == right || memcmp(left, right, first.count) == 0
            }
        }
    }
}
