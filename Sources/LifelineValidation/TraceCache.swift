import LifelineEngine
import Synchronization

/// Simulates each scenario once per platform per run, however many claims use it.
///
/// Claims on many topics ask for the same traces; the first asker simulates and everyone
/// else reads the stored result. Thread-safe, because rules run in parallel over topics.
public final class TraceCache: Sendable {
    private let store = Mutex<[Key: Result<Trace, SimulationError>]>([:])

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
        return store.withLock { cache in
            if let cached = cache[key] { return cached }
            let result = Simulator.simulate(scenario)
            cache[key] = result
            return result
        }
    }

    /// How many distinct simulations have run, for tests of the once-per-run promise.
    public var simulationCount: Int { store.withLock { $0.count } }
}
