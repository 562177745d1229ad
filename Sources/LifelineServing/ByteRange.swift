/// What a `Range` header asks of a representation of `size` bytes (RFC 9110, section 14).
///
/// Only one range is served; a header asking for several, or one that does not parse, is
/// ignored and the whole file is sent, which the RFC allows.
enum ByteRange: Equatable, Sendable {
    case whole
    case part(ClosedRange<Int>)
    case unsatisfiable

    static func parse(_ header: String?, size: Int) -> ByteRange {
        guard let header else { return .whole }
        let trimmed = header.trimmingBlanks()
        guard trimmed.lowercased().hasPrefix("bytes=") else { return .whole }
        let spec = trimmed.dropFirst("bytes=".count)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
        let first = spec[..<dash].trimmingBlanks()
        let last = spec[spec.index(after: dash)...].trimmingBlanks()
        if first.isEmpty {
            // A suffix: the last N bytes.
            guard let count = number(last) else { return .whole }
            guard count > 0, size > 0 else { return .unsatisfiable }
            return .part(max(0, size - count)...(size - 1))
        }
        guard let start = number(first) else { return .whole }
        var end = size - 1
        if !last.isEmpty {
            guard let value = number(last), value >= start else { return .whole }
            end = min(value, size - 1)
        }
        guard start < size else { return .unsatisfiable }
        return .part(start...end)
    }

    /// Digits only: `Int("+5")` would accept a sign the grammar does not. A number too large
    /// for `Int` is still a number, larger than any file: `Int.max`, so an overflowing end is
    /// clamped to the file like any end past it, and an overflowing start is unsatisfiable.
    private static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text) ?? Int.max
    }
}
