import Foundation

/// Explains a content change: reads the content and templates at two revisions, puts both
/// through the build's steps in memory, and compares what came out.
///
/// Both sides run through this build of lifeline, its engine, rules and renderer; what
/// differs between them is only what is read from each revision (content and templates).
/// So the review says what a change to the knowledge base means under the current engine,
/// and `Review.engineChanged` says when the engine's own sources differ as well. Given a
/// lifeline built at the base (`Options.baseEngine`), the base's scenarios are simulated by
/// the base's engine, so an engine change shows in the traces it changes.
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
        /// A lifeline built at the base, to simulate the base's scenarios with the base's
        /// engine; nil simulates both sides with this build's.
        public var baseEngine: BaseEngine?

        public init(
            base: String, head: String? = nil, contentDirectory: String = "Content",
            templatesDirectory: String = "Templates",
            workingDirectory: String = FileManager.default.currentDirectoryPath,
            engineDirectory: String = "Sources/LifelineEngine", baseEngine: BaseEngine? = nil
        ) {
            self.base = base
            self.head = head
            self.contentDirectory = contentDirectory
            self.templatesDirectory = templatesDirectory
            self.workingDirectory = workingDirectory
            self.engineDirectory = engineDirectory
            self.baseEngine = baseEngine
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
        let content = Self.displayPath(options.contentDirectory)
        var baseTraces: [String: TraceOutcome]?
        if let engine = options.baseEngine {
            var files: [String: String] = [:]
            for (relative, bytes) in base.content where SnapshotContent.isScenarioFile(relative) {
                files[SnapshotContent.join(content, relative)] = String(decoding: bytes, as: UTF8.self)
            }
            baseTraces = try engine.traces(of: files)
        }
        var review = await Self.compare(
            base: base, head: head, content: content, templates: Self.displayPath(options.templatesDirectory),
            fallbackTemplates: headRevision.commit == nil ? nil : reader.workingTreeTemplates(),
            baseTraces: baseTraces
        )
        review.baseEngine = options.baseEngine?.executable
        return review
    }

    /// Compares two snapshots; pure, so tests can feed snapshots built in memory.
    ///
    /// Each side is rendered with its own templates, so a template change shows in the
    /// pages. A side whose templates do not fit this build's renderer (an older lifeline's,
    /// or none) is rendered with `fallbackTemplates` instead, the working tree's (the head's
    /// when nil), and its template problems are left out: they describe the mismatch with
    /// this build, not the content.
    public static func compare(
        base: Snapshot, head: Snapshot, content: String, templates: String,
        fallbackTemplates: [String: [UInt8]]? = nil, baseTraces: [String: TraceOutcome]? = nil
    ) async -> Review {
        let fallback = CompiledTemplates.compile(fallbackTemplates ?? head.templates, directory: templates)
        var notes: [String] = []
        func choose(_ files: [String: [UInt8]], side: String) -> CompiledTemplates {
            let own = CompiledTemplates.compile(files, directory: templates)
            guard own.templates == nil, fallback.templates != nil, files != (fallbackTemplates ?? head.templates)
            else { return own }
            let why =
                own.diagnostics.first.map { "its templates do not fit this build: \($0.summary)" } ?? "it has none"
            notes.append("\(side) was rendered with the working tree's templates (\(why))")
            return CompiledTemplates(templates: fallback.templates, diagnostics: [], isPresent: true)
        }
        let baseTemplates = choose(base.templates, side: "the base")
        let headTemplates = choose(head.templates, side: "the head")
        async let analyzedBase = SideAnalysis.analyze(base, content: content, templates: baseTemplates)
        async let analyzedHead = SideAnalysis.analyze(head, content: content, templates: headTemplates)
        let (old, new) = await (analyzedBase, analyzedHead)

        let pairs = TopicComparison.pairs(base: old.topics, head: new.topics)
        let topics = TopicComparison.changes(pairs, base: old, head: new)
        var renames: [String: String] = [:]
        for change in topics where change.change == .renamed {
            if let from = change.basePath, let to = change.headPath { renames[from] = to }
        }
        var pages: [PageChange] = []
        if let oldPages = old.pages, let newPages = new.pages {
            pages = PageComparison.changes(base: oldPages, head: newPages)
        } else {
            let side = old.pages == nil ? (new.pages == nil ? "either side" : "the base") : "the head"
            notes.append("pages were not compared: there are no usable templates in \(templates) for \(side)")
        }
        let pagesNote = notes.isEmpty ? nil : notes.joined(separator: "; ")
        var review = Review(
            base: base.revision, head: head.revision, topics: topics,
            claims: ClaimComparison.changes(pairs, base: old, head: new),
            scenarios: ScenarioComparison.changes(base: old, head: new, baseTraces: baseTraces),
            diagnostics: DiagnosticComparison.changes(base: old.diagnostics, head: new.diagnostics, renames: renames),
            pages: pages, pagesNote: pagesNote,
            engineChanged: old.engine.isEmpty && new.engine.isEmpty ? nil : old.engine != new.engine
        )
        review.changedTemplates = Set(base.templates.keys).union(head.templates.keys)
            .filter { base.templates[$0] != head.templates[$0] }.sorted()
        review.translations = TranslationChange.changes(base: base.content, head: head.content, content: content)
        review.observations = ObservationChange.changes(base: old, head: new, content: content)
        return review
    }

    /// A folder as diagnostics print it: as given, without `./` in front or `/` behind.
    static func displayPath(_ folder: String) -> String {
        var path = folder
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "." ? "" : path
    }
}
