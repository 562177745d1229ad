/// Which listening addresses reach only this machine, and which `Host` headers a server
/// listening on one accepts.
///
/// A page on any web site can make the browser send requests to `127.0.0.1`, through a name
/// of its own that it points there (DNS rebinding); such a request carries that name in its
/// `Host` header. A preview on loopback answers only the names of loopback itself, written
/// exactly: a name that merely begins like one (`127.evil.example`, `localhost.evil.example`)
/// is the attacker's.
public enum LoopbackHost {
    /// Whether `host` (as given to `--host`, or named by a `Host` header) is loopback:
    /// `localhost`, `::1`, or an IPv4 address 127.x.x.x in four decimal parts.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        if name == "localhost" || name == "::1" || name == "[::1]" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            (1...3).contains(part.count) && part.allSatisfy(\.isASCIIDigit) && Int(part).map { $0 <= 255 } == true
        }
    }

    /// Whether a request with this `Host` header may be answered by a server listening on
    /// loopback `host`: a loopback name, or the bound one, with no port or a port of digits.
    /// A request without one (HTTP/1.0) is answered: browsers, the only way in for a
    /// rebinding page, always send it.
    static func accepts(_ header: String?, listeningOn host: String) -> Bool {
        guard let header, !header.isEmpty else { return true }
        guard let name = name(inHostHeader: header.lowercased()) else { return false }
        return isLoopback(name) || name == host.lowercased()
    }

    /// The name of `host[:port]` or `[v6]:port`; nil when what follows the name is not a port.
    private static func name(inHostHeader header: String) -> String? {
        let name: Substring
        let rest: Substring
        if header.hasPrefix("[") {
            guard let close = header.firstIndex(of: "]") else { return nil }
            name = header[...close]
            rest = header[header.index(after: close)...]
        } else {
            let colon = header.firstIndex(of: ":") ?? header.endIndex
            name = header[..<colon]
            rest = header[colon...]
        }
        guard rest.isEmpty || (rest.first == ":" && rest.count > 1 && rest.dropFirst().allSatisfy(\.isASCIIDigit))
        else { return nil }
        return String(name)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
