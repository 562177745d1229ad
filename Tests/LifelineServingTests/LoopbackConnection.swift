import Dispatch
import Foundation

/// A plain TCP connection to a server on 127.0.0.1, for the live test: it reads an event
/// stream as it arrives, which an HTTP client that waits for the whole body cannot.
///
/// Every read has a deadline, so a server that never answers fails the test instead of
/// hanging it; blocking calls run on a Dispatch queue, off the tasks the server needs.
final class LoopbackConnection: @unchecked Sendable {
    // Unchecked: the descriptor and buffer are used by one test at a time, one call after another.
    private let descriptor: Int32
    private var received: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to port \(port)")
        }
    }

    deinit { close(descriptor) }

    func send(_ request: String) throws {
        let bytes = Array(request.utf8)
        let sent = bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw Failure(description: "send failed") }
    }

    /// Sends as much of `bytes` as the socket takes without waiting, and returns how much that was:
    /// less than all of it once the server stops reading and the buffers between are full.
    func sendWithoutWaiting(_ bytes: ArraySlice<UInt8>) -> Int {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.send(
                    descriptor, buffer.baseAddress?.advanced(by: sent), buffer.count - sent,
                    Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
            }
            guard count > 0 else { break }
            sent += count
        }
        return sent
    }

    /// Whether the server closes the connection within `timeout`, seen as a reset: a server that
    /// closes with bytes it never read resets the connection, and the next send reports it. A
    /// server that has only stopped writing (a half-close) keeps taking the bytes.
    func isReset(within timeout: Duration) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let deadline = ContinuousClock.now + timeout
                var byte: UInt8 = 0
                while ContinuousClock.now < deadline {
                    let sent = Foundation.send(self.descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
                    if sent < 0, errno == ECONNRESET || errno == EPIPE {
                        continuation.resume(returning: true)
                        return
                    }
                    usleep(50_000)
                }
                continuation.resume(returning: false)
            }
        }
    }

    /// Reads until `done` holds for everything received so far, the peer closes, or `timeout` passes.
    func read(timeout: Duration, until done: @escaping @Sendable (String) -> Bool) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: self.readBlocking(timeout: timeout, until: done))
            }
        }
    }

    /// Reads until the server closes the connection or `timeout` passes; says which it was.
    func readToClose(timeout: Duration) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var closed = false
                let text = self.readBlocking(timeout: timeout, until: { _ in false }, closed: &closed)
                continuation.resume(returning: (text, closed))
            }
        }
    }

    private func readBlocking(timeout: Duration, until done: (String) -> Bool) -> String {
        var closed = false
        return readBlocking(timeout: timeout, until: done, closed: &closed)
    }

    private func readBlocking(timeout: Duration, until done: (String) -> Bool, closed: inout Bool) -> String {
        let deadline = ContinuousClock.now + timeout
        var text = String(decoding: received, as: UTF8.self)
        while !done(text) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { break }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, max(milliseconds, 1)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else {
                closed = true
                break
            }
            received += chunk.prefix(count)
            text = String(decoding: received, as: UTF8.self)
        }
        return text
    }

    /// One GET with `Connection: close`, read to the end.
    static func get(_ path: String, port: Int, timeout: Duration = .seconds(30)) async throws -> String {
        let connection = try LoopbackConnection(port: port)
        try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        return await connection.read(timeout: timeout) { _ in false }
    }
}
