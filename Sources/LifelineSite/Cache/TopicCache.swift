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

    /// The file's bytes, in parts to be written one after the other: new bytes, and runs of
    /// records left unchanged since they were read, still in the bytes they were read from.
    func encodedParts() -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var writer = CacheWriter(capacity: 4096)
        writer.raw(Self.magic)
        writer.string(BuildInputs.formatVersion)
        writer.raw(inputs.parsing)
        writer.raw(inputs.everything)
        writer.optional(siteMarker) { $0.stamp($1) }
        writer.diagnostics(wholeBaseDiagnostics)
        writer.int(files.count)
        // `writer` holds new bytes not yet in `parts`, and `unchanged` the run of records
        // after them.
        var unchanged: EncodedRecord?
        func flush() {
            if !writer.bytes.isEmpty { parts.append(writer.bytes[...]) }
            writer = CacheWriter(capacity: 4096)
            if let run = unchanged { parts.append(run.bytes) }
            unchanged = nil
        }
        for file in files {
            if let encoded = file.encoded {
                if let longer = unchanged?.joined(with: encoded) {
                    unchanged = longer
                } else {
                    flush()
                    unchanged = encoded
                }
                continue
            }
            if unchanged != nil { flush() }
            // Each record carries its length, so that reading can share them out among cores.
            writer.lengthPrefixed { writer in
                writer.string(file.relative)
                writer.optional(file.stamp) { $0.stamp($1) }
                writer.raw(file.contentHash)
                writer.raw(file.interfaceHash)
                writer.optional(file.outline) { $0.outline($1) }
                writer.diagnostics(file.parseDiagnostics)
                writer.diagnostics(file.findings)
            }
        }
        flush()
        return parts
    }

    /// The file's bytes in one piece.
    func encoded() -> [UInt8] { Array(encodedParts().joined()) }

    /// The cache in `bytes`, or nil when they are not a whole cache of this format.
    static func decode(_ bytes: [UInt8]) -> TopicCache? {
        guard var cache = header(of: bytes), let files = records(cache.records, of: CacheFileBytes(bytes)) else {
            return nil
        }
        cache.file.files = files
        return cache.file
    }

    /// `decode(_:)` with the records shared out among the cores: decoding every record is a long
    /// step of an incremental build, before anything can be checked.
    static func decodeOnEveryCore(_ bytes: [UInt8]) async -> TopicCache? {
        guard var cache = header(of: bytes) else { return nil }
        let ranges = cache.records
        let file = CacheFileBytes(bytes)
        let shares = min(ranges.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let decoded = await withTaskGroup(of: (Int, [TopicFileRecord]?).self) { group in
            for share in 0..<shares {
                let part = ranges[ranges.count * share / shares..<ranges.count * (share + 1) / shares]
                group.addTask { (share, records(part, of: file)) }
            }
            var parts = [[TopicFileRecord]?](repeating: nil, count: shares)
            for await (share, records) in group { parts[share] = records }
            return parts
        }
        var files: [TopicFileRecord] = []
        files.reserveCapacity(ranges.count)
        for part in decoded {
            guard let part else { return nil }
            files += part
        }
        cache.file.files = files
        return cache.file
    }

    /// Everything before the records, and where each record's bytes are; nil when the bytes are
    /// not a cache of this format or do not end with the last record.
    private static func header(of bytes: [UInt8]) -> (file: TopicCache, records: [Range<Int>])? {
        var reader = CacheReader(bytes)
        do throws(CacheReader.Malformed) {
            guard try reader.raw() == magic, try reader.string() == BuildInputs.formatVersion else { return nil }
            let file = TopicCache(
                inputs: .init(parsing: try reader.raw(), everything: try reader.raw()),
                siteMarker: try reader.optional { reader throws(CacheReader.Malformed) in try reader.stamp() },
                wholeBaseDiagnostics: try reader.diagnostics(), files: [])
            let records = try reader.list { reader throws(CacheReader.Malformed) in try reader.skip() }
            return reader.isAtEnd ? (file, records) : nil
        } catch {
            return nil
        }
    }

    /// The records at `ranges`, or nil when one of them is not exactly one record.
    private static func records(_ ranges: some Collection<Range<Int>>, of file: CacheFileBytes) -> [TopicFileRecord]? {
        var records: [TopicFileRecord] = []
        records.reserveCapacity(ranges.count)
        do throws(CacheReader.Malformed) {
            for range in ranges {
                var reader = CacheReader(file.bytes, in: range)
                var record = TopicFileRecord(
                    relative: try reader.string(),
                    stamp: try reader.optional { reader throws(CacheReader.Malformed) in try reader.stamp() },
                    contentHash: try reader.raw(), interfaceHash: try reader.raw(),
                    outline: try reader.optional { reader throws(CacheReader.Malformed) in try reader.outline() },
                    parseDiagnostics: try reader.diagnostics(), findings: try reader.diagnostics())
                guard reader.isAtEnd else { return nil }
                record.encoded = EncodedRecord(
                    file: file, range: range.lowerBound - CacheWriter.lengthSize..<range.upperBound)
                records.append(record)
            }
        } catch {
            return nil
        }
        return records
    }

    static func load(from path: String) async -> TopicCache? {
        guard let bytes = FileBytes.read(path) else { return nil }
        return await decodeOnEveryCore(bytes)
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
            try FileWriter.write(encodedParts(), to: partial)
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
