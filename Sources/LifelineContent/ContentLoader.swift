import Foundation
import LifelineDiagnostics

/// Lists and reads the topic files of a content folder on disk: every `*.md` except README
/// files, which speak to authors, and a language's folder of translations (`SiteLanguage`). The I/O edge of the content layer: the build's steps
/// (`BuildStep`) call it, and hand what it reads to the pure parsers.
public struct ContentLoader: Sendable {
    /// The content folder as the user named it; printed paths start with it.
    public var directory: String
    /// Whether topics come with their body's HTML prepared for rendering; a loader that only
    /// checks leaves it out (see `MarkdownDocument.init(parsing:firstLine:preparingHTML:)`).
    public var preparesHTML: Bool
    /// Which topics `load()` and the build's scan keep the Markdown body of.
    public var bodies: BodyRetention

    public init(directory: String, preparesHTML: Bool = true, bodies: BodyRetention = .all) {
        self.directory = directory
        self.preparesHTML = preparesHTML
        self.bodies = bodies
    }

    /// Why content could not be read at all (as opposed to files with problems).
    public enum LoadError: Error, CustomStringConvertible, Equatable {
        case missingDirectory(String)
        case unreadableDirectory(String)

        public var description: String {
            switch self {
            case .missingDirectory(let path): "content folder '\(path)' does not exist"
            case .unreadableDirectory(let path): "content folder '\(path)' cannot be read"
            }
        }
    }

    /// The relative paths (inside the folder) of the topic files, sorted.
    ///
    /// A symbolic link of any other name but a YAML file's is listed too, and never descended
    /// into, so that `readTopicFile(_:)` refuses it with a located error: a link could lead
    /// outside the content folder or round in a loop, and lifeline never follows one.
    public func topicPaths() throws(LoadError) -> [String] {
        try listing(stamped: false).map(\.relative)
    }

    /// A topic file as `topicFiles()` found it.
    public struct ListedFile: Sendable, Equatable {
        /// The path inside the content folder.
        public var relative: String
        /// The file's stamp (following a symbolic link) when it was listed; nil when it has none.
        public var stamp: FileStamp?

        public init(relative: String, stamp: FileStamp? = nil) {
            self.relative = relative
            self.stamp = stamp
        }
    }

    /// The topic files of `topicPaths()`, each with its stamp, taken while its folder is read.
    ///
    /// A cached build compares these stamps with its records. Stamping relative to the open
    /// folder (`fstatat`) looks up one name instead of a whole path: listing and stamping every
    /// file is a large part of an incremental build.
    public func topicFiles() throws(LoadError) -> [ListedFile] {
        try listing(stamped: true)
    }

    private func listing(stamped: Bool) throws(LoadError) -> [ListedFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingDirectory(directory)
        }
        var files: [ListedFile] = []
        var folders: [String] = []
        guard list("", stamped: stamped, into: &files, descending: &folders) else {
            throw .unreadableDirectory(directory)
        }
        while let folder = folders.popLast() {
            _ = list(folder, stamped: stamped, into: &files, descending: &folders)
        }
        return files.sorted { $0.relative < $1.relative }
    }

    /// Adds the topic files of one folder (`relative` inside the content folder, "" for the
    /// folder itself) and the folders inside it to enter next; false when the folder cannot be
    /// opened.
    ///
    /// It reads directory entries directly (`readdir`, whose entries carry their type), one
    /// system call per folder rather than a status call per file: listing is the first step of
    /// every build, incremental ones included. Hidden entries are skipped; a symbolic link is
    /// listed, never followed; a folder named like a topic file is listed as well (and refused
    /// when read) as well as entered.
    private func list(
        _ relative: String, stamped: Bool, into files: inout [ListedFile], descending folders: inout [String]
    ) -> Bool {
        guard let folder = opendir(relative.isEmpty ? directory : displayPath(relative)) else { return false }
        defer { closedir(folder) }
        let descriptor = dirfd(folder)
        while let entry = readdir(folder) {
            var rawName = entry.pointee.d_name
            let capacity = MemoryLayout.size(ofValue: rawName)
            let name = withUnsafePointer(to: &rawName) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: capacity) {
                    String(cString: $0)
                }
            }
            guard !name.hasPrefix(".") else { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var status = stat()
                guard lstat(displayPath(child), &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFLNK: type = Int32(DT_LNK)
                case S_IFDIR: type = Int32(DT_DIR)
                default: type = Int32(DT_REG)
                }
            }
            let isTopicName = name.hasSuffix(".md") && name != "README.md"
            // A link named like a YAML file is left to the reader of that file (sections,
            // scenarios, observations), which refuses it: listed here too, it was refused twice.
            if isTopicName || (type == Int32(DT_LNK) && !name.hasSuffix(".yml")) {
                var stamp: FileStamp?
                var status = stat()
                if stamped, fstatat(descriptor, name, &status, 0) == 0 { stamp = FileStamp(status) }
                files.append(ListedFile(relative: child, stamp: stamp))
            }
            // A language's folder holds translations, not topics (see `SiteLanguage`).
            if type == Int32(DT_DIR), !(relative.isEmpty && SiteLanguage(folder: name) != nil) { folders.append(child) }
        }
        return true
    }

    /// Displayed path of a file inside the folder.
    public func displayPath(_ relative: String) -> String {
        directory.isEmpty || directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The bytes of one topic file, or the located reason it is not read (a symbolic link, a
    /// folder, a file that cannot be opened).
    public func readTopicFile(_ relative: String) -> Result<[UInt8], Diagnostic> {
        RegularFile.read(displayPath(relative), name: relative)
    }

    /// Parses the bytes of the topic file at `relative` (as `readTopicFile` returned them).
    public func parseTopic(_ bytes: [UInt8], relative: String) -> (Topic?, [Diagnostic]) {
        let path = displayPath(relative)
        let start = SourceRange(line: 1, column: 1)
        var (topic, diagnostics): (Topic?, [Diagnostic])
        switch SourceFile.decode(bytes, path: path) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let text):
            (topic, diagnostics) = TopicParser.parse(
                text, path: path, contentPath: relative, preparingHTML: preparesHTML, matchingFileName: true)
        }
        if let problem = Self.fileNameProblem(relative) {
            diagnostics.append(Diagnostic(id: "topic.invalid-file-name", file: path, range: start, summary: problem))
        }
        return (topic, diagnostics)
    }

    /// Why a topic's path is not made of kebab-case names (each folder, and the file name
    /// before `.md`), or nil when it is: a path is printed, linked to and matched against ids,
    /// so spaces, dots and look-alike letters would make links that silently miss.
    static func fileNameProblem(_ relative: String) -> String? {
        let names = relative.dropLast(".md".count).split(separator: "/", omittingEmptySubsequences: false)
        guard let name = names.first(where: { !TopicParser.isKebabCase(utf8: $0.utf8) }) else { return nil }
        return "file or folder name '\(name)' must be kebab-case: lowercase letters, digits and single hyphens"
    }

    /// The error for a content folder with no topic files.
    public static func emptyDiagnostic(_ directory: String) -> Diagnostic {
        .aboutFolder(
            id: "content.empty", path: directory, summary: "content folder has no topic files (*.md); nothing to build")
    }
}
