import Foundation
import LifelineContent

/// The fingerprint of everything besides topic files that a build's output depends on: this
/// program, the options, `sections.yml`, the scenario and observation files and (for a site)
/// the templates.
///
/// When it differs from the cached one, nothing in the cache is trusted and the build runs
/// whole. These inputs are few and small, so they are read and hashed on every build; topic
/// files, which are many, are compared by stamp and hash one by one instead.
enum BuildInputs {
    /// Bumped whenever what the cache stores, or how a stored value is used, changes.
    static let formatVersion = "lifeline build cache 8"

    /// The fingerprint of what parsing a topic file depends on (this program, the content
    /// folder, whether pages will be rendered), and of everything else besides topic files.
    struct Fingerprint: Sendable, Equatable {
        /// While it is unchanged, a record's parsed topic may be reused.
        var parsing: [UInt8]
        /// While it is unchanged too, so may its findings and its page.
        var everything: [UInt8]
    }

    static func fingerprint(options: SiteBuilder.Options, forSite: Bool) -> Fingerprint {
        var parsing = ContentHash.Builder()
        parsing.add(formatVersion)
        // This program: a new build of lifeline may parse, check or render differently.
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        parsing.add(executable)
        parsing.add(FileStamp.read(executable).map { "\($0)" } ?? "no executable")
        parsing.add(options.contentDirectory)
        parsing.add(forSite ? "site" : "check")
        let parsingHash = parsing.finish()

        var builder = ContentHash.Builder()
        builder.add(parsingHash)
        for option in [options.strict ? "strict" : "lenient", options.allowsRawHTML ? "raw HTML" : "no raw HTML"] {
            builder.add(option)
        }
        if forSite {
            for option in [options.templatesDirectory, options.outputDirectory, options.baseURL, options.editURL ?? ""]
            {
                builder.add(option)
            }
        }
        let loader = ContentLoader(directory: options.contentDirectory)
        addFile(loader.displayPath("sections.yml"), to: &builder)
        addFolder(loader.displayPath("scenarios"), to: &builder)
        addFolder(loader.displayPath("observations"), to: &builder)
        if forSite { addFolder(options.templatesDirectory, to: &builder) }
        return Fingerprint(parsing: parsingHash, everything: builder.finish())
    }

    /// Every entry under `folder` (hidden ones too), by name, kind and bytes. A link is hashed
    /// as a link, never followed: the build refuses it, and must not read through it first.
    private static func addFolder(_ folder: String, to builder: inout ContentHash.Builder) {
        guard (try? FileManager.default.contentsOfDirectory(atPath: folder)) != nil else {
            builder.add("no folder")
            return
        }
        var names: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(relative)")) ?? []
            for entry in entries {
                let name = relative.isEmpty ? entry : "\(relative)/\(entry)"
                names.append(name)
                var info = stat()
                if lstat("\(folder)/\(name)", &info) == 0, info.st_mode & S_IFMT == S_IFDIR { pending.append(name) }
            }
        }
        for name in names.sorted() {
            builder.add(name)
            addFile("\(folder)/\(name)", to: &builder)
        }
    }

    private static func addFile(_ path: String, to builder: inout ContentHash.Builder) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            builder.add("missing")
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            builder.add("file")
            builder.add(FileBytes.read(path) ?? [])
        case S_IFDIR: builder.add("folder")
        default: builder.add("other \(info.st_mode & S_IFMT)")
        }
    }
}
