import Foundation
import LifelineEngine
import LifelineScenarios
import Testing

/// Every case in `../shared/reference/cases/` passes (FORMAT.md's cut rule applied).
@Suite struct ReferenceCaseTests {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/reference/cases").standardized

    static var caseFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted()
    }

    @Test func referenceCasesFolderIsPresent() {
        #expect(
            Self.caseFiles.count >= 13,
            "expected the reference cases in \(Self.directory.path); the folder is missing or holds too few cases")
    }

    @Test(arguments: caseFiles)
    func referenceCasePasses(_ file: String) throws {
        let path = Self.directory.appendingPathComponent(file).path
        let text = try #require(
            FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) })
        let (reference, problems) = ReferenceCase.read(text, path: path)
        #expect(problems.isEmpty, "\(problems.map(\.summary))")
        let value = try #require(reference)
        let result = Simulator(scenario: value.scenario).run()
        let trace = try result.get()
        #expect(value.actual(trace) == value.expect)
    }
}
