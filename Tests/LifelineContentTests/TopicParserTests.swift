import LifelineDiagnostics
import LifelineYAML
import Testing

@testable import LifelineContent

@Suite("Parsing topic front matter")
struct TopicParserTests {
    static let valid = """
        ---
        id: active
        title: Active
        kind: state
        section: app-states
        summary: In front and receiving events.
        platforms: ios4+
        related: [inactive]
        name: active
        transitions:
          - to: inactive
            event: home
            via: ["applicationWillResignActive:"]
        ---
        Body with [a link](inactive.md).

        ## Leaving
        """

    func parse(_ text: String) -> (Topic?, [Diagnostic]) {
        TopicParser.parse(text, path: "Content/t.md", contentPath: "t.md")
    }

    @Test func readsCommonAndKindSpecificKeys() throws {
        let (topic, diagnostics) = parse(Self.valid)
        #expect(diagnostics.isEmpty)
        let parsed = try #require(topic)
        #expect(parsed.id == "active")
        #expect(parsed.kind == .state)
        #expect(parsed.platforms?.description == "ios4+")
        #expect(parsed.related == ["inactive"])
        #expect(parsed.bodyFirstLine == 15)
        #expect(parsed.markdown.links.first?.range.startLine == 15)
        guard case .state(let facts) = parsed.details else {
            Issue.record("expected state details")
            return
        }
        #expect(facts.name == "active")
        #expect(facts.transitions.first?.via == ["applicationWillResignActive:"])
        #expect(facts.transitions.first?.line == 11)
    }

    @Test func reportsAFileWithoutFrontMatter() {
        let (topic, diagnostics) = parse("# Just Markdown\n")
        #expect(topic == nil)
        #expect(diagnostics.map(\.id) == ["topic.missing-front-matter"])
        #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func reportsFrontMatterThatIsNeverClosed() {
        let (_, diagnostics) = parse("---\nid: a\ntitle: A\n")
        #expect(diagnostics.map(\.id) == ["topic.unclosed-front-matter"])
    }

