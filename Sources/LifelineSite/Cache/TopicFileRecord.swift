import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineMarkdown

/// What the build cache keeps for one topic file: when and with which bytes it was read, what
/// other pages see of it, and every diagnostic that belongs to it alone.
///
/// A file is read again only when its stamp changed, and parsed again only when its hash did.
/// Its diagnostics (from parsing, and from the per-topic rules) stay valid while its bytes and
/// every other file's `interfaceHash` are unchanged: a per-topic rule reads other topics only
/// through what their outline holds.
///
/// Its fields live in one copy-on-write box, like `Topic`'s: a build copies every record a few
/// times (into the lookup by path, the scan's results, the cache it writes), and inline fields
/// cost a score of reference counts per copy.
struct TopicFileRecord: Sendable, Equatable {
    private var storage: Storage

    var relative: String {
        get { storage.fields.relative }
        set { fields.relative = newValue }
    }
    /// The stamp seen before the bytes were read; nil when it cannot vouch for them (the file
    /// changed too close to the build to rule out a second change within the same tick).
    var stamp: FileStamp? {
        get { storage.fields.stamp }
        set { fields.stamp = newValue }
    }
    var contentHash: [UInt8] {
        get { storage.fields.contentHash }
        set { fields.contentHash = newValue }
    }
    /// What other pages and checks depend on (see `interfaceHash(of:bytes:)`).
    var interfaceHash: [UInt8] {
        get { storage.fields.interfaceHash }
        set { fields.interfaceHash = newValue }
    }
    var outline: TopicOutline? {
        get { storage.fields.outline }
        set { fields.outline = newValue }
    }
    /// What parsing the file found.
    var parseDiagnostics: [Diagnostic] {
        get { storage.fields.parseDiagnostics }
        set { fields.parseDiagnostics = newValue }
    }
    /// What the per-topic rules found, once the topic has been checked.
    var findings: [Diagnostic] {
        get { storage.fields.findings }
        set { fields.findings = newValue }
    }
    /// The whole topic, when this process parsed the file: a cache kept in memory (`serve`)
    /// never parses an unchanged file again, while one read from disk holds only outlines.
    /// Never written to disk.
    var whole: Topic? {
        get { storage.fields.whole }
        set { fields.whole = newValue }
    }

    /// Every diagnostic of the file.
    var diagnostics: [Diagnostic] { parseDiagnostics + findings }

    init(
        relative: String, stamp: FileStamp?, contentHash: [UInt8], interfaceHash: [UInt8], outline: TopicOutline?,
        parseDiagnostics: [Diagnostic], findings: [Diagnostic] = [], whole: Topic? = nil
    ) {
        storage = Storage(
            Fields(
                relative: relative, stamp: stamp, contentHash: contentHash, interfaceHash: interfaceHash,
                outline: outline, parseDiagnostics: parseDiagnostics, findings: findings, whole: whole))
    }

    /// The record's bytes in the cache file it was read from, while it is unchanged since:
    /// any change to a field forgets them.
    var encoded: EncodedRecord? {
        get { storage.encoded }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            storage.encoded = newValue
        }
    }

    static func == (lhs: TopicFileRecord, rhs: TopicFileRecord) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            storage.encoded = nil
            yield &storage.fields
        }
    }

    private struct Fields: Equatable, Sendable {
        var relative: String
        var stamp: FileStamp?
        var contentHash: [UInt8]
        var interfaceHash: [UInt8]
        var outline: TopicOutline?
        var parseDiagnostics: [Diagnostic]
        var findings: [Diagnostic]
        var whole: Topic?
    }

    /// Mutated only through `fields`, which copies it first unless this record holds the only
    /// reference.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        var encoded: EncodedRecord?
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The fingerprint of everything other pages and checks take from a topic: its front
    /// matter, heading anchors and the scenarios its claims use, or that the file gave no topic.
    ///
    /// Everything derived from front matter (title, section, order, key positions, facts) is
    /// covered by hashing the front matter's text itself. A body edit that keeps the anchors and
    /// scenarios leaves it unchanged, so only the topic's own page is built again; anything
    /// else rebuilds the whole site from the cache's parsed topics.
    static func interfaceHash(of topic: Topic?, bytes: [UInt8]) -> [UInt8] {
        var builder = ContentHash.Builder()
        guard let topic else {
            builder.add("no topic")
            return builder.finish()
        }
        builder.add("topic")
        // The text as the parser saw it; most files have no byte-order mark and no carriage
        // return, and are that text already (a topic was parsed, so they are valid UTF-8).
        let text =
            bytes.starts(with: [0xEF, 0xBB, 0xBF]) || ByteSearch.contains(UInt8(ascii: "\r"), in: bytes)
            ? Array(normalizedSource(String(decoding: bytes, as: UTF8.self)).utf8) : bytes
        // The body is the text's tail, less the file's last newline when it has one.
        var end = text.count
        if text.last == UInt8(ascii: "\n") { end -= 1 }
        var body = topic.body
        let bodyCount = body.utf8.count
        let bodyIsTail =
            bodyCount <= end
            && body.withUTF8 { tail in
                text.withUnsafeBufferPointer { whole in
                    guard let tail = tail.baseAddress, let whole = whole.baseAddress else { return true }
                    return memcmp(whole + (end - bodyCount), tail, bodyCount) == 0
                }
            }
        if bodyIsTail {
            builder.add(text[..<(end - bodyCount)])
        } else {
            // The body is not the text's tail (never expected): depend on the whole file.
            builder.add(bytes)
        }
        for anchor in topic.markdown.headingAnchors { builder.add(anchor) }
        builder.add("scenarios")
        for scenario in Set(topic.claims.map(\.scenario)).sorted() { builder.add(scenario) }
        return builder.finish()
    }

    /// Parses bytes read from `relative` into a topic and its record.
    static func parse(
        _ bytes: [UInt8], relative: String, stamp: FileStamp?, hash: [UInt8], with loader: ContentLoader
    ) -> (TopicFileRecord, Topic?) {
        let (topic, diagnostics) = loader.parseTopic(bytes, relative: relative)
        let record = TopicFileRecord(
            relative: relative, stamp: stamp, contentHash: hash, interfaceHash: interfaceHash(of: topic, bytes: bytes),
            outline: topic.map(TopicOutline.init), parseDiagnostics: diagnostics, whole: topic)
        return (record, topic)
    }

    /// The record of a file that could not be read: never trusted, so it is tried again.
    static func unreadable(_ relative: String, _ refusal: Diagnostic) -> TopicFileRecord {
        var builder = ContentHash.Builder()
        builder.add("unreadable")
        return TopicFileRecord(
            relative: relative, stamp: nil, contentHash: [], interfaceHash: builder.finish(), outline: nil,
            parseDiagnostics: [refusal])
    }
}

extension TopicFileRecord {
    /// The record with its stamp dropped when the file was modified less than a tenth of a
    /// second before `scanStarted`.
    ///
    /// File times come from a coarse clock: a second edit within the same tick, keeping the
    /// size, would leave the stamp unchanged. Such a file is hashed again next time instead
    /// of being trusted by its stamp (git's "racily clean" entries, handled the same way).
    func vouched(before scanStarted: timespec) -> TopicFileRecord {
        guard let stamp else { return self }
        let margin: Int64 = 100_000_000
        let started = Int64(scanStarted.tv_sec) * 1_000_000_000 + Int64(scanStarted.tv_nsec)
        let modified = stamp.modifiedSeconds * 1_000_000_000 + stamp.modifiedNanoseconds
        guard modified > started - margin else { return self }
        var record = self
        record.stamp = nil
        return record
    }
}
