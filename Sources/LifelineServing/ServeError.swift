/// Why `lifeline serve` could not start or had to stop; each says what to do about it.
public enum ServeError: Error, CustomStringConvertible, Equatable, Sendable {
    case portInUse(host: String, port: Int)
    case cannotListen(host: String, port: Int, reason: String)
    /// The first build could not run at all (a missing folder, an output that is not ours).
    case build(String)
    /// The first build found errors and there is no watching to fix them under.
    case buildFailed(output: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "port \(port) on \(host) is already in use; stop the other server or choose another with --port"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)"
        case .build(let message):
            message
        case .buildFailed(let output):
            "build failed: nothing new to serve from \(output)/ (serve without --no-watch to fix it live)"
        }
    }
}