    @Test func reportsYAMLSyntaxErrorsAtTheirFileLine() throws {
        let (_, diagnostics) = parse("---\nid: a\ntitle: [unclosed\nkind: state\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "topic.yaml-syntax")
        #expect(diagnostic.location.line >= 3)
    }

    @Test func explainsUnquotedSelectorsInFlowLists() throws {
        let (_, diagnostics) = parse("---\nid: a\nvia: [applicationWillResignActive:]\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.summary.contains("must be quoted"))
    }

    @Test func reportsEveryMissingRequiredKey() {
        let (topic, diagnostics) = parse("---\nsummary: nothing else\n---\n")
        #expect(topic == nil)
        #expect(diagnostics.filter { $0.id == "topic.missing-key" }.count == 4)
        #expect(diagnostics.allSatisfy { $0.location.line == 1 })
    }

    @Test func reportsMistypedValuesAtTheValue() throws {
        let (_, diagnostics) = parse("---\nid: a\ntitle: [one, two]\nkind: concept\nsection: s\n---\n")
        let diagnostic = try #require(diagnostics.first { $0.id == "topic.invalid-type" })
        #expect(diagnostic.location == SourceLocation(line: 3, column: 8))
    }

    @Test func suggestsTheKindAnUnknownKindMeant() throws {
        let (_, diagnostics) = parse("---\nid: a\ntitle: A\nkind: calback\nsection: s\n---\n")
        let diagnostic = try #require(diagnostics.first { $0.id == "topic.unknown-kind" })
        #expect(diagnostic.summary.contains("did you mean 'callback'"))
        #expect(diagnostic.fixIts.first?.replacement == "callback")
        #expect(diagnostic.location == SourceLocation(line: 4, column: 7))
    }

    /// A near miss of a key the file does not write loses that key's value, so it is an error;
    /// the topic is still made, so the rest of its checks run.
    @Test func aMisspelledKeyIsAnErrorThatKeepsTheTopic() throws {
        let (topic, diagnostics) = parse("---\nid: a\ntitle: A\nkind: concept\nsection: s\nsumary: typo\n---\n")
        #expect(topic != nil)
        #expect(topic?.summary == nil)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.misspelled-key")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.summary.contains("did you mean 'summary'"))
        #expect(diagnostic.location == SourceLocation(line: 6, column: 1))
    }

    /// A state whose `transitions` key is misspelled had its transitions silently unchecked.
    @Test func aMisspelledKeyOfTheKindIsAnError() throws {
        let text = Self.valid.replacingOccurrences(of: "transitions:", with: "transiton:")
        let (topic, diagnostics) = parse(text)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.misspelled-key")
        #expect(diagnostic.fixIts.first?.replacement == "transitions")
        guard case .state(let facts) = topic?.details else {
            Issue.record("the state is kept")
            return
        }
        #expect(facts.transitions.isEmpty)
    }

    /// A misspelled required key is the one error about it, not also a missing key; without it
    /// there is no topic.
    @Test func aMisspelledRequiredKeyIsOneError() throws {
        let (topic, diagnostics) = parse("---\nid: a\ntitel: A\nkind: concept\nsection: s\n---\n")
        #expect(topic == nil)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.misspelled-key")
        #expect(diagnostic.summary.contains("did you mean 'title'"))
    }

    /// `kid:` is as near `id` as `kind`; the file writes `id`, so it meant `kind`: following a
    /// suggestion of `id` would have written `id` twice.
    @Test func aNearMissPrefersAKeyTheFileLacks() throws {
        let (_, diagnostics) = parse("---\nid: a\ntitle: A\nkid: concept\nsection: s\n---\n")
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.misspelled-key")
        #expect(diagnostic.fixIts.map(\.replacement) == ["kind"])
    }

    /// A transition's misspelt key gets a suggestion, and is the one error: `too:` was an
    /// unknown key and a transition without 'to'.
    @Test func aTransitionsMisspeltKeyIsOneErrorWithAFixIt() throws {
        let text = Self.valid.replacingOccurrences(of: "  - to: inactive", with: "  - too: inactive")
        let (_, diagnostics) = parse(text)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.unknown-key")
        #expect(diagnostic.summary.contains("did you mean 'to'"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["to"])
        let event = parse(Self.valid.replacingOccurrences(of: "    event: home", with: "    evnt: home")).1
        #expect(event.only?.fixIts.map(\.replacement) == ["event"])
    }

    /// With the right key written too, the near miss loses nothing: a warning.
    @Test func aNearMissOfAWrittenKeyIsAWarning() throws {
        let (topic, diagnostics) = parse(
            "---\nid: a\ntitle: A\nkind: concept\nsection: s\nsummary: S\nsumary: typo\n---\n")
        #expect(topic != nil)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.unknown-key")
        #expect(diagnostic.severity == .warning)
        // Renaming it would repeat 'summary'.
        #expect(diagnostic.fixIts.isEmpty)
    }

    /// Another kind's keys are what a wrong kind looks like: one error at the kind, instead of
    /// a missing key and a warning for each of them.
    @Test(arguments: ["concept", "state"])
    func keysOfAnotherKindAreOneErrorAtTheKind(kind: String) throws {
        let text =
            "---\nid: a\ntitle: A\nkind: \(kind)\nsection: s\nselector: \"viewDidLoad\"\nowner: UIViewController\n---\n"
        let (topic, diagnostics) = parse(text)
        #expect(topic == nil)
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.kind-mismatch")
        #expect(diagnostic.location == SourceLocation(line: 4, column: 7))
        #expect(diagnostic.summary.contains("'selector' or 'owner'"))
        #expect(diagnostic.summary.contains("'callback'"))
        #expect(diagnostic.notes.map { $0.range?.start.line } == [6, 7])
        // Two kinds read these keys, so no single replacement is offered.
        #expect(diagnostic.fixIts.isEmpty)
    }

    /// Keys no one kind has together: the error says so, and a note at each key names the
    /// kinds that have it, so the author sees which one does not belong.
    @Test func keysOfSeveralOtherKindsEachNameTheirKinds() throws {
        let (_, diagnostics) = parse(
            "---\nid: a\ntitle: A\nkind: concept\nsection: s\nselector: \"viewDidLoad\"\nlevels: []\n---\n")
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.summary.hasSuffix("has no 'selector' or 'levels'; no one kind has them all"))
        #expect(
            diagnostic.notes.map(\.message) == [
                "'selector' is a key of kind 'delegate-method' or 'callback'", "'levels' is a key of kind 'window'",
            ])
        #expect(diagnostic.notes.map { $0.range?.start.line } == [6, 7])
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func aKindMismatchOnlyOneKindExplainsIsFixed() throws {
        let (_, diagnostics) = parse("---\nid: a\ntitle: A\nkind: concept\nsection: s\ntransitions: []\n---\n")
        let diagnostic = try #require(diagnostics.only)
        #expect(diagnostic.id == "topic.kind-mismatch")
        #expect(diagnostic.fixIts.first?.replacement == "state")
    }

    @Test(arguments: ["Active", "two--hyphens", "-leading", "with space", "dots..", "über"])
    func rejectsIDsThatAreNotKebabCase(id: String) {
        let (_, diagnostics) = parse("---\nid: \"\(id)\"\ntitle: A\nkind: concept\nsection: s\n---\n")
        #expect(diagnostics.map(\.id).contains("topic.invalid-id"))
    }

    /// A malformed claim is left out with its error, and the topic stays, so its links and its
    /// other claims are still checked: one option's mistake hid every other problem of the file.
    @Test func aMalformedClaimLeavesTheTopicAndItsOtherClaims() throws {
        let (topic, diagnostics) = parse(
            "---\nid: a\ntitle: A\nkind: concept\nsection: s\n---\n"
                + "```sequence launch stpes=1\nA viewDidLoad\n```\n\n```sequence launch\nA viewDidLoad\n```\n")
        #expect(diagnostics.map(\.id) == ["claim.invalid-option"])
        #expect(diagnostics.first?.fixIts.map(\.replacement) == ["steps"])
        #expect(topic?.claims.map(\.fenceLine) == [11])
    }

    /// A key indented more than the one before it reads as that one's value; libyaml's own
    /// words ("mapping values are not allowed in this context") do not say so.
    @Test func explainsAKeyIndentedMoreThanTheOneBefore() throws {
        let (_, diagnostics) = parse("---\nid: a\n  title: A\nkind: concept\nsection: s\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "topic.yaml-syntax")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.summary.contains("indented more than the one before it"))
        // The same words for another cause get no such hint.
        let (_, other) = parse("---\nid: a\ntitle: A: B\nkind: concept\nsection: s\n---\n")
        #expect(other.first?.summary.contains("mapping values are not allowed") == true)
        #expect(other.first?.summary.contains("indented") == false)
    }

    @Test func reportsDuplicateKeys() throws {
        let (_, diagnostics) = parse("---\nid: a\nid: b\ntitle: A\nkind: concept\nsection: s\n---\n")
        #expect(diagnostics.first?.id == "topic.duplicate-key")
    }

    /// Keys are read as text, so a key written plain and the same key quoted are one key
    /// repeated, even where YAML's types would tell them apart (an integer and a string).
    @Test func reportsAKeyWrittenPlainAndQuotedAsRepeated() throws {
        let (_, diagnostics) = parse("---\nid: a\n1: x\n\"1\": y\ntitle: A\nkind: concept\nsection: s\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "topic.duplicate-key")
        #expect(diagnostic.summary.contains("'1'"))
    }

    @Test func refusesAnchorsAndAliases() throws {
        let yaml = "---\nid: a\ntitle: &t A\nsummary: *t\nkind: concept\nsection: s\n---\n"
        let (_, diagnostics) = parse(yaml)
        #expect(diagnostics.first?.id == "topic.yaml-alias")
        #expect(diagnostics.first?.location.line == 4)
    }

    @Test func refusesABillionLaughsExpansionQuickly() {
        var yaml = "---\nid: a\nl0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
            yaml += "l\(level): &l\(level) [\(refs)]\n"
        }
        yaml += "---\n"
        let (_, diagnostics) = parse(yaml)
        #expect(diagnostics.map(\.id) == ["topic.yaml-alias"])
    }

    /// A key of nested lists deep enough to overflow a recursive walk's stack under
    /// AddressSanitizer (found by the fuzzer) is refused with a located error; 64 levels pass.
    @Test func refusesFrontMatterNestedDeeperThanTheLimit() throws {
        let limit = BoundedYAML.maximumNesting
        func frontMatter(depth: Int) -> String {
            "---\nid: a\ntitle: A\nkind: concept\nsection: s\nrelated: "
                + String(repeating: "[", count: depth - 1) + "?" + String(repeating: "[", count: 971 - depth)
                + String(repeating: "]", count: 970) + "\n---\n"
        }
        let (_, deep) = parse(frontMatter(depth: 500))
        let diagnostic = try #require(deep.first)
        #expect(diagnostic.id == "topic.yaml-syntax")
        // The limit in an author's words, not the C call that sets it.
        #expect(diagnostic.summary.contains("nest more than \(limit) levels deep"))
        #expect(!diagnostic.summary.contains("yaml_"))
        #expect(diagnostic.location.line == 6)
        let (_, shallow) = parse(
            "---\nid: a\nx: " + String(repeating: "[", count: limit - 1) + String(repeating: "]", count: limit - 1)
                + "\n---\n")
        #expect(!shallow.contains { $0.summary.contains("levels deep") })
    }

    @Test func acceptsCRLFAndAByteOrderMarkWithTheSameLineNumbers() throws {
        let text = "\u{FEFF}" + Self.valid.replacingLineEnds(with: "\r\n")
        let (topic, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(try #require(topic).bodyFirstLine == 15)
    }

    @Test func rejectsMalformedPlatformRanges() {
        let (_, diagnostics) = parse("---\nid: a\ntitle: A\nkind: concept\nsection: s\nplatforms: iOS 13\n---\n")
        #expect(diagnostics.map(\.id) == ["topic.invalid-platforms"])
    }

    /// A merge key is a YAML feature lifeline leaves out, not a misspelt key: its keys would be
    /// silently dropped.
    @Test func refusesAMergeKeyAsSuch() throws {
        let (_, diagnostics) = parse("---\nid: t\ntitle: T\nkind: concept\nsection: s\n<<: { summary: S }\n---\n")
        #expect(diagnostics.map(\.id) == ["topic.merge-key"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == SourceLocation(line: 6, column: 1))
    }
    /// sections.yml is not front matter: its YAML errors say which file they are about.
    @Test func aBrokenSectionsFileIsNotCalledFrontMatter() throws {
        for text in ["- id: a\n  title: [A\n", "- id: a\n  title: A\n  title: B\n"] {
            let (_, diagnostics) = SectionListParser.parse(text, path: "Content/sections.yml")
            let diagnostic = try #require(diagnostics.first)
            #expect(diagnostic.summary.hasPrefix("sections.yml "), "\(diagnostic.summary)")
            #expect(!diagnostic.summary.contains("front matter"))
        }
    }
}

extension String {
    fileprivate func replacingLineEnds(with ending: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    }
}

extension Array {
    /// The single element, or nil when there are none or several: for "exactly one diagnostic".
    fileprivate var only: Element? { count == 1 ? first : nil }
}
