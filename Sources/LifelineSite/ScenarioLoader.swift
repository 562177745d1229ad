import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import LifelineValidation

/// Reads `<content>/scenarios/*.yml` and `<content>/observations/**/*.yml`: the I/O half of a
/// scenario library.
public struct ScenarioLoader: Sendable {
    public var contentDirectory: String

    public init(contentDirectory: String) {
        self.contentDirectory = contentDirectory
    }

    func folder(_ name: String) -> String {
        contentDirectory.hasSuffix("/") ? contentDirectory + name : contentDirectory + "/" + name
    }

    /// The scenario and observation files' texts, with the files that cannot be read.
    public func files() -> ScenarioFiles {
        var unreadable: [Diagnostic] = []
        let scenarios = Self.readYAMLFiles(in: folder("scenarios"), recursive: false, problems: &unreadable)
        let observations = Self.readYAMLFiles(in: folder("observations"), recursive: true, problems: &unreadable)
        return ScenarioFiles(scenarios: scenarios, observations: observations, problems: unreadable)
    }

    /// The texts of the YAML files in a folder (and in its folders, when
    /// `recursive`), sorted by path. Hidden names are skipped; a link is refused unread, since
    /// it could lead outside the content folder; so is anything that is not a regular file,
    /// which could block a read for ever (a FIFO).
    public static func readYAMLFiles(
        in folder: String, recursive: Bool, problems: inout [Diagnostic]
    ) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        var pending = [(folder, name)]
        while let (directory, relative) = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for entry in names.sorted() where !entry.hasPrefix(".") {
                let path = "\(directory)/\(entry)"
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if type == S_IFDIR {
                    if recursive { pending.append((path, "\(relative)/\(entry)")) }
                    continue
                }
                guard entry.hasSuffix(".yml") || entry.hasSuffix(".yaml") else { continue }
                if let text = readYAMLFile(path, name: "\(relative)/\(entry)", problems: &problems) {
                    files.append((path, text))
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The text of one YAML file, or nil with the reason: a link is refused unread and so is
    /// anything but a regular file (see `RegularFile`).
    public static func readYAMLFile(_ path: String, name: String, problems: inout [Diagnostic]) -> String? {
        switch RegularFile.read(path, name: name).flatMap({ SourceFile.decode($0, path: path) }) {
        case .success(let text): return text
        case .failure(let diagnostic):
            problems.append(diagnostic)
            return nil
        }
    }
}
