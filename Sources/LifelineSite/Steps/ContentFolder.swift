import Foundation
import LifelineContent
import LifelineDiagnostics

/// A content folder on disk: what `check`, `build` and `serve` read.
public struct ContentFolder: ContentSource {
    public var directory: String

    public init(_ directory: String) {
        self.directory = directory
    }

    private var loader: ContentLoader { ContentLoader(directory: directory) }

    public func topicFiles() throws(SiteBuildError) -> [ContentLoader.ListedFile] {
        do {
            return try loader.topicFiles()
        } catch {
            throw .missingContent(directory)
        }
    }

    public func topicBytes(_ relative: String) -> Result<[UInt8], Diagnostic> {
        loader.readTopicFile(relative)
    }

    public func sectionsFile() -> SectionsFile {
        sectionsFile(at: loader.displayPath("sections.yml"))
    }

    public func translationFiles(_ language: SiteLanguage) -> [TranslationFile] {
        guard let folder = language.folder else { return [] }
        let translations = ContentLoader(directory: loader.displayPath(folder))
        var status = stat()
        // No folder, no translations; a link in its place is refused like any other.
        guard lstat(translations.directory, &status) == 0 else { return [] }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            return [TranslationFile(relative: "", bytes: RegularFile.read(translations.directory, name: folder))]
        }
        let listed = (try? translations.topicPaths()) ?? []
        return listed.map { TranslationFile(relative: $0, bytes: translations.readTopicFile($0)) }
    }

    public func translatedFile(_ language: SiteLanguage, named name: String) -> SectionsFile {
        guard let folder = language.folder else { return .none }
        return sectionsFile(at: loader.displayPath(folder + "/" + name))
    }

    private func sectionsFile(at path: String) -> SectionsFile {
        var problems: [Diagnostic] = []
        var status = stat()
        guard lstat(path, &status) == 0 else { return .none }
        guard
            let text = ScenarioLoader.readYAMLFile(
                path, name: String(path.split(separator: "/").last ?? "sections.yml"), problems: &problems)
        else {
            return .refused(problems[0], path: path)
        }
        return .text(text, path: path)
    }

    public func scenarioFiles() -> ScenarioFiles {
        ScenarioLoader(contentDirectory: directory).files()
    }
}
