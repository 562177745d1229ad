import Foundation
import LifelineDiagnostics
import LifelineSite
import Testing

/// Scenario and observation files are read only when they are regular files: a FIFO would
/// block a read for ever, and a link could lead outside the content folder.
@Suite struct ScenarioLoaderTests {
    @Test func aFIFOOrALinkAmongObservationsIsRefusedWithALocatedErrorAndTheRestIsRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-loader-\(UUID())")
        let folder = root.appendingPathComponent("observations/navigation")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "id: x\n".write(to: folder.appendingPathComponent("plain.yml"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("pipe.yml").path, 0o600) == 0)
        let secret = root.appendingPathComponent("secret.yml")
        try "token: SECRET-CONTENT\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.yml").path, withDestinationPath: secret.path)

        var problems: [Diagnostic] = []
        let files = ScenarioLoader.readYAMLFiles(
            in: root.appendingPathComponent("observations").path, recursive: true, problems: &problems)
        #expect(files.map { ($0.path as NSString).lastPathComponent } == ["plain.yml"])
        #expect(problems.map(\.id).sorted() == ["file.symbolic-link", "file.unreadable"])
        #expect(problems.allSatisfy { $0.range != nil })
        #expect(!problems.contains { $0.summary.contains("SECRET-CONTENT") })
    }
}
