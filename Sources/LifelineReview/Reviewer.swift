import Foundation

/// Explains a content change: reads the content and templates at two revisions, puts both
/// through the build's steps in memory, and compares what came out.
///
/// Both sides run through this build of lifeline, its engine, rules and renderer; what
/// differs between them is only what is read from each revision (content and templates).
/// So the review says what a change to the knowledge base means under the current engine,
/// and `Review.engineChanged` says when the engine's own sources differ as well.
public struct Reviewer: Sendable {
    public struct Options: Sendable {
        /// The revision to compare against, such as `origin/main`.
        public var base: String
        /// The revision under review; nil for the working tree.
        public var head: String?
        /// The content folder, relative to `workingDirectory`; diagnostics print it as given.
        public var contentDirectory: String
        public var templatesDirectory: String
        /// Where relative folders are resolved and where git looks for the repository.
        public var workingDirectory: String
        /// The engine's sources, from the repository's top, to say whether they changed.
        public var engineDirectory: String

        public init(
            base: String, head: String? = nil, contentDirectory: String = "Content",
            templatesDirectory: String = "Templates",
            workingDirectory: String = FileManager.default.currentDirectoryPath,
            engineDirectory: String = "Sources/LifelineEngine"
        ) {
            self.base = base
            self.head = head
            self.contentDirectory = contentDirectory
            self.templatesDirectory = templatesDirectory
            self.workingDirectory = workingDirectory
            self.engineDirectory = engineDirectory
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    public func review() async throws(ReviewError) -> Review {
        let repository = try GitRepository(directory: options.workingDirectory)
        let baseRevision = ReviewRevision(name: options.base, commit: try repository.commit(options.base))
        var headRevision = ReviewRevision.workingTree
        if let head = options.head {
            headRevision = ReviewRevision(name: head, commit: try repository.commit(head))
        }
        let reader = SnapshotReader(
            repository: repository,
            folders: .init(
                content: try repository.path(of: options.contentDirectory, from: options.workingDirectory),
                templates: try repository.path(of: options.templatesDirectory, from: options.workingDirectory),
                engine: options.engineDirectory
            )
        )
        let base = try reader.read(baseRevision, commit: baseRevision.commit ?? "")
        let head =
            if let commit = headRevision.commit {
                try reader.read(headRevision, commit: commit)
            } else {
                reader.readWorkingTree()
            }
        guard !base.content.isEmpty || !head.content.isEmpty else {
            throw .noContent(options.contentDirectory)
        }
        return await Self.compare(
            base: base, head: head, content: Self.displayPath(options.contentDirectory),
            templates: Self.displayPath(options.templatesDirectory)
        )
    }

    /// Compares two snapshots; pure, so tests can feed snapshots built in memory.
    public static func compare(base: Snapshot, head: Snapshot, content: String, templates: String) async -> Review {
        async let analyzedBase = SideAnalysis.analyze(base, content: content, templates: templates)
        async let analyzedHead = SideAnalysis.analyze(head, content: content, templates: templates)
        let (old, new) = await (analyzedBase, analyzedHead)

        let pairs = TopicComparison.pairs(base: old.topics, head: new.topics)
        let topics = TopicComparison.changes(pairs, base: old, head: new)
        var renames: [String: String] = [:]
        for change in topics where change.change == .renamed {
            if let from = change.basePath, let to = change.headPath { renames[from] = to }
        }
        var pages: [PageChange] = []
        var pagesUnavailable: String?
        if let oldPages = old.pages, let newPages = new.pages {
            pages = PageComparison.changes(base: oldPages, head: newPages)
        } else if old.pages == nil, new.pages == nil {
            pagesUnavailable = "neither side has usable templates in \(templates), so pages were not compared"
        } else {
            let side = old.pages == nil ? "the base" : "the head"
            pagesUnavailable = "\(side) has no usable templates in \(templates), so pages were not compared"
        }
        return Review(
            base: base.revision, head: head.revision, topics: topics,
            claims: ClaimComparison.changes(pairs, base: old, head: new),
            scenarios: ScenarioComparison.changes(base: old, head: new),
            diagnostics: DiagnosticComparison.changes(base: old.diagnostics, head: new.diagnostics, renames: renames),
            pages: pages, pagesUnavailable: pagesUnavailable,
            engineChanged: old.engine.isEmpty && new.engine.isEmpty ? nil : old.engine != new.engine
        )
    }

    /// A folder as diagnostics print it: as given, without `./` in front or `/` behind.
    static func displayPath(_ folder: String) -> String {
        var path = folder
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "." ? "" : path
    }
}
