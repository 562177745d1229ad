import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineMarkdown
import Testing

@testable import LifelineSite

/// The cache file: what is written is read back equal, and bytes that are not a whole cache
/// (cut short, or from another format) are refused rather than half-read.
@Suite("The build cache's file")
struct TopicCacheFileTests {
    static let sample: TopicCache = {
        let stamp = FileStamp(size: 120, modifiedSeconds: 1_700_000_000, modifiedNanoseconds: 999_999_999, inode: .max)
        let diagnostic = Diagnostic(
            id: "link.broken", severity: .warning, file: "Content/é/a.md",
            range: SourceRange(line: 3, column: 4, length: 5), summary: "link to 'b.md' leads to no topic; \"quoted\"",
            notes: [
                DiagnosticNote(file: "Content/b.md", message: "first used here"),
                DiagnosticNote(file: "Content/c.md", range: SourceRange(line: 1, column: 1), message: ""),
            ],
            fixIts: [FixIt(range: SourceRange(line: 3, column: 4), replacement: "c.md")])
        let details: [TopicDetails] = [
            .state(StateFacts(name: "active", transitions: [])),
            .callback(CallbackFacts(selector: "viewDidLoad", owner: "UIViewController", swift: "viewDidLoad()")),
            .delegateMethod(CallbackFacts(selector: "sceneDidDisconnect:", owner: "UISceneDelegate", swift: nil)),
            .scenarioGuide(ScenarioGuideFacts(scenarios: ["launch", "push"])),
            .nibLoading(NibLoadingFacts(controllerClass: nil, lookupOrder: [])),
            .window(WindowFacts(levels: [])),
            .concept,
        ]
        let files = details.enumerated().map { index, details in
            TopicFileRecord(
                relative: "section/topic-\(index).md", stamp: index.isMultiple(of: 2) ? stamp : nil,
                contentHash: ContentHash.of(Array("topic \(index)".utf8)),
                interfaceHash: ContentHash.of(Array("interface \(index)".utf8)),
                outline: TopicOutline(
                    path: "Content/section/topic-\(index).md", contentPath: "section/topic-\(index).md",
                    id: "topic-\(index)", title: "Topic \(index) ✓", kind: .concept, section: "section",
                    summary: index == 3 ? nil : "Summary", order: index == 4 ? nil : -index, related: ["a", "b"],
                    details: details, headingAnchors: ["one", "two"], excerpt: "Some words",
                    searchTerms: SearchTerms(identifiers: "viewWillAppear application:openURL")),
                parseDiagnostics: index == 1 ? [diagnostic] : [], findings: index == 2 ? [diagnostic] : [])
        }
        return TopicCache(
            inputs: .init(parsing: ContentHash.of([1, 2, 3]), everything: ContentHash.of([4])), siteMarker: stamp,
            wholeBaseDiagnostics: [diagnostic],
            files: files + [TopicFileRecord.unreadable("broken.md", diagnostic)])
    }()

    /// The sample with `count` records, the sample's own over and over, each with its own path
    /// of the same length ("section/1000.md" on).
    static func sample(withRecords count: Int, numberedFrom first: Int) -> TopicCache {
        var cache = sample
        cache.files = (0..<count).map { index in
            var record = sample.files[index % sample.files.count]
            record.relative = "section/\(first + index).md"
            return record
        }
        return cache
    }

    @Test func whatIsWrittenIsReadBackEqual() throws {
        let bytes = Self.sample.encoded()
        #expect(TopicCache.decode(bytes) == Self.sample)
    }

    /// Records read back and left alone are written as they were read, without being encoded
    /// again; a record changed in any field must be encoded from its new fields.
    @Test func unchangedRecordsAreWrittenAsReadAndChangedOnesAnew() throws {
        let bytes = Self.sample.encoded()
        var decoded = try #require(TopicCache.decode(bytes))
        #expect(decoded.files.allSatisfy { $0.encoded != nil })
        let rewritten = decoded.encoded() == bytes
        #expect(rewritten, "the unchanged records are written as they were read")

        decoded.files[0].parseDiagnostics = Self.sample.files[1].parseDiagnostics
        decoded.files[1].stamp = Self.sample.files[0].stamp
        decoded.files[2].outline?.topic.title = "Another title"
        #expect(decoded.files[0].encoded == nil && decoded.files[1].encoded == nil && decoded.files[2].encoded == nil)
        #expect(decoded.files[3].encoded != nil)
        let changed = decoded.encoded()
        let same = changed == bytes
        #expect(!same, "the changed records are encoded anew")
        #expect(TopicCache.decode(changed) == decoded)

        // A copy changed after decoding leaves the original's bytes in place.
        var original = try #require(TopicCache.decode(bytes))
        var copy = original.files[0]
        copy.relative = "elsewhere.md"
        #expect(original.files[0].encoded != nil)
        original.files[0] = copy
        #expect(TopicCache.decode(original.encoded())?.files[0].relative == "elsewhere.md")
    }

