import Foundation
import LifelineServing

/// Keeps what a running preview server reported, for a test to wait on.
final class EventRecorder: Sendable {
    private let events = LockedEvents()

    func record(_ event: ServeEvent) { events.append(event) }

    var all: [ServeEvent] { events.snapshot() }

    /// The port the server listens on, once it says so; nil if it does not within `timeout`.
    func port(within timeout: Duration) async -> Int? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            for case .listening(_, let port) in all { return port }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }
}

/// The events behind a lock: the server reports from whichever thread it is on.
private final class LockedEvents: @unchecked Sendable {
    // Unchecked: every access to `events` holds `lock`.
    private let lock = NSLock()
    private var events: [ServeEvent] = []

    func append(_ event: ServeEvent) {
        lock.lock()
        defer { lock.unlock() }
        events.append(event)
    }

    func snapshot() -> [ServeEvent] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}
