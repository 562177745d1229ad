import CLifelineFileSwap
import Foundation

/// Writes a whole site beside the output folder and swaps it in at the end, so the output
/// folder always holds either the previous complete site or the new one.
///
/// The new site is written into a hidden sibling folder, then exchanged with the old one in
/// one atomic `renameat2(RENAME_EXCHANGE)`; the old one is removed afterwards. A folder is
/// only ever replaced if lifeline wrote it (it carries a marker file) or it is empty, so a
/// mistyped `--output` cannot wipe someone's files.
public struct SiteOutput: Sendable {
    /// The file that marks a folder as written by lifeline.
    public static let marker = ".lifeline-site"
    /// Files a site folder may hold when it is new (the repository keeps `Site/.gitignore`).
    static let ignorable: Set<String> = [".gitignore", ".DS_Store", marker]

    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    var absolute: URL { URL(fileURLWithPath: directory).standardizedFileURL }

    /// Refuses outputs that would replace sources (the content or templates folder, or any
    /// folder containing them), that lie inside a source folder (`sourceFolders`), that are
    /// a symbolic link, or that are a folder of someone else's files.
    ///
    /// Inside the content or templates folder, the site would become part of what the next
    /// build reads. A link would be replaced by the swap, not written through: the build
    /// refuses it rather than follow it to wherever it points.
    public func validate(protecting sources: [String], notInside sourceFolders: [String] = []) throws(SiteOutputError) {
        for source in sources where Self.isInside(source, directory) {
            if Self.isInside(directory, source) { throw .outputIsASource(output: directory, source: source) }
            throw .outputContainsSources(output: directory, source: source)
        }
        for folder in sourceFolders where Self.isInside(directory, folder) {
            throw .outputInsideSources(output: directory, source: folder)
        }
        var status = stat()
        let trimmed = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        if lstat(trimmed, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { throw .outputIsALink(directory) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .outputIsNotADirectory(directory) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let owned = entries.contains(Self.marker) || entries.allSatisfy { Self.ignorable.contains($0) }
        guard owned else { throw .outputNotOwned(directory) }
    }

    /// Whether `path` is `folder` or inside it, once both are absolute with symbolic links
    /// resolved.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        let path = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Starts a new site in a hidden folder beside the output; write its files into the
    /// returned staging, then `finish` it to swap it in (or `abandon` it).
    ///
    /// With `reusingUnchanged`, a file whose bytes equal the previous site's is linked from it
    /// instead of written (see `reuse(_:from:into:matching:)`), so only changed files are new.
    public func stage(reusingUnchanged: Bool = false) throws(SiteOutputError) -> SiteStaging {
        let target = absolute
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(
            ".\(target.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            Self.removeAbandonedStaging(of: target)
            try? FileManager.default.removeItem(at: staging)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw .cannotWrite(directory, reason: Self.reason(error))
        }
        let previous = reusingUnchanged && FileManager.default.fileExists(atPath: target.path) ? target : nil
        return SiteStaging(output: self, folder: staging, target: target, previous: previous)
    }

    func swapIn(_ staging: URL, for target: URL) throws(SiteOutputError) {
        if FileManager.default.fileExists(atPath: target.path) {
            if lifeline_exchange_paths(staging.path, target.path) == 0 {
                try? FileManager.default.removeItem(at: staging)  // now holds the old site
                return
            }
            // No atomic exchange on this system: move the old site aside, then the new one in.
            let aside = staging.deletingLastPathComponent().appendingPathComponent(staging.lastPathComponent + ".old")
            do {
                try? FileManager.default.removeItem(at: aside)
                try FileManager.default.moveItem(at: target, to: aside)
                try FileManager.default.moveItem(at: staging, to: target)
                try? FileManager.default.removeItem(at: aside)
            } catch {
                if !FileManager.default.fileExists(atPath: target.path) {
                    try? FileManager.default.moveItem(at: aside, to: target)
                }
                throw .cannotWrite(directory, reason: Self.reason(error))
            }
        } else {
            do {
                try FileManager.default.moveItem(at: staging, to: target)
            } catch {
                throw .cannotWrite(directory, reason: Self.reason(error))
            }
        }
    }

    /// Removes the staging folders of builds that were killed before they could clean up:
    /// `.<name>.building-<pid>` (and its `.old`) whose process is no longer running.
    static func removeAbandonedStaging(of target: URL) {
        let parent = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent).building-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? FileWriter.WriteError { return String(cString: strerror(error.code)).lowercased() }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(posix.rawValue)).lowercased()
        }
        return nsError.localizedDescription
    }
}