    /// Records are shared out among cores to decode; they must come back whole and in their
    /// order, and one bad record refuses the whole file as `decode` does.
    @Test func recordsDecodedOnEveryCoreComeBackInOrder() async throws {
        let cache = Self.sample(withRecords: 301, numberedFrom: 1000)
        let bytes = cache.encoded()
        let decoded = await TopicCache.decodeOnEveryCore(bytes)
        #expect(decoded == cache)
        #expect(decoded?.files.map(\.relative) == cache.files.map(\.relative))
        #expect(TopicCache.decode(bytes) == decoded)

        // Record 150's stamp flag, just after its path, made neither 0 nor 1.
        let path = Array("section/1150.md".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: path) })
        var broken = bytes
        broken[at + path.count] = 7
        #expect(await TopicCache.decodeOnEveryCore(broken) == nil)
        #expect(TopicCache.decode(broken) == nil)
    }

    /// Unchanged records are written straight from the bytes they were read from, a run of
    /// neighbours at a time; records changed, moved or taken from another file must still come
    /// out in the cache's order.
    @Test func runsOfUnchangedRecordsAreWrittenInOrderAroundChangedAndMovedOnes() throws {
        let cache = Self.sample(withRecords: 40, numberedFrom: 1000)
        let bytes = cache.encoded()
        var edited = try #require(TopicCache.decode(bytes))
        // Laid out as `cache` is, with other bytes in each record.
        let other = try #require(TopicCache.decode(Self.sample(withRecords: 40, numberedFrom: 2000).encoded()))
        #expect(edited.encodedParts().count == 2, "the header, then every record in one run")

        edited.files[10].findings = []
        edited.files[39].relative = "section/last.md"
        edited.files.swapAt(20, 25)
        edited.files[30] = other.files[30]
        edited.files.insert(other.files[5], at: 0)
        edited.files[0].relative = "section/0999.md"
        edited.files[1].stamp = nil
        let parts = edited.encodedParts()
        #expect(parts.count > 2)
        let decoded = TopicCache.decode(Array(parts.joined()))
        #expect(decoded == edited)
        #expect(decoded?.files.map(\.relative) == edited.files.map(\.relative))
    }

    @Test func everyCutOfTheFileIsRefused() {
        let bytes = Self.sample.encoded()
        for length in 0..<bytes.count {
            #expect(TopicCache.decode(Array(bytes.prefix(length))) == nil, "cut at \(length) of \(bytes.count)")
        }
        #expect(TopicCache.decode(bytes + [0]) == nil, "a byte too many")
    }

    @Test func aChangedByteIsRefusedOrReadAsOtherValuesButNeverCrashes() {
        let bytes = Self.sample.encoded()
        var refused = 0
        for index in stride(from: 0, to: bytes.count, by: 7) {
            var changed = bytes
            changed[index] ^= 0xA5
            if TopicCache.decode(changed) == nil { refused += 1 }
        }
        // The magic, lengths, tags and flags are checked; a changed letter inside a text is not.
        #expect(refused > 0)
    }

    /// A text that is not UTF-8 refuses the cache, even when the replacement character that
    /// decoding would put in its place takes exactly as many bytes.
    @Test func aTextThatIsNotUTF8IsRefused() throws {
        let bytes = Self.sample.encoded()
        let check = Array("✓".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: check) })
        #expect(TopicCache.decode(bytes) != nil)
        // A four-byte sequence cut after three bytes (one replacement character, three bytes),
        // and three bytes that can never start a character (three replacement characters).
        for invalid: [UInt8] in [[0xF0, 0x90, 0x80], [0xFF, 0xFF, 0xFF]] {
            var changed = bytes
            changed.replaceSubrange(at..<at + 3, with: invalid)
            #expect(TopicCache.decode(changed) == nil, "\(invalid)")
        }
    }

    @Test func aFileModifiedJustBeforeTheScanIsNotVouchedForByItsStamp() {
        var record = Self.sample.files[0]
        let scan = timespec(tv_sec: 1_700_000_001, tv_nsec: 50_000_000)
        record.stamp = FileStamp(size: 1, modifiedSeconds: 1_700_000_000, modifiedNanoseconds: 960_000_000, inode: 1)
        #expect(record.vouched(before: scan).stamp == nil, "90 ms before the scan")
        record.stamp?.modifiedNanoseconds = 940_000_000
        #expect(record.vouched(before: scan).stamp == record.stamp, "110 ms before the scan")
        record.stamp?.modifiedSeconds = 1_700_000_002
        #expect(record.vouched(before: scan).stamp == nil, "after the scan started")
    }
}
