import Foundation
import LifelineServing
import LifelineSite

/// A content folder of two topics and the repository's templates, in a fresh temporary folder,
/// for running the whole preview server against.
struct PreviewSources {
    let root: URL

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let active = """
        ---
        id: active
        title: Active
        kind: state
        section: states
        name: active
        ---
        The app is frontmost. It leaves through [inactive](inactive.md).

        """

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.repositoryRoot.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        try write("- id: states\n  title: Application states\n", to: "Content/sections.yml")
        try write(Self.active, to: "Content/states/active.md")
        try write(
            "---\nid: inactive\ntitle: Inactive\nkind: state\nsection: states\nname: inactive\n---\nIn front, without events.\n",
            to: "Content/states/inactive.md")
    }

    var content: String { root.appendingPathComponent("Content").path }
    var templates: String { root.appendingPathComponent("Templates").path }
    var output: String { root.appendingPathComponent("Site").path }

    func options(port: Int = 0) -> ServeOptions {
        ServeOptions(
            build: SiteBuilder.Options(
                contentDirectory: content, templatesDirectory: templates, outputDirectory: output),
            port: port, pollInterval: .milliseconds(50))
    }

    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
