import LifelineServing
import Testing

@Suite("Request paths")
struct RequestPathTests {
    @Test(arguments: [
        ("/", [String](), true),
        ("/index.html", ["index.html"], false),
        ("/states/", ["states"], true),
        ("//states//active.html", ["states", "active.html"], false),
        ("/a%20b/c%2Bd.html", ["a b", "c+d.html"], false),
        ("/%252e%252e/x", ["%2e%2e", "x"], false),
        ("/caf%C3%A9.html", ["café.html"], false),
        ("/..foo/bar..", ["..foo", "bar.."], false),
    ])
    func decodesOnceAndSplitsIntoSegments(raw: String, segments: [String], namesFolder: Bool) throws {
        let path = try RequestPath.parse(raw).get()
        #expect(path.segments == segments)
        #expect(path.namesFolder == namesFolder)
    }

    @Test(arguments: [
        ("/..", RequestPath.Rejection.dotSegment),
        ("/a/../b", .dotSegment),
        ("/a/./b", .dotSegment),
        ("/%2e%2e/b", .dotSegment),
        ("/%2E%2e/b", .dotSegment),
        ("/a%2f..%2fb", .dotSegment),
        ("/a\\b", .forbiddenCharacter),
        ("/a%5cb", .forbiddenCharacter),
        ("/a%5Cb", .forbiddenCharacter),
        ("/a%00b", .forbiddenCharacter),
        ("/a%0d%0aSet-Cookie:x", .forbiddenCharacter),
        ("/%", .invalidPercentEncoding),
        ("/%2", .invalidPercentEncoding),
        ("/%g0", .invalidPercentEncoding),
        ("/%c3%28", .notUTF8),
        ("index.html", .notAbsolute),
        ("", .notAbsolute),
    ])
    func refusesWhatCouldLeaveTheFolder(raw: String, rejection: RequestPath.Rejection) {
        #expect(RequestPath.parse(raw) == .failure(rejection))
    }

    @Test func encodesTheRedirectTargetFromTheSegments() throws {
        #expect(try RequestPath.parse("//evil.example/states").get().asFolder.encoded == "/evil.example/states/")
        #expect(try RequestPath.parse("/a%20b").get().asFolder.encoded == "/a%20b/")
        #expect(try RequestPath.parse("/caf%C3%A9").get().asFolder.encoded == "/caf%C3%A9/")
        #expect(try RequestPath.parse("/").get().encoded == "/")
    }

    @Test func marksHiddenSegments() throws {
        #expect(try RequestPath.parse("/.lifeline-site").get().isHidden)
        #expect(try RequestPath.parse("/.git/config").get().isHidden)
        #expect(try !RequestPath.parse("/states/active.html").get().isHidden)
    }
}
