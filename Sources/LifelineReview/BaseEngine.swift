import Foundation

/// The engine of the base revision, as a `lifeline` executable built there: it simulates
/// the base's scenarios so that a change to the engine itself shows as changed traces.
///
/// Without it both sides are simulated by the engine linked into this build, and traces
/// can only differ where scenario files differ. The executable is asked through the one
/// interface every version keeps stable, `lifeline trace FILE --format json`, with each
/// scenario file written to a temporary folder (the base's files are git objects).
public struct BaseEngine: Sendable {
    /// The path of a `lifeline` built at the base revision.
    public var executable: String

    public init(executable: String) {
        self.executable = executable
    }

    /// The outcome of every scenario file (printed path → text), keyed by printed path.
    func traces(of files: [String: String]) throws(ReviewError) -> [String: TraceOutcome] {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw .baseEngine("'\(executable)' is not an executable lifeline")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes: [String: TraceOutcome] = [:]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, path) in files.keys.sorted().enumerated() {
                // A folder per file keeps each file's own name, which is its default id.
                let name = path.split(separator: "/").last.map(String.init) ?? "scenario.yml"
                let file = folder.appendingPathComponent("\(index)").appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((files[path] ?? "").utf8).write(to: file)
                outcomes[path] = try trace(file.path)
            }
        } catch let error as ReviewError {
            throw error
        } catch {
            throw .baseEngine("cannot write scenarios for '\(executable)': \(error.localizedDescription)")
        }
        return outcomes
    }

    /// Runs `trace FILE --format json`: a trace on success, the first error's summary on
    /// exit status 1, and a failure of the review for anything else.
    private func trace(_ file: String) throws(ReviewError) -> TraceOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["trace", file, "--format", "json"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .baseEngine("cannot run '\(executable)': \(error.localizedDescription)")
        }
        // Traces are a few kilobytes and errors a few lines: reading one pipe to its end
        // and then the other cannot fill either.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            guard let outcome = Self.outcome(json: data) else {
                throw .baseEngine("'\(executable) trace' did not print a trace in the JSON format")
            }
            return outcome
        case 1:
            return TraceOutcome(platform: nil, steps: [], failure: Self.firstError(problems))
        default:
            throw .baseEngine("'\(executable) trace' failed with exit status \(process.terminationStatus)")
        }
    }

    /// Reads the trace format (`platform`, `steps` of `object`, `callback`, `appState` and
    /// an optional `sceneState`) into the lines the review compares.
    static func outcome(json data: Data) -> TraceOutcome? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let steps = object["steps"] as? [[String: Any]]
        else { return nil }
        var lines: [String] = []
        for step in steps {
            guard let receiver = step["object"] as? String, let callback = step["callback"] as? String,
                let state = step["appState"] as? String
            else { return nil }
            lines.append(
                ScenarioComparison.line(
                    object: receiver, selector: callback, appState: state, sceneState: step["sceneState"] as? String))
        }
        return TraceOutcome(platform: object["platform"] as? String, steps: lines)
    }

    /// `step 2: pop with only one controller…` out of `path:2:17: error: step 2: … [rule]`.
    static func firstError(_ text: String) -> String {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(": error: ") }),
            let start = line.range(of: ": error: ")
        else { return "the scenario file has errors" }
        var summary = line[start.upperBound...]
        if summary.hasSuffix("]"), let bracket = summary.range(of: " [", options: .backwards) {
            summary = summary[..<bracket.lowerBound]
        }
        return String(summary)
    }
}
