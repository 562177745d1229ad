import Foundation
import LifelineEngine

/// Simulates each scenario once per platform per run, however many claims use it.
///
/// Claims on many topics ask for the same traces; the first asker simulates and everyone
/// else reads the stored result. Thread-safe, because rules run in parallel over topics.
public final class TraceCache: @unchecked Sendable {
    // Unchecked: `store` is read and written only while `lock` is held. The lock is a
    // pthread mutex (NSLock) rather than Synchronization's `Mutex`: on Linux a contended
    // `Mutex` is handed from thread to thread inside the kernel (a priority-inheritance
    // futex), where ThreadSanitizer cannot see it, so `make sanitize-thread` took the
    // cache's guarded reads and writes for a race.
    private let lock = NSLock()
    private var store: [Key: Result<Trace, SimulationError>] = [:]

    struct Key: Hashable {
        var scenario: String
        var platform: Platform
    }

    public init() {}

    public func trace(of scenario: Scenario, on platform: Platform? = nil) -> Result<Trace, SimulationError> {
        var scenario = scenario
        if let platform { scenario.platform = platform }
        let key = Key(scenario: scenario.id, platform: scenario.platform)
        // Simulating inside the lock keeps the promise of one run per key even when two
        // topics ask at once; a simulation takes far less time than parsing a topic.
        return lock.withLock {
            if let cached = store[key] { return cached }
            let result = Simulator.simulate(scenario)
            store[key] = result
            return result
        }
    }

    /// How many distinct simulations have run, for tests of the once-per-run promise.
    public var simulationCount: Int { lock.withLock { store.count } }
}
