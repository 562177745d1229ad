#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding one byte in a whole text, for the checks that run over every topic file before
/// anything else is done with it (a carriage return, the lead byte of a marker character).
///
/// `String.UTF8View.contains` steps through the view a byte at a time, which over every
/// topic file is slow for `lifeline check`. `memchr` reads the text's contiguous UTF-8 a word
/// at a time.
public enum ByteSearch {
    /// Whether the UTF-8 of `text` holds `byte`.
    public static func contains(_ byte: UInt8, in text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
        return found ?? text.utf8.contains(byte)
    }

    /// Where `byte` first occurs in `bytes` at or after `start`, found with `memchr`.
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether `bytes` holds `byte`.
    public static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
    }
}
