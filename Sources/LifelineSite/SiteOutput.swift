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
    /// folder containing them) or a folder of someone else's files.
    public func validate(protecting sources: [String]) throws(SiteOutputError) {
        let output = absolute.resolvingSymlinksInPath().path
        for source in sources {
            let path = URL(fileURLWithPath: source).standardizedFileURL.resolvingSymlinksInPath().path
            if path == output || path.hasPrefix(output.hasSuffix("/") ? output : output + "/") {
                throw .outputContainsSources(output: directory, source: source)
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .outputIsNotADirectory(directory) }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let owned = entries.contains(Self.marker) || entries.allSatisfy { Self.ignorable.contains($0) }
        guard owned else { throw .outputNotOwned(directory) }
    }

    /// Writes `files` (path inside the site → bytes) and copies `assets` into a new folder,
    /// then swaps it in. On any failure the staging folder is removed and the old site stays.
    ///
    /// With `reusingUnchanged`, a file whose bytes equal the previous site's is linked from it
    /// instead of written (see `reuse(_:from:into:matching:)`), so only changed files are new.
    @discardableResult
    public func write(
        files: [String: [UInt8]], copying assets: [(from: String, to: String)], reusingUnchanged: Bool = false
    ) throws(SiteOutputError) -> SiteWriteSummary {
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
        do {
            var summary = try writeTree(files: files, assets: assets, into: staging, reusing: previous)
            if let previous {
                let kept = Set(files.keys).union(assets.map(\.to))
                summary.removed = Self.files(under: previous).subtracting(kept).sorted()
            }
            try swapIn(staging, for: target)
            return summary
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    private func writeTree(
        files: [String: [UInt8]], assets: [(from: String, to: String)], into staging: URL, reusing previous: URL?
    ) throws(SiteOutputError) -> SiteWriteSummary {
        var summary = SiteWriteSummary()
        var made: Set<String> = []
        func ensureFolder(of relative: String) throws {
            let folder = (relative as NSString).deletingLastPathComponent
            guard !folder.isEmpty, !made.contains(folder) else { return }
            try FileManager.default.createDirectory(
                at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
            made.insert(folder)
        }
        do {
            for relative in files.keys.sorted() {
                try ensureFolder(of: relative)
                let bytes = files[relative] ?? []
                if let previous, Self.reuse(relative, from: previous, into: staging, matching: bytes) {
                    summary.reused.append(relative)
                    continue
                }
                try FileWriter.write(bytes, to: staging.appendingPathComponent(relative).path)
                summary.written.append(relative)
            }
            for asset in assets {
                try ensureFolder(of: asset.to)
                if let previous, let data = FileManager.default.contents(atPath: asset.from),
                    Self.reuse(asset.to, from: previous, into: staging, matching: Array(data))
                {
                    summary.reused.append(asset.to)
                    continue
                }
                try FileManager.default.copyItem(
                    atPath: asset.from, toPath: staging.appendingPathComponent(asset.to).path)
                summary.written.append(asset.to)
            }
            try Data("*\n!.gitignore\n".utf8).write(to: staging.appendingPathComponent(".gitignore"))
            try Data("written by lifeline build; the whole folder is replaced on every build\n".utf8)
                .write(to: staging.appendingPathComponent(Self.marker))
        } catch {
            throw .cannotWrite(directory, reason: Self.reason(error))
        }
        summary.written.sort()
        summary.reused.sort()
        return summary
    }

    private func swapIn(_ staging: URL, for target: URL) throws(SiteOutputError) {
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
