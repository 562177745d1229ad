import Foundation
import LifelineEngine

/// Simulates each scenario once per platform per run, however many claims use it.
///
/// Claims on many topics ask for the same traces; the first asker simulates and everyone
/// else reads the stored result. Thread-safe, because rules run in parallel over topics.
///
/// It also tells which platforms of a scenario have the same steps (`variant`): most
/// scenarios run alike on most platforms, and a claim that holds for one trace holds for any
/// equal trace, so a claim over eight platforms is compared with the two or three distinct
/// traces it covers rather than eight times.
public final class TraceCache: @unchecked Sendable {
    // Unchecked: `store` and `variants` are read and written only while `lock` is held. The
    // lock is a pthread mutex (NSLock) rather than Synchronization's `Mutex`: on Linux a
    // contended `Mutex` is handed from thread to thread inside the kernel (a
    // priority-inheritance futex), where ThreadSanitizer cannot see it, so
    // `make sanitize-thread` took the cache's guarded reads and writes for a race.
    private let lock = NSLock()
    private var store: [Key: Simulated] = [:]
    /// The distinct step lists of each scenario seen so far, by scenario id; a simulated
    /// trace's variant is its index here.
    private var variants: [String: [[TraceStep]]] = [:]

    struct Key: Hashable {
        var scenario: String
        var platform: Platform
    }

    /// A trace with the number of its steps among the scenario's distinct ones; two platforms
    /// whose traces have the same variant have the same steps, step for step.
    public struct Simulated: Sendable {
        public var result: Result<Trace, SimulationError>
        /// Nil when the scenario could not run on the platform.
        public var variant: Int?
    }

    public init() {}

    public func trace(of scenario: Scenario, on platform: Platform? = nil) -> Result<Trace, SimulationError> {
        simulated(scenario, on: platform).result
    }

    /// The trace of `scenario` on `platform` (its own platform when nil), with its variant.
    public func simulated(_ scenario: Scenario, on platform: Platform? = nil) -> Simulated {
        var scenario = scenario
        if let platform { scenario.platform = platform }
        let key = Key(scenario: scenario.id, platform: scenario.platform)
        // Simulating inside the lock keeps the promise of one run per key even when two
        // topics ask at once; a simulation takes far less time than parsing a topic.
        return lock.withLock {
            if let cached = store[key] { return cached }
            let result = Simulator.simulate(scenario)
            var simulated = Simulated(result: result, variant: nil)
            if case .success(let trace) = result {
                var known = variants[key.scenario, default: []]
                if let index = known.firstIndex(of: trace.steps) {
                    simulated.variant = index
                } else {
                    simulated.variant = known.count
                    known.append(trace.steps)
                    variants[key.scenario] = known
                }
            }
            store[key] = simulated
            return simulated
        }
    }

    /// How many distinct simulations have run, for tests of the once-per-run promise.
    public var simulationCount: Int { lock.withLock { store.count } }
}
