import Foundation
import LifelineContent
import LifelineDiagnostics

/// The topic files of a content folder sorted out against the cache's records: files whose
/// stamp or hash vouch that they are unchanged keep their record; the others are parsed.
struct TopicFileScan: Sendable {
    /// One record per topic file, in path order; a parsed file's record holds only its parse
    /// diagnostics until the per-topic rules have run.
    var records: [TopicFileRecord]
    /// The topics parsed in this run, by path inside the content folder.
    var parsed: [String: Topic]
    /// Whether every changed file kept its `interfaceHash` and no file came or went: only then
    /// can the other records' diagnostics and the other pages be trusted.
    var interfaceUnchanged: Bool

    /// Paths inside the content folder of the files parsed in this run, sorted.
    var reparsed: [String] { parsed.keys.sorted() + unreadable }
    private var unreadable: [String] = []

    /// Reads or parses, on all cores, the listed files whose stamp the cache cannot vouch for.
    /// With no previous records every file is parsed.
    static func scan(
        _ files: [ContentLoader.ListedFile], previous: [TopicFileRecord], with loader: ContentLoader
    ) async -> TopicFileScan {
        // Files and records are both sorted by path: walked side by side, each file finds its
        // record without a lookup table of 10,000 paths.
        var records: [TopicFileRecord?] = []
        records.reserveCapacity(files.count)
        var next = 0
        for file in files {
            while next < previous.count, previous[next].relative < file.relative { next += 1 }
            records.append(next < previous.count && previous[next].relative == file.relative ? previous[next] : nil)
        }
        let cached = records
        let stale = files.indices.filter { index in
            guard let record = cached[index], let stamp = files[index].stamp else { return true }
            return record.stamp != stamp
        }
        let chunkCount = min(stale.count, max(1, ProcessInfo.processInfo.activeProcessorCount * 8))
        let results = await withTaskGroup(of: [(Int, TopicFileRecord, Topic?, Bool)].self) { group in
            for chunk in 0..<chunkCount {
                group.addTask {
                    stride(from: chunk, to: stale.count, by: chunkCount).map { position in
                        let index = stale[position]
                        let (record, topic, read) = look(at: files[index], cached: cached[index], with: loader)
                        return (index, record, topic, read)
                    }
                }
            }
            var all: [(Int, TopicFileRecord, Topic?, Bool)] = []
            all.reserveCapacity(stale.count)
            for await found in group { all += found }
            return all.sorted { $0.0 < $1.0 }
        }
        // The same files as last time when every one found its record and there are no more.
        var interfaceUnchanged = files.count == previous.count
        var parsed: [String: Topic] = [:]
        var unreadable: [String] = []
        for (index, record, topic, changed) in results {
            records[index] = record
            guard changed else { continue }
            if let topic { parsed[record.relative] = topic } else { unreadable.append(record.relative) }
            if cached[index]?.interfaceHash != record.interfaceHash { interfaceUnchanged = false }
        }
        if cached.contains(where: { $0 == nil }) { interfaceUnchanged = false }
        var scan = TopicFileScan(
            records: records.compactMap { $0 }, parsed: parsed, interfaceUnchanged: interfaceUnchanged)
        scan.unreadable = unreadable.sorted()
        return scan
    }

    /// One file: its cached record when the stamp or the hash vouches for it, otherwise its
    /// new record and topic; the flag says whether it changed.
    private static func look(at file: ContentLoader.ListedFile, cached: TopicFileRecord?, with loader: ContentLoader)
        -> (TopicFileRecord, Topic?, Bool)
    {
        // The stamp was taken when the file was listed, before its bytes are read, so an edit
        // racing the read leaves an older stamp behind and the file is read again next time.
        let (relative, stamp) = (file.relative, file.stamp)
        if let cached, let stamp, cached.stamp == stamp { return (cached, nil, false) }
        switch loader.readTopicFile(relative) {
        case .failure(let refusal):
            return (TopicFileRecord.unreadable(relative, refusal), nil, true)
        case .success(let bytes):
            let hash = ContentHash.of(bytes)
            if var record = cached, record.contentHash == hash {
                record.stamp = stamp
                return (record, nil, false)
            }
            let (record, topic) = TopicFileRecord.parse(
                bytes, relative: relative, stamp: stamp, hash: hash, with: loader)
            // The record has hashed the body; the topic keeps it only if the loader says so.
            return (record, loader.bodies.apply(to: topic), true)
        }
    }
}
