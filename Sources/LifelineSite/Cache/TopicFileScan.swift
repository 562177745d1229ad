import Foundation
import LifelineContent
import LifelineDiagnostics

/// The topic files of a source sorted out against the cache's records: files whose stamp or
/// hash vouch that they are unchanged keep their record; the others are read and parsed.
struct TopicFileScan: Sendable {
    /// One record per topic file, in path order.
    var records: [TopicFileRecord]
    /// Paths inside the content folder of the files read and parsed in this run, sorted.
    var reparsed: [String] = []
    /// Whether every changed file kept its `interfaceHash` and no file came or went: only then
    /// can the other records' findings and the other pages be trusted.
    var interfaceUnchanged: Bool

    /// How a scan reads and parses a file.
    struct Reader: Sendable {
        var source: any ContentSource
        var parser: ContentLoader

        /// The file's new record, with its whole topic.
        func record(of file: ContentLoader.ListedFile, hash known: [UInt8]? = nil, bytes: [UInt8]? = nil)
            -> TopicFileRecord
        {
            let read = bytes.map { Result<[UInt8], Diagnostic>.success($0) } ?? source.topicBytes(file.relative)
            switch read {
            case .failure(let refusal):
                return TopicFileRecord.unreadable(file.relative, refusal)
            case .success(let bytes):
                var (record, topic) = TopicFileRecord.parse(
                    bytes, relative: file.relative, stamp: file.stamp, hash: known ?? ContentHash.of(bytes),
                    with: parser)
                // The record has hashed the body; the topic keeps it only if the later steps need it.
                record.whole = parser.bodies.apply(to: topic)
                return record
            }
        }
    }

    /// Reads or parses, on all cores, the listed files whose stamp the records cannot vouch for.
    static func scan(_ files: [ContentLoader.ListedFile], previous: [TopicFileRecord], with reader: Reader) async
        -> TopicFileScan
    {
        // Files and records are both sorted by path: walked side by side, each file finds its
        // record without a lookup table of every path.
        var cached: [TopicFileRecord?] = []
        cached.reserveCapacity(files.count)
        var next = 0
        for file in files {
            while next < previous.count, previous[next].relative < file.relative { next += 1 }
            cached.append(next < previous.count && previous[next].relative == file.relative ? previous[next] : nil)
        }
        let stale = files.indices.filter { index in
            guard let record = cached[index], let stamp = files[index].stamp else { return true }
            return record.stamp != stamp
        }
        let found = await onEveryCore(stale) { [cached] index in
            look(at: files[index], cached: cached[index], with: reader)
        }
        // The same files as last time when every one found its record and there are no more.
        var interfaceUnchanged = files.count == previous.count && !cached.contains { $0 == nil }
        var records = cached
        var reparsed: [String] = []
        for (index, (record, changed)) in zip(stale, found) {
            records[index] = record
            guard changed else { continue }
            reparsed.append(record.relative)
            if cached[index]?.interfaceHash != record.interfaceHash { interfaceUnchanged = false }
        }
        return TopicFileScan(
            records: records.compactMap { $0 }, reparsed: reparsed.sorted(), interfaceUnchanged: interfaceUnchanged)
    }

    /// Parses again every file whose record holds only an outline (read from disk), for a run
    /// that checks every topic: the rules need whole topics.
    mutating func completeTopics(with reader: Reader) async {
        let current = records
        let outlines = current.indices.filter { current[$0].whole == nil && current[$0].outline != nil }
        let parsed = await Self.onEveryCore(outlines) { index in
            let record = current[index]
            return reader.record(of: ContentLoader.ListedFile(relative: record.relative, stamp: record.stamp))
        }
        for (index, record) in zip(outlines, parsed) { self.records[index] = record }
        reparsed = Set(reparsed).union(parsed.map(\.relative)).sorted()
    }

    /// One file: its cached record when the stamp or the hash vouches for it, otherwise its new
    /// record; the flag says whether it changed.
    private static func look(at file: ContentLoader.ListedFile, cached: TopicFileRecord?, with reader: Reader)
        -> (TopicFileRecord, Bool)
    {
        // The stamp was taken when the file was listed, before its bytes are read, so an edit
        // racing the read leaves an older stamp behind and the file is read again next time.
        if let cached, let stamp = file.stamp, cached.stamp == stamp { return (cached, false) }
        switch reader.source.topicBytes(file.relative) {
        case .failure(let refusal):
            return (TopicFileRecord.unreadable(file.relative, refusal), true)
        case .success(let bytes):
            let hash = ContentHash.of(bytes)
            if var record = cached, record.contentHash == hash {
                record.stamp = file.stamp
                return (record, false)
            }
            return (reader.record(of: file, hash: hash, bytes: bytes), true)
        }
    }

    /// `work` applied to each of `indices` on every core, in the order of `indices`: a task
    /// each, so a long file does not hold up a share of others behind it.
    static func onEveryCore<Result: Sendable>(
        _ indices: [Int], _ work: @escaping @Sendable (Int) -> Result
    ) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            for (position, index) in indices.enumerated() {
                group.addTask { (position, work(index)) }
            }
            var results: [(Int, Result)] = []
            results.reserveCapacity(indices.count)
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
