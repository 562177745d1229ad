import Foundation
import LifelineContent
import LifelineRendering
import Testing

@testable import LifelineSite

/// A fixture folder copied into a fresh temporary directory, so a test can build, break and
/// rebuild a site without touching the repository.
struct SiteFixture {
    let root: URL

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    init(_ name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-\(name)-\(UUID().uuidString)")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: root)
        try FileManager.default.copyItem(
            at: Self.repositoryRoot.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates")
        )
    }

    var content: String { root.appendingPathComponent("Content").path }
    var templates: String { root.appendingPathComponent("Templates").path }
    var output: String { root.appendingPathComponent("Site").path }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func files(under relative: String) -> [String] {
        let base = root.appendingPathComponent(relative).path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result.append(path) }
        }
        return result.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

extension SiteFixture {
    /// A content folder put through the check's steps, its topics parsed as the arguments say.
    static func checked(_ content: String, preparingHTML: Bool = true, bodies: BodyRetention = .all) async throws
        -> BuildState
    {
        try await BuildPipeline([
            .listSources, .parseTopics(preparingHTML: preparingHTML, bodies: bodies), .loadSections,
            .loadScenariosAndObservations, .parseTranslations(preparingHTML: preparingHTML), .assemble,
            .validate(keepingClaimResults: true), .checkTranslations,
        ]).run(BuildState(source: ContentFolder(content)))
    }

    /// A renderer over the repository's own Content/ and Templates/, checked as a build checks
    /// them, for tests of what single pages show.
    static func realRenderer() async throws -> (SiteRenderer, KnowledgeBase) {
        let checked = try await checked(repositoryRoot.appendingPathComponent("Content").path)
        let (loaded, _) = try TemplateLoader(directory: repositoryRoot.appendingPathComponent("Templates").path).load()
        let renderer = SiteRenderer(
            templates: try #require(loaded), knowledgeBase: checked.assembled, traces: checked.traceSource)
        return (renderer, checked.assembled)
    }
}
