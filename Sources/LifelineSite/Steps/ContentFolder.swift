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
        let path = loader.displayPath("sections.yml")
        var problems: [Diagnostic] = []
        var status = stat()
        guard lstat(path, &status) == 0 else { return .none }
        guard let text = ScenarioLoader.readYAMLFile(path, name: "sections.yml", problems: &problems) else {
            return .refused(problems[0], path: path)
        }
        return .text(text, path: path)
    }

    public func scenarioFiles() -> ScenarioFiles {
        ScenarioLoader(contentDirectory: directory).files()
    }
}
