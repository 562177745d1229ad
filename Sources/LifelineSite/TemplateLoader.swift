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

    /// `load()` as a value, for a step that compiles the templates before the step that
    /// takes them (`startLoadingScenariosAndTemplates`).
    func compiled() -> Result<(TemplateSet?, [Diagnostic]), SiteBuildError> {
        Result { () throws(SiteBuildError) in try load() }
    }

    func load() throws(SiteBuildError) -> (TemplateSet?, [Diagnostic]) {
        try requireDirectory()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var sources: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let path = "\(directory)/\(name)"
            switch RegularFile.read(path, name: name, folder: "templates folder").flatMap({
                SourceFile.decode($0, path: path)
            }) {
            case .success(let text): sources[String(name.dropLast(".mustache".count))] = normalizedSource(text)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let (templates, templateDiagnostics) = TemplateSet.compile(sources, directory: directory)
        // A required template that is there but refused is not also "missing": one mistake, one error.
        let refused = Set(diagnostics.map(\.file))
        let found = templateDiagnostics.filter { !($0.id == "template.missing" && refused.contains($0.file)) }
        let (assets, refusedAssets) = assetListing()
        let promises = TemplateOutputCheck.problems(
            sources: sources, assets: Set(assets.map(\.to)), directory: directory)
        let usable = refusedAssets.isEmpty && promises.isEmpty
        return (usable ? templates : nil, diagnostics + found + refusedAssets + promises)
    }

    /// The asset files to copy: source path → path inside the site (`assets/...`). Only regular
    /// files are listed; `load()` has already refused every other entry.
    func assets() -> [(from: String, to: String)] {
        assetListing().files
    }

    /// The regular files under `assets/` (hidden ones left out), and an error for every other
    /// entry that is not a folder: a link copied into the site would publish whatever it points
    /// at, and is never followed; a FIFO would block the copy for ever.
    private func assetListing() -> (files: [(from: String, to: String)], refused: [Diagnostic]) {
        var files: [(from: String, to: String)] = []
        var refused: [Diagnostic] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? "\(directory)/assets" : "\(directory)/assets/\(relative)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() {
                let child = relative.isEmpty ? name : "\(relative)/\(name)"
                let path = "\(folder)/\(name)"
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(child)
                } else if !name.hasPrefix(".") {
                    if let refusal = RegularFile.refusal(path, name: "assets/\(child)", folder: "templates folder") {
                        refused.append(refusal)
                    } else {
                        files.append((from: path, to: "assets/\(child)"))
                    }
                }
            }
        }
        return (files.sorted { $0.to < $1.to }, refused.sorted { $0.file < $1.file })
    }
}
