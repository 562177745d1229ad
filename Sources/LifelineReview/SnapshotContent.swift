import LifelineContent
import LifelineDiagnostics
import LifelineSite

/// The content of one side of a review, read from a snapshot (git objects or the working tree)
/// rather than the disk, so the side goes through the same steps as `lifeline build`.
///
/// Files are named with the content folder as the user gave it (`Content/...`) on both sides,
/// so the same problem in the same file has the same diagnostic on both.
struct SnapshotContent: ContentSource {
    var snapshot: Snapshot
    var directory: String

    func topicFiles() -> [ContentLoader.ListedFile] {
        snapshot.content.keys.filter(Self.isTopicFile).sorted().map { ContentLoader.ListedFile(relative: $0) }
    }

    func topicBytes(_ relative: String) -> Result<[UInt8], Diagnostic> {
        .success(snapshot.content[relative] ?? [])
    }

    func sectionsFile() -> SectionsFile {
        sectionsFile(at: "sections.yml")
    }

    func translationFiles(_ language: SiteLanguage) -> [TranslationFile] {
        guard let folder = language.folder else { return [] }
        let prefix = folder + "/"
        return snapshot.content.keys.filter { $0.hasPrefix(prefix) && Self.isMarkdown($0) }.sorted().map {
            TranslationFile(relative: String($0.dropFirst(prefix.count)), bytes: .success(snapshot.content[$0] ?? []))
        }
    }

    func translatedFile(_ language: SiteLanguage, named name: String) -> SectionsFile {
        guard let folder = language.folder else { return .none }
        return sectionsFile(at: folder + "/" + name)
    }

    private func sectionsFile(at relative: String) -> SectionsFile {
        guard let bytes = snapshot.content[relative] else { return .none }
        let path = Self.join(directory, relative)
        switch SourceFile.decode(bytes, path: path) {
        case .success(let text): return .text(text, path: path)
        case .failure(let diagnostic): return .refused(diagnostic, path: path)
        }
    }

    func scenarioFiles() -> ScenarioFiles {
        var files = ScenarioFiles(scenarios: [], observations: [], problems: [])
        for relative in snapshot.content.keys.sorted() {
            let isScenario = Self.isScenarioFile(relative)
            guard isScenario || Self.isObservationFile(relative) else { continue }
            let path = Self.join(directory, relative)
            switch SourceFile.decode(snapshot.content[relative] ?? [], path: path) {
            case .success(let text):
                if isScenario { files.scenarios.append((path, text)) } else { files.observations.append((path, text)) }
            case .failure(let diagnostic):
                files.problems.append(diagnostic)
            }
        }
        return files
    }

    /// `lifeline build` reads every `*.md` but the authors' README files.
    static func isTopicFile(_ relative: String) -> Bool {
        isMarkdown(relative) && SiteLanguage(folder: relative.prefix { $0 != "/" }) == nil
    }

    /// A `*.md` file but the authors' README files.
    static func isMarkdown(_ relative: String) -> Bool {
        relative.hasSuffix(".md") && relative.split(separator: "/").last != "README.md"
    }

    /// Scenarios are the `*.yml` and `*.yaml` files directly in `scenarios/`.
    static func isScenarioFile(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        return parts.count == 2 && parts[0] == "scenarios"
            && (parts[1].hasSuffix(".yml") || parts[1].hasSuffix(".yaml"))
    }

    /// Observations are the `*.yml` and `*.yaml` files anywhere under `observations/`.
    static func isObservationFile(_ relative: String) -> Bool {
        relative.hasPrefix("observations/") && (relative.hasSuffix(".yml") || relative.hasSuffix(".yaml"))
    }

    /// A path inside a folder as diagnostics print it.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }
}
