import Foundation

/// Checks, before anything is built, that the server will be able to listen on an address.
///
/// Binding a throwaway socket with the same options the server uses (`SO_REUSEADDR`) turns the
/// common failures — a port another server holds, a port below 1024, an address this machine
/// does not have — into one clear message, instead of an error from deep inside the server
/// after a build that was for nothing. The server's own bind can still fail in the moment
/// between the two; that is reported too, less precisely.
enum ListenProbe {
    static func check(host: String, port: Int) throws(ServeError) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
            throw .cannotListen(host: host, port: port, reason: "no such host")
        }
        defer { freeaddrinfo(results) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { throw .cannotListen(host: host, port: port, reason: Self.message(errno)) }
        defer { close(descriptor) }
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let code = errno
            if code == EADDRINUSE { throw .portInUse(host: host, port: port) }
            throw .cannotListen(host: host, port: port, reason: Self.message(code))
        }
    }

    private static func message(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
