#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The longest line a content file may have, so one pathological line cannot take the build's
/// memory: a heading of 50 MB on one line made a page whose anchors, table of contents and
/// search entry each held it again, about twenty times the file in memory. No Markdown or
/// YAML that people write comes near the bound; a paragraph of a whole chapter is under it.
public enum LineBound {
    /// 1 MiB of UTF-8, not counting the line end.
    public static let maximumBytes = 1 << 20

    /// The first line of `text` longer than the bound, as an error at its first byte past the
    /// bound; nil when every line is within it. Looks for line ends with `memchr`, so a file
    /// of ordinary lines costs one call per line.
    public static func diagnostic(for text: String, path: String) -> Diagnostic? {
        var text = text
        guard text.utf8.count > maximumBytes else { return nil }
        let found = text.withUTF8 { bytes -> (line: Int, length: Int)? in
            guard let base = bytes.baseAddress else { return nil }
            var line = 1
            var start = 0
            while start <= bytes.count {
                let rest = bytes.count - start
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), rest).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                }
                let length = (end ?? bytes.count) - start
                if length > maximumBytes { return (line, length) }
                guard let end else { return nil }
                start = end + 1
                line += 1
            }
            return nil
        }
        guard let found else { return nil }
        return Diagnostic(
            id: "file.line-too-long", file: path, range: SourceRange(line: found.line, column: 1),
            summary: "line \(found.line) is \(found.length) bytes long; a line may have at most \(maximumBytes) bytes "
                + "(1 MiB): break it into shorter lines")
    }
}
