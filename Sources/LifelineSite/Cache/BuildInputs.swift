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
    static let formatVersion = "lifeline build cache 3"

    static func fingerprint(
        options: SiteBuilder.Options, loader: ContentLoader, includingTemplates: Bool
    ) -> [UInt8] {
        var builder = ContentHash.Builder()
        builder.add(formatVersion)
        // This program: a new build of lifeline may check or render differently.
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        builder.add(executable)
        builder.add(FileStamp.read(executable).map { "\($0)" } ?? "no executable")
        for option in [
            options.contentDirectory, options.strict ? "strict" : "lenient",
            options.allowsRawHTML ? "raw HTML" : "no raw HTML",
        ] {
            builder.add(option)
        }
        if includingTemplates {
            for option in [options.templatesDirectory, options.outputDirectory, options.baseURL] { builder.add(option) }
        }
        addFile(loader.displayPath("sections.yml"), to: &builder)
        addFolder(loader.displayPath("scenarios"), to: &builder)
        addFolder(loader.displayPath("observations"), to: &builder)
        if includingTemplates { addFolder(options.templatesDirectory, to: &builder) }
        return builder.finish()
    }

    /// Every entry under `folder` (hidden ones too), by name, kind and bytes.
    private static func addFolder(_ folder: String, to builder: inout ContentHash.Builder) {
        guard let names = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
            builder.add("no folder")
            return
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
