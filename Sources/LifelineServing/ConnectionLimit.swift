#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// How many connections the server holds at once: fewer than the descriptors the process may
/// open, with room left for the build that runs beside them.
///
/// Every connection, and every open page's event stream, holds a descriptor. When they ran
/// out, accepting failed and the rebuild could not open files, and the server died (SIGILL
/// in libdispatch, 3 runs in 4 with 5,000 event streams under a limit of 4,096). At the limit
/// the server stops accepting: new clients wait in the listen queue, or are refused when it
/// is full, and are served as others leave; the server itself never runs dry.
public enum ConnectionLimit {
    /// Descriptors kept for everything that is not a connection: the build's files, the
    /// watcher, the listening socket, standard streams.
    static let reserve = 192

    /// The limit for a process that may open `descriptors` files.
    public static func connections(forDescriptors descriptors: Int) -> Int {
        max(8, min(10_000, descriptors - reserve))
    }

    /// The limit for this process, from its soft `RLIMIT_NOFILE`.
    public static func current() -> Int {
        var limit = rlimit()
        // An unlimited soft limit reads as the largest rlim_t.
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else {
            return connections(forDescriptors: 1024)
        }
        return connections(forDescriptors: Int(clamping: limit.rlim_cur))
    }
}
