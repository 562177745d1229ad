import Foundation
import LifelineContent
import LifelineDiagnostics

/// The cache of parsed topics: a record per topic file (path, stamp, hash → what parsing and
/// checking it gave), its inputs' fingerprint, and the findings about the knowledge base as a
/// whole. `serve` keeps it in memory between rebuilds, and `--cache-dir` keeps it on disk.
///
/// It is a shortcut only: a run with it gives the same diagnostics and the same site, byte for
/// byte, as a run without it (`BuildCacheTests`). `lifeline check` and `lifeline build` keep
/// separate files in the cache folder, because a build's cache also vouches that the output
/// folder holds the pages of exactly these records. The file is replaced atomically (written
/// beside, then renamed), and a file that cannot be read back whole is ignored.
public struct TopicCache: Sendable, Equatable {
    /// `BuildInputs.fingerprint` when the records were made.
    var inputs: BuildInputs.Fingerprint
    /// The stamp of the output's marker file after the build, which a build changes and an
    /// incremental build leaves alone; nil in `check`'s cache.
    var siteMarker: FileStamp?
    /// What the rules about the knowledge base as a whole found (coverage, the observations).
    var wholeBaseDiagnostics: [Diagnostic]
    /// One record per topic file, sorted by path inside the content folder.
    var files: [TopicFileRecord]

    /// An empty cache: the first run with it parses and checks everything.
    public init() {
        self.init(inputs: .init(parsing: [], everything: []), siteMarker: nil, wholeBaseDiagnostics: [], files: [])
    }

    init(
        inputs: BuildInputs.Fingerprint, siteMarker: FileStamp?, wholeBaseDiagnostics: [Diagnostic],
        files: [TopicFileRecord]
    ) {
        self.inputs = inputs
        self.siteMarker = siteMarker
        self.wholeBaseDiagnostics = wholeBaseDiagnostics
        self.files = files
    }

    /// How many topic files the cache holds.
    public var count: Int { files.count }

    static let magic = Array("LIFELINE-CACHE\n".utf8)

    /// The file's bytes: little-endian integers, and strings and lists prefixed by their length
    /// (`CacheWriter`), so reading needs no parser.
    func encoded() -> [UInt8] {
        var writer = CacheWriter(capacity: 4096)
        writer.raw(Self.magic)
        writer.string(BuildInputs.formatVersion)
        writer.raw(inputs.parsing)
        writer.raw(inputs.everything)
        writer.optional(siteMarker) { $0.stamp($1) }
        writer.diagnostics(wholeBaseDiagnostics)
        writer.list(files) { writer, file in
            writer.string(file.relative)
            writer.optional(file.stamp) { $0.stamp($1) }
            writer.raw(file.contentHash)
            writer.raw(file.interfaceHash)
            writer.optional(file.outline) { $0.outline($1) }
            writer.diagnostics(file.parseDiagnostics)
            writer.diagnostics(file.findings)
        }
        return writer.bytes
    }

    /// The cache in `bytes`, or nil when they are not a whole cache of this format: a cache cut
    /// off or written by another version is ignored, never trusted half-read.
    static func decode(_ bytes: [UInt8]) -> TopicCache? {
        var reader = CacheReader(bytes)
        do throws(CacheReader.Malformed) {
            guard try reader.raw() == magic, try reader.string() == BuildInputs.formatVersion else { return nil }
            let cache = TopicCache(
                inputs: .init(parsing: try reader.raw(), everything: try reader.raw()),
                siteMarker: try reader.optional { reader throws(CacheReader.Malformed) in try reader.stamp() },
                wholeBaseDiagnostics: try reader.diagnostics(),
                files: try reader.list { reader throws(CacheReader.Malformed) in
                    TopicFileRecord(
                        relative: try reader.string(),
                        stamp: try reader.optional { reader throws(CacheReader.Malformed) in try reader.stamp() },
                        contentHash: try reader.raw(), interfaceHash: try reader.raw(),
                        outline: try reader.optional { reader throws(CacheReader.Malformed) in try reader.outline() },
                        parseDiagnostics: try reader.diagnostics(), findings: try reader.diagnostics())
                })
            return reader.isAtEnd ? cache : nil
        } catch {
            return nil
        }
    }

    static func load(from path: String) -> TopicCache? {
        FileBytes.read(path).flatMap(decode)
    }

    /// Writes the cache beside `path` and renames it into place, so a reader sees the old file
    /// or the new one, never part of one.
    func save(to path: String) throws(FileWriter.WriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let partial = "\(path).partial-\(getpid())"
        do throws(FileWriter.WriteError) {
            try FileWriter.write(encoded(), to: partial)
        } catch {
            unlink(partial)
            throw error
        }
        guard rename(partial, path) == 0 else {
            let code = errno
            unlink(partial)
            throw FileWriter.WriteError(path: path, code: code)
        }
    }

    /// Forgets the cache at `path`: done before a build changes the output in place, so a
    /// build killed halfway leaves no cache vouching for a site it only partly updated.
    static func remove(at path: String) {
        unlink(path)
    }
}
