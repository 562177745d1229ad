import Foundation
import LifelineContent

/// A new site being written, file by file, into a hidden folder beside the output, and swapped
/// in whole once every file is there.
///
/// Pages are written the moment they are rendered, from any task, so a build holds one page
/// per core in memory rather than the whole site (every page's HTML waiting for the write
/// step). Until `finish` swaps it in, the output folder still holds the previous complete
/// site; `abandon` removes the staging folder.
public final class SiteStaging: @unchecked Sendable {
    /// Whether a file got new bytes or was linked, unchanged, from the previous site.
    public enum FileOutcome: Sendable {
        case written
        case reused
    }

    let output: SiteOutput
    let folder: URL
    let target: URL
    /// The site being replaced, when unchanged files are linked from it instead of written.
    let previous: URL?
    private let lock = NSLock()
    private var folders: Set<String> = []
    private var written: [String] = []
    private var reused: [String] = []

    init(output: SiteOutput, folder: URL, target: URL, previous: URL?) {
        self.output = output
        self.folder = folder
        self.target = target
        self.previous = previous
    }

    /// Writes one file of the site (`relative` inside it); safe to call from several tasks.
    @discardableResult
    public func write(_ bytes: [UInt8], to relative: String) throws(SiteOutputError) -> FileOutcome {
        do {
            try makeFolder(of: relative)
            if let previous, SiteOutput.reuse(relative, from: previous, into: folder, matching: bytes) {
                lock.withLock { reused.append(relative) }
                return .reused
            }
            try FileWriter.write(bytes, to: folder.appendingPathComponent(relative).path)
        } catch {
            throw .cannotWrite(output.directory, reason: SiteOutput.reason(error))
        }
        lock.withLock { written.append(relative) }
        return .written
    }

    /// Copies the assets, marks the folder as lifeline's and swaps it in for the output.
    /// On failure the staging folder is removed and the previous site stays.
    public func finish(copying assets: [(from: String, to: String)]) throws(SiteOutputError) -> SiteWriteSummary {
        do {
            // Bytes are copied, never the file: a link among the assets must not reach the site.
            for asset in assets {
                guard let bytes = FileBytes.read(asset.from) else {
                    throw SiteOutputError.cannotWrite(
                        output.directory, reason: "'\(asset.from)' is not a regular file that can be read")
                }
                try write(bytes, to: asset.to)
            }
            try Data("*\n!.gitignore\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
            try Data("written by lifeline build; the whole folder is replaced on every build\n".utf8)
                .write(to: folder.appendingPathComponent(SiteOutput.marker))
        } catch let error as SiteOutputError {
            abandon()
            throw error
        } catch {
            abandon()
            throw .cannotWrite(output.directory, reason: SiteOutput.reason(error))
        }
        var summary = lock.withLock { SiteWriteSummary(written: written.sorted(), reused: reused.sorted()) }
        if let previous {
            let kept = Set(summary.written).union(summary.reused)
            summary.removed = SiteOutput.files(under: previous).subtracting(kept).sorted()
        }
        do {
            try output.swapIn(folder, for: target)
        } catch {
            abandon()
            throw error
        }
        return summary
    }

    /// Removes the staging folder; the output keeps the previous site.
    public func abandon() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeFolder(of relative: String) throws {
        let parent = (relative as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return }
        try lock.withLock {
            guard !folders.contains(parent) else { return }
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(parent), withIntermediateDirectories: true)
            folders.insert(parent)
        }
    }
}
