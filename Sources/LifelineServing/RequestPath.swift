/// A request path made safe to look up in the site folder: percent-decoded exactly once,
/// split into segments, and holding nothing that could climb out of the folder.
///
/// Decoding happens before any check, so `%2e%2e` is refused like `..`; it happens only once,
/// so `%252e%252e` stays the harmless name `%2e%2e`. A backslash is refused outright rather
/// than read as a separator, and so is a NUL byte, which would cut the path short in C.
public struct RequestPath: Equatable, Sendable {
    /// The decoded segments; none is empty, `.` or `..`, and none holds `/`, `\` or NUL.
    public var segments: [String]
    /// Whether the request ended in `/`, asking for a folder (the redirect depends on it).
    public var namesFolder: Bool

    /// Why a path was refused; each one answers `400 Bad Request`.
    public enum Rejection: Error, Equatable, Sendable {
        case notAbsolute
        case invalidPercentEncoding
        case notUTF8
        case forbiddenCharacter
        case dotSegment
    }

    /// Parses the path of a request target (no query), as it came over the wire.
    public static func parse(_ raw: String) -> Result<RequestPath, Rejection> {
        guard raw.hasPrefix("/") else { return .failure(.notAbsolute) }
        guard let bytes = percentDecoded(Array(raw.utf8)) else { return .failure(.invalidPercentEncoding) }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        guard !decoded.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) else {
            return .failure(.forbiddenCharacter)
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !segments.contains(where: { $0 == "." || $0 == ".." }) else { return .failure(.dotSegment) }
        return .success(RequestPath(segments: segments, namesFolder: decoded.hasSuffix("/")))
    }

    /// The path inside the site folder (`states/active.html`; empty for the root).
    public var relative: String { segments.joined(separator: "/") }

    /// Whether any segment names a hidden file, such as lifeline's `.lifeline-site` marker.
    public var isHidden: Bool { segments.contains { $0.hasPrefix(".") } }

    /// The path to put in a `Location` header, built from the segments (never from the raw
    /// request, so `//host/folder` cannot turn into a redirect to another site).
    public var encoded: String {
        "/" + segments.map(Self.percentEncoded).joined(separator: "/") + (namesFolder && !segments.isEmpty ? "/" : "")
    }

    /// The same path asking for the folder, for the trailing-slash redirect.
    public var asFolder: RequestPath { RequestPath(segments: segments, namesFolder: true) }

    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            result.append(high << 4 | low)
            index += 3
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Encodes everything but the unreserved characters of RFC 3986 and a few safe ones.
    private static func percentEncoded(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~!$&'()*+,;=:@".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
