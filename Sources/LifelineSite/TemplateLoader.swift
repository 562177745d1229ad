import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineRendering

/// Reads the templates folder: every `*.mustache` file, and the files under `assets/`
/// that are copied into the site as they are.
struct TemplateLoader {
    var directory: String

    /// Fails unless the templates folder exists; a build checks this before reading any
    /// content, so a mistyped `--templates` is reported at once, not after every topic is parsed.
    func requireDirectory() throws(SiteBuildError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingTemplates(directory)
        }
    }

    func load() throws(SiteBuildError) -> (TemplateSet?, [Diagnostic]) {
        try requireDirectory()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var sources: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let path = "\(directory)/\(name)"
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(Diagnostic(id: "file.unreadable", file: path, summary: "file cannot be read"))
                continue
            }
            switch SourceFile.decode(Array(data), path: path) {
            case .success(let text): sources[String(name.dropLast(".mustache".count))] = normalizedSource(text)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let (templates, templateDiagnostics) = TemplateSet.compile(sources, directory: directory)
        return (templates, diagnostics + templateDiagnostics)
    }

    /// The asset files to copy: source path → path inside the site (`assets/...`).
    func assets() -> [(from: String, to: String)] {
        let root = "\(directory)/assets"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [(from: String, to: String)] = []
        while let relative = enumerator.nextObject() as? String {
            let path = "\(root)/\(relative)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !(relative as NSString).lastPathComponent.hasPrefix(".")
            else { continue }
            result.append((from: path, to: "assets/\(relative)"))
        }
        return result.sorted { $0.to < $1.to }
    }
}
