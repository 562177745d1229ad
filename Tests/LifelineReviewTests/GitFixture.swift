import Foundation
import LifelineReview

/// A small git repository in a temporary folder: a knowledge base of four topics and one
/// scenario, the repository's templates, and a first commit. Tests then change files,
/// commit, and review the commits against each other.
struct GitFixture {
    let root: URL

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let sections = """
        - id: guides
          title: Guides
        - id: concepts
          title: Concepts
        """

    static let pushClaim = """
        ```sequence push-pop steps=2
        A viewWillDisappear:
        B viewWillAppear:
        A viewDidDisappear:
        B viewDidAppear:
        ```
        """

    static let push = """
        ---
        id: push
        title: Pushing a controller
        kind: concept
        section: guides
        summary: What a push does.
        related: [layers]
        ---
        # Pushing

        Pushing shows B over A. See [layers](../concepts/layers.md).

        \(pushClaim)
        """

    static let layers = """
        ---
        id: layers
        title: Layers
        kind: concept
        section: concepts
        ---
        # Layers

        Every view has a layer.
        """

    static let bounds = """
        ---
        id: bounds
        title: Bounds
        kind: concept
        section: concepts
        ---
        A view's bounds are in its own coordinates.
        """

    static let windows = """
        ---
        id: windows
        title: Windows
        kind: concept
        section: concepts
        ---
        # Windows

        A window holds the views.
        """

    static let pushPop = """
        id: push-pop
        title: Push and pop
        platform: ios13
        app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
        controllers:
          A: { created: storyboard }
          B: { created: init }
        steps: [launch, { push: B }, pop]
        """

    /// A repository holding the fixture's knowledge base in its first commit.
    init(templates: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git("init", "-q")
        try write("Content/sections.yml", Self.sections)
        try write("Content/guides/push.md", Self.push)
        try write("Content/concepts/layers.md", Self.layers)
        try write("Content/concepts/windows.md", Self.windows)
        try write("Content/concepts/bounds.md", Self.bounds)
        try write("Content/scenarios/push-pop.yml", Self.pushPop)
        if templates {
            let source = Self.repositoryRoot.appendingPathComponent("Templates")
            for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
            where name.hasSuffix(".mustache") {
                try write("Templates/\(name)", String(contentsOf: source.appendingPathComponent(name), encoding: .utf8))
            }
        }
        try commit("base")
    }

    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: url)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Rewrites a file with one text replaced by another.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = try read(relative)
        precondition(text.contains(old), "\(relative) does not contain \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: root.appendingPathComponent(relative))
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(relative))
    }

    func move(_ from: String, to: String) throws {
        let target = root.appendingPathComponent(to)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent(from), to: target)
    }

    /// Commits every change in the working tree.
    func commit(_ message: String) throws {
        try git("add", "-A")
        try git(
            "-c", "user.name=Lifeline Tests", "-c", "user.email=tests@lifeline.invalid", "commit", "-q", "-m", message)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct GitFailure: Error {
        var arguments: [String]
        var status: Int32
    }

    /// Reviews `head` (the working tree when nil) against `base`.
    func review(base: String = "HEAD~1", head: String? = "HEAD") async throws -> Review {
        try await Reviewer(options: .init(base: base, head: head, workingDirectory: root.path)).review()
    }

    func delete() { try? FileManager.default.removeItem(at: root) }
}
