import FuzzSupport
import LifelineContent
import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios

/// One scenario file's bytes through both paths that read scenarios:
///
/// - the build's: UTF-8 and NUL checks, line-end normalising, the scenario library, then the
///   simulation on the scenario's own platform and on one more picked from the input, as a
///   claim with `platforms=` asks for;
/// - `lifeline trace`'s: the raw text, the simulation, and the trace in every output format.
///
/// The text is read as a reference case too (a scenario under `scenario:` and the expected
/// lines), and a usable case's trace is cut as the case says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "Content/scenarios/fuzz-scenario.yml"
    guard let raw = String(validating: bytes, as: UTF8.self) else { return 0 }

    let (trace, _) = ScenarioLibrary.trace(text: raw, path: path)
    if let trace {
        for format in TraceFormat.allCases { _ = format.render(trace) }
    }

    if case .success(let text) = SourceFile.decode(bytes, path: path) {
        let library = ScenarioLibrary(files: [(path: path, text: text)])
        let other = Platform(major: Platform.oldest.major + size % (Platform.newest.major - Platform.oldest.major + 1))
        let cache = TraceCache()
        for scenario in library.scenarios.values {
            _ = cache.trace(of: scenario)
            _ = cache.trace(of: scenario, on: other)
        }

        let (observation, _) = ObservationReader().read(normalizedSource(text), path: path)
        if let observation, case .success(let trace) = Simulator.simulate(observation.scenario) {
            _ = observation.engineLines(trace)
        }
    }
    return 0
}

@main
enum FuzzScenarioReader {
    static func main() { runLibFuzzer(fuzzScenarioReader) }
}
