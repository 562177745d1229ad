import Testing

@testable import LifelineServing

@Suite("Range headers and validators")
struct ByteRangeTests {
    @Test(arguments: [
        ("bytes=0-0", ByteRange.part(0...0)),
        ("bytes=0-9", .part(0...9)),
        ("bytes=5-", .part(5...9)),
        ("bytes=-4", .part(6...9)),
        ("bytes=-40", .part(0...9)),
        ("bytes=8-400", .part(8...9)),
        ("BYTES=1-2", .part(1...2)),
        (" bytes=1-2 ", .part(1...2)),
        ("bytes=10-", .unsatisfiable),
        ("bytes=10-12", .unsatisfiable),
        ("bytes=-0", .unsatisfiable),
        ("bytes=3-1", .whole),
        ("bytes=1-2,4-5", .whole),
        ("bytes=+1-2", .whole),
        ("bytes=a-b", .whole),
        ("items=1-2", .whole),
        // Numbers too large for Int: a start past any file, an end clamped to this one.
        ("bytes=99999999999999999999999-", .unsatisfiable),
        ("bytes=0-99999999999999999999999", .part(0...9)),
        ("bytes=4-99999999999999999999999", .part(4...9)),
        ("bytes=-99999999999999999999999", .part(0...9)),
    ])
    func readsOneRangeOfATenByteFile(header: String, expected: ByteRange) {
        #expect(ByteRange.parse(header, size: 10) == expected)
    }

    @Test func findsNoRangeInAnEmptyFile() {
        #expect(ByteRange.parse("bytes=0-", size: 0) == .unsatisfiable)
        #expect(ByteRange.parse("bytes=-1", size: 0) == .unsatisfiable)
        #expect(ByteRange.parse(nil, size: 0) == .whole)
    }

    @Test func decidesNotModifiedBeforeLookingAtTheRange() throws {
        let tag = EntityTag(stamp: .init(size: 10, modifiedSeconds: 1, modifiedNanoseconds: 2, inode: 3))
        #expect(
            FileResponsePlan.decide(ifNoneMatch: tag.value, ifRange: nil, range: "bytes=0-1", tag: tag, size: 10)
                == .notModified)
        #expect(
            FileResponsePlan.decide(ifNoneMatch: nil, ifRange: "W/" + tag.value, range: "bytes=0-1", tag: tag, size: 10)
                == .whole)
        #expect(
            FileResponsePlan.decide(ifNoneMatch: nil, ifRange: tag.value, range: "bytes=0-1", tag: tag, size: 10)
                == .part(0...1))
    }

    @Test func tagsDifferWhenAnyPartOfTheStampDiffers() {
        let base = EntityTag(stamp: .init(size: 10, modifiedSeconds: 1, modifiedNanoseconds: 2, inode: 3))
        #expect(base != EntityTag(stamp: .init(size: 11, modifiedSeconds: 1, modifiedNanoseconds: 2, inode: 3)))
        #expect(base != EntityTag(stamp: .init(size: 10, modifiedSeconds: 1, modifiedNanoseconds: 3, inode: 3)))
        #expect(base != EntityTag(stamp: .init(size: 10, modifiedSeconds: 1, modifiedNanoseconds: 2, inode: 4)))
        #expect(
            base
                != EntityTag(
                    stamp: .init(size: 10, modifiedSeconds: 1, modifiedNanoseconds: 2, inode: 3), variant: "live1"))
    }
    @Test(
        arguments: [
            ("localhost:8000", true), ("127.0.0.1:8000", true), ("[::1]:8000", true), ("LOCALHOST", true),
            ("127.0.0.2", true), (nil, true), ("evil.example:8000", false), ("evil.example", false),
            ("localhost.evil.example", false), ("[::2]:8000", false), ("10.0.0.1:8000", false),
            // Names an attacker owns that only begin like loopback, and ports that are not ports.
            ("127.evil.example", false), ("127.0.0.1.evil.example", false), ("127.0.0.1evil.example", false),
            ("[::1].evil.example", false), ("localhost:80@evil.example", false), ("127.0.0.1 evil.example", false),
            ("127.0.0.256", false), ("127.0.0.1:", false), ("127.0.0.1:80x", false), ("127.255.0.9:80", true),
        ] as [(String?, Bool)])
    func acceptsOnlyLoopbackNamesInTheHostHeader(header: String?, accepted: Bool) {
        #expect(LoopbackHost.accepts(header, listeningOn: "127.0.0.1") == accepted)
    }

    @Test func tellsLoopbackFromTheNetwork() {
        #expect(LoopbackHost.isLoopback("127.0.0.1") && LoopbackHost.isLoopback("::1"))
        #expect(LoopbackHost.isLoopback("localhost"))
        #expect(!LoopbackHost.isLoopback("0.0.0.0") && !LoopbackHost.isLoopback("::"))
        #expect(!LoopbackHost.isLoopback("192.168.1.2"))
        #expect(!LoopbackHost.isLoopback("127.evil.example") && !LoopbackHost.isLoopback("127.0.0.1.example"))
    }

    @Test(arguments: [
        ("http://localhost:8000/a/b.html?x=1", "localhost:8000", "/a/b.html?x=1"),
        ("HTTP://Example.org", "Example.org", "/"),
        ("https://[::1]:9?q", "[::1]:9", "/?q"),
    ])
    func splitsAnAbsoluteFormTarget(target: String, authority: String, path: String) throws {
        let split = try #require(RequestTargetHandler.absoluteForm(target))
        #expect(split.authority == authority && split.path == path)
    }

    @Test func leavesOtherTargetsAlone() {
        #expect(RequestTargetHandler.absoluteForm("/index.html") == nil)
        #expect(RequestTargetHandler.absoluteForm("*") == nil)
    }
}
