import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a new file with one `open`, as few `write`s as the bytes need, and one `close`.
///
/// A site is thousands of small files written into a fresh staging folder, so the per-file
/// cost is the system calls; Foundation's `Data.write` adds copies and checks around them.
enum FileWriter {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "\(path): \(reason)" }
        var reason: String { String(cString: strerror(code)).lowercased() }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try write([bytes[...]], to: path)
    }

    /// Writes `parts` one after the other into one new file.
    static func write(_ parts: [ArraySlice<UInt8>], to path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, code: errno) }
        defer { close(descriptor) }
        for part in parts {
            var written = 0
            while written < part.count {
                let result = part.withUnsafeBytes { buffer in
                    Glibc.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, code: errno)
                }
                written += result
            }
        }
    }
}
