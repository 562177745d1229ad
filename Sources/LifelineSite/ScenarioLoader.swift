import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineValidation

/// Reads `<content>/scenarios/*.yml` into a scenario library (the I/O half of it).
struct ScenarioLoader {
    var contentDirectory: String

    var directory: String {
        contentDirectory.hasSuffix("/") ? contentDirectory + "scenarios" : contentDirectory + "/scenarios"
    }

    func load() -> ScenarioLibrary {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var files: [(path: String, text: String)] = []
        var unreadable: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
            let path = "\(directory)/\(name)"
            // As with topics, a link is never followed: it could lead outside the content folder.
            if ContentLoader.isSymbolicLink(path) {
                unreadable.append(ContentLoader.symbolicLinkDiagnostic(path: path, name: "scenarios/\(name)"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                unreadable.append(Diagnostic(id: "file.unreadable", file: path, summary: "file cannot be read"))
                continue
            }
            switch SourceFile.decode(Array(data), path: path) {
            case .success(let text): files.append((path, text))
            case .failure(let diagnostic): unreadable.append(diagnostic)
            }
        }
        var library = ScenarioLibrary(files: files)
        library.add(unreadable)
        return library
    }
}
