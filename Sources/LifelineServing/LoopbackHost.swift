/// Which listening addresses reach only this machine, and which `Host` headers a server
/// listening on one accepts.
///
/// A page on any web site can make the browser send requests to `127.0.0.1`, through a name
/// of its own that it points there (DNS rebinding); such a request carries that name in its
/// `Host` header. A preview on loopback answers only the names of loopback itself.
public enum LoopbackHost {
    /// Whether `host` (as given to `--host`) listens on loopback only.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        return name == "localhost" || name == "::1" || name == "[::1]" || name.hasPrefix("127.")
    }

    /// Whether a request with this `Host` header may be answered by a server listening on
    /// loopback `host`: loopback names only, with any port. A request without one (HTTP/1.0)
    /// is answered: browsers, the only way in for a rebinding page, always send it.
    static func accepts(_ header: String?, listeningOn host: String) -> Bool {
        guard let header, !header.isEmpty else { return true }
        var name = header.lowercased()
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            name = String(name[...close])
        } else if let colon = name.firstIndex(of: ":") {
            name = String(name[..<colon])
        }
        return isLoopback(name) || name == host.lowercased()
    }
}
