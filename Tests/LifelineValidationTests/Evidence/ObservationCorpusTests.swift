import Foundation
import LifelineScenarios
import LifelineValidation
import Testing

/// Every real device log the repository keeps (`Content/observations/`) reads cleanly and is
/// reproduced by the engine, unless it is disputed or uses a word the engine does not
/// simulate yet.
@Suite struct ObservationCorpusTests {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content/observations")

    static var files: [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".yml") { found.append(name) }
        }
        return found.sorted()
    }

    static func read(_ file: String) throws -> (Observation?, [String]) {
        let path = folder.appendingPathComponent(file).path
        let text = try #require(
            FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) })
        let (observation, diagnostics) = ObservationReader().read(text, path: path)
        return (observation, diagnostics.filter { $0.severity != .note }.map { "\($0.location.line): \($0.summary)" })
    }

    @Test func theCorpusIsInTheRepositoryAndCoversTheSeedCases() {
        #expect(Self.files.count >= 13, "expected the observations in \(Self.folder.path)")
        #expect(Self.files.filter { $0.contains("seed") }.count >= 13)
    }

    @Test(arguments: files)
    func observationReadsAndTheEngineReproducesIt(_ file: String) throws {
        let (read, problems) = try Self.read(file)
        #expect(problems.isEmpty, "\(problems)")
        let observation = try #require(read)
        #expect(file.hasPrefix(observation.area + "/"), "an observation lives in the folder of its area")
        let result = ObservationResult(observation, traces: TraceCache())
        switch result.verdict {
        case .reproduced:
            break
        case .notSimulated(let reason):
            #expect(observation.notSimulated != nil, "the scenario should run: \(reason)")
        case .differs(let index):
            #expect(
                observation.disputed != nil,
                "line \(index + 1) differs; the engine gives \(result.engineLines)")
        }
    }
}
