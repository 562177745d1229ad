import ArgumentParser
import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import LifelineSite
import LifelineValidation
import LifelineYAML

/// `lifeline evidence [PATH…]`: runs observations (real device logs) through the engine and
/// scores it, one line each.
///
/// `lifeline check` reports the same mismatches as diagnostics; this command is the score
/// card, and it takes any folder of observation files, such as logs the project has never
/// seen.
struct EvidenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evidence",
        abstract: "Run observations (real device logs) through the engine and score it.",
        discussion: """
            Each argument is an observation file or a folder searched for *.yml files; without \
            one, <content>/observations/ is used. Prints one line per observation (ok, FAIL, \
            DISPUTED or SKIP when the engine does not simulate a word of its scenario yet), the \
            differing lines of each failure, and a closing 'N passed, N failed' line. Exits 1 \
            when an observation fails or cannot be read.
            """
    )

    @Argument(help: "Observation files or folders (default: <content>/observations).")
    var paths: [String] = []

    @Option(help: "The content folder whose observations/ is used when no path is given.")
    var content = "Content"

    func run() throws {
        var problems: [Diagnostic] = []
        var files: [(path: String, text: String)] = []
        let roots =
            paths.isEmpty ? [content.hasSuffix("/") ? content + "observations" : content + "/observations"] : paths
        for given in roots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: given, isDirectory: &isFolder) else {
                throw Terminal.fail(
                    "no observation file or folder at \(given)" + Self.traceHint(for: given, content: content))
            }
            // A content folder stands for its observations: its topics and scenarios are not.
            let observations = (given as NSString).appendingPathComponent("observations")
            var holdsObservations: ObjCBool = false
            let root =
                isFolder.boolValue
                    && FileManager.default.fileExists(atPath: observations, isDirectory: &holdsObservations)
                    && holdsObservations.boolValue ? observations : given
            if !isFolder.boolValue, root.hasSuffix(".md") {
                throw Terminal.fail(
                    "\(root) is a topic, not an observation (a device log and the order it printed); "
                        + "'lifeline check' checks topics")
            }
            let found =
                isFolder.boolValue
                ? ScenarioLoader.readYAMLFiles(in: root, recursive: true, problems: &problems)
                : ScenarioLoader.readYAMLFile(root, name: root, problems: &problems).map { [(root, $0)] } ?? []
            if !found.isEmpty, found.allSatisfy({ Self.isScenario($0.text) }) {
                let what =
                    isFolder.boolValue
                    ? "\(root) holds scenarios, not observations (device logs and the orders they printed)"
                    : "\(root) is a scenario, not an observation (a device log and the order it printed)"
                throw Terminal.fail(what + "; 'lifeline trace <scenario>' prints a scenario's trace")
            }
            files += found
        }
        let library = ScenarioLibrary(files: [], observationFiles: files)
        let readErrors = (problems + library.diagnostics).filter { $0.severity == .error }
        Terminal.report(readErrors, sources: Dictionary(files, uniquingKeysWith: { first, _ in first }))

        let traces = TraceCache()
        var passed = 0
        var failed = 0
        var disputed = 0
        var skipped = 0
        for observation in library.observations {
            let result = ObservationResult(observation, traces: traces)
            let label = "\(observation.id) (\(observation.scenario.platform))"
            switch result.verdict {
            case .reproduced:
                passed += 1
                Terminal.out("ok       \(label)")
            case .notSimulated(let reason):
                skipped += 1
                Terminal.out("SKIP     \(label): \(reason)")
            case .differs:
                if observation.disputed != nil {
                    disputed += 1
                    Terminal.out("DISPUTED \(label)")
                } else {
                    failed += 1
                    Terminal.out("FAIL     \(label)")
                }
                Terminal.out(Self.comparison(expected: observation.expect.map(\.text), engine: result.engineLines))
            }
        }
        let unreadable = Set(readErrors.map(\.file)).count
        failed += unreadable
        Terminal.out("disputed: \(disputed), not simulated: \(skipped), unreadable: \(unreadable)")
        Terminal.out("\(passed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }

    /// For an argument that is no file but names a scenario: how to trace it.
    static func traceHint(for argument: String, content: String) -> String {
        let scenario = (content as NSString).appendingPathComponent("scenarios/\(argument).yml")
        guard !argument.contains("/"), FileManager.default.fileExists(atPath: scenario) else { return "" }
        return "; '\(argument)' is a scenario, which 'lifeline trace \(argument)' runs"
    }

    /// Whether `text` is a scenario file rather than an observation: it has the `steps:` a
    /// scenario has at its top, and not the `expect:` and `scenario:` of an observation.
    static func isScenario(_ text: String) -> Bool {
        guard let root = try? BoundedYAML.compose(text), let mapping = root.mapping else { return false }
        let keys = Set(mapping.compactMap { $0.key.scalar?.string })
        return keys.contains("steps") && !keys.contains("expect") && !keys.contains("scenario")
    }

    /// The log and the engine's lines side by side, `!=` where they differ.
    static func comparison(expected: [String], engine: [String]) -> String {
        let width = (expected + ["log"]).map(\.count).max() ?? 3
        var lines = ["         " + "log".padding(toLength: width, withPad: " ", startingAt: 0) + "    engine"]
        for index in 0..<max(expected.count, engine.count) {
            let left = index < expected.count ? expected[index] : ""
            let right = index < engine.count ? engine[index] : ""
            let mark = left == right ? "  " : "!="
            lines.append("         " + left.padding(toLength: width, withPad: " ", startingAt: 0) + " \(mark) " + right)
        }
        return lines.joined(separator: "\n")
    }
}
