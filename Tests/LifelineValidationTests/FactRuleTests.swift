import Foundation
import LifelineDiagnostics
import LifelineValidation
import Testing

@Suite("Structured facts, names and links")
struct FactRuleTests {
    func rule(_ name: String) throws -> any ValidationRule {
        try #require(Validator.standardRules.first { String(describing: type(of: $0)) == name })
    }

    func check(_ rule: String, _ topics: [String: String]) async throws -> [Diagnostic] {
        var fixture = ValidationFixture()
        fixture.topics = topics
        return await fixture.run(try self.rule(rule))
    }

    @Test func acceptsTransitionsTheEngineHas() async throws {
        let extra = """
            name: active
            transitions:
              - { to: background, event: home, via: ["applicationWillResignActive:", "applicationDidEnterBackground:"] }
              - { to: inactive, event: lock, via: ["applicationWillResignActive:"], platforms: ios4 }

            """
        let found = try await check(
            "StateFactsRule", ["a": ValidationFixture.topic("active", kind: "state", extra: extra)])
        #expect(found.isEmpty)
    }

    @Test func reportsATransitionTheEngineDoesDifferently() async throws {
        let extra = """
            name: active
            transitions:
              - { to: inactive, event: lock, via: ["applicationWillResignActive:"], platforms: ios4+ }

            """
        let found = try await check(
            "StateFactsRule", ["a": ValidationFixture.topic("active", kind: "state", extra: extra)])
        #expect(found.located == ["Content/a.md:8 state.transition-mismatch"])
        #expect(found.first?.summary.contains("on ios5") == true)
    }

    @Test func reportsAnUnknownStateName() async throws {
        let found = try await check(
            "StateFactsRule", ["a": ValidationFixture.topic("a", kind: "state", extra: "name: running\n")]
        )
        #expect(found.map(\.id) == ["state.unknown"])
    }

    /// A wrong value is reported where it is written, with a fix-it for a near miss; before,
    /// a state's name was reported at its key, and a transition's event or via at its `- to:`.
    @Test func reportsWrongStateValuesWhereTheyAreWritten() async throws {
        let extra = """
            name: actve
            transitions:
              - to: background
                event: hme
                via: ["applicationWillResignActive:", "applicationDidEnterBackground:"]
              - to: inactive
                event: home
                via: ["applicationWillResignActive:", "applicationDidEnterBackground:"]
              - to: background
                event: home
                via: ["applicationDidEnterBackground:"]

            """
        let name = try await check(
            "StateFactsRule", ["a": ValidationFixture.topic("a", kind: "state", extra: "name: actve\n")])
        #expect(name.map(\.location.description) == ["6:7"])
        #expect(name.first?.fixIts.map(\.replacement) == ["active"])

        let found = try await check(
            "StateFactsRule",
            [
                "a": ValidationFixture.topic(
                    "a", kind: "state", extra: extra.replacingOccurrences(of: "actve", with: "active"))
            ])
        #expect(
            found.map { "\($0.location) \($0.id)" } == [
                "9:12 state.unknown-event", "11:9 state.transition-mismatch", "16:10 state.transition-mismatch",
            ])
        #expect(found.first?.fixIts.map(\.replacement) == ["home"])
    }

    @Test func reportsAWrongWindowLevelValue() async throws {
        let extra = "levels:\n  - { name: normal, value: 0 }\n  - { name: alert, value: 100 }\n"
        let found = try await check(
            "WindowLevelRule", ["w": ValidationFixture.topic("w", kind: "window", extra: extra)])
        #expect(found.located == ["Content/w.md:8 window.level-mismatch"])
    }

    @Test func reportsANibLookupInTheWrongOrder() async throws {
        let extra = "controller: MyViewController\nlookup: [MyViewController, MyView]\n"
        let found = try await check(
            "NibLookupRule", ["n": ValidationFixture.topic("n", kind: "nib-loading", extra: extra)])
        #expect(found.map(\.id) == ["nib.lookup-mismatch"])
    }

    @Test func reportsACallbackClaimedOnAPlatformThatLacksIt() async throws {
        let extra = "selector: viewDidUnload\nowner: UIViewController\nplatforms: ios13+\n"
        let found = try await check(
            "PlatformAvailabilityRule", ["v": ValidationFixture.topic("v", kind: "callback", extra: extra)]
        )
        #expect(found.map(\.id) == ["callback.unavailable"])
    }

    @Test func suggestsTheSelectorAMisspellingMeant() async throws {
        let body = "Then `applicationDidEnterBackgroup:` runs; `beginBackgroundTaskWithExpirationHandler:` is fine.\n"
        let found = try await check("CallbackNameRule", ["c": ValidationFixture.topic("c", body: body)])
        #expect(found.located == ["Content/c.md:7 callback.unknown"])
        #expect(found.first?.fixIts.first?.replacement == "applicationDidEnterBackground:")
    }

    @Test func reportsBrokenLinksAndAnchors() async throws {
        let found = try await check(
            "LinkRule",
            [
                "a": ValidationFixture.topic("a", body: "[b](b.md#nowhere) [c](c.md) [here](#top)\n\n## Top\n"),
                "b": ValidationFixture.topic("b", body: "## Somewhere\n"),
            ]
        )
        #expect(found.map(\.id) == ["link.broken-anchor", "link.broken"])
    }

    /// A note lists a few of the page's anchors, not all of them: with every broken link
    /// carrying every anchor, a topic of 5,000 headings and as many broken links printed
    /// 760 MB and took 3.9 GB.
    @Test func aBrokenAnchorsNoteNamesAFewAnchorsAndCountsTheRest() async throws {
        let headings = (1...200).map { "## Part \($0)\n" }.joined()
        let found = try await check(
            "LinkRule", ["a": ValidationFixture.topic("a", body: "[x](#nowhere) [y](#part-7x)\n\n" + headings)])
        #expect(found.map(\.id) == ["link.broken-anchor", "link.broken-anchor"])
        let note = try #require(found.first?.notes.first?.message)
        #expect(note.hasPrefix("its anchors: part-1, part-2, "))
        #expect(note.hasSuffix(", and 190 more"))
        #expect(note.count < 200)
        #expect(found.last?.summary.hasSuffix("did you mean '#part-7'?") == true)
    }

    /// Every broken link is reported, but a did-you-mean is looked up for the first 100
    /// different mistakes of a topic only: each lookup reads every anchor of the page, and
    /// 20,000 different broken anchors on a page of 5,000 headings took 52 s.
    @Test func suggestsForTheFirstHundredDifferentMistakesOfATopic() async throws {
        let headings = (1...150).map { "## Part \($0)\n" }.joined()
        let links = (1...150).map { "[x](#part-\($0)x)" }.joined(separator: " ")
        let found = try await check("LinkRule", ["a": ValidationFixture.topic("a", body: links + "\n\n" + headings)])
        #expect(found.count == 150)
        let suggested = found.map { $0.summary.contains("did you mean") }
        #expect(suggested == Array(repeating: true, count: 100) + Array(repeating: false, count: 50))
    }

    @Test func reportsUnknownRelatedTopics() async throws {
        let found = try await check(
            "RelatedTopicRule",
            ["a": ValidationFixture.topic("a", extra: "related: [b, missing]\n"), "b": ValidationFixture.topic("b")]
        )
        #expect(found.map(\.id) == ["topic.unknown-related"])
    }
}

@Suite("Methods the app calls are not misspelt callbacks")
struct MethodNameTests {
    @Test func acceptsUIKitMethodsThatResembleCallbacks() async throws {
        var fixture = ValidationFixture()
        fixture.topics["c"] = ValidationFixture.topic("c", body: "Calling `addSubview:` leads to `didAddSubview:`.\n")
        let rule = try #require(
            Validator.standardRules.first { String(describing: type(of: $0)) == "CallbackNameRule" })
        #expect(await fixture.run(rule).isEmpty)
    }
}

@Suite("Coverage of what the engine knows")
struct CoverageRuleTests {
    /// A state topic whose name is misspelt has its own error: the state it meant is not also
    /// reported as documented nowhere, nor a callback a misspelt selector meant.
    @Test(arguments: [
        ("s", "state", "name: activ\n"), ("v", "callback", "selector: viewDidLod\nowner: UIViewController\n"),
    ])
    func aMisspeltNameIsNotAlsoAGapInCoverage(id: String, kind: String, extra: String) async throws {
        var fixture = ValidationFixture()
        fixture.topics[id] = ValidationFixture.topic(id, kind: kind, extra: extra)
        let rule = try #require(Validator.standardRules.first { String(describing: type(of: $0)) == "CoverageRule" })
        #expect(await fixture.run(rule).isEmpty)
    }

    @Test func warnsAboutUndocumentedCallbacksStatesAndUnusedScenarios() async throws {
        var fixture = ValidationFixture()
        fixture.topics["v"] = ValidationFixture.topic(
            "v", kind: "callback", extra: "selector: viewDidLoad\nowner: UIViewController\n"
        )
        fixture.scenarios["unused"] = ValidationFixture.pushPop.replacingOccurrences(
            of: "id: push-pop", with: "id: unused")
        let rule = try #require(Validator.standardRules.first { String(describing: type(of: $0)) == "CoverageRule" })
        let found = await fixture.run(rule)
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(!found.contains { $0.summary.contains("viewDidLoad ") })
        #expect(found.contains { $0.id == "coverage.undocumented-callback" && $0.summary.contains("viewWillAppear:") })
        #expect(found.filter { $0.id == "coverage.undocumented-state" }.count == 5)
        #expect(
            found.filter { $0.id == "coverage.unused-scenario" }.map(\.file).sorted() == [
                "Content/scenarios/push-pop.yml", "Content/scenarios/unused.yml",
            ])
    }

    @Test func reportsScenarioGuidesNamingMissingScenarios() async throws {
        var fixture = ValidationFixture()
        fixture.topics["g"] = ValidationFixture.topic(
            "g", kind: "scenario-guide", extra: "scenarios: [push-pop, pushpop]\n")
        let rule = try #require(Validator.standardRules.first { String(describing: type(of: $0)) == "CoverageRule" })
        let found = await fixture.run(rule).filter { $0.severity == .error }
        #expect(found.map(\.id) == ["topic.unknown-scenario"])
        #expect(found.first?.summary.contains("did you mean 'push-pop'") == true)
    }
}

@Suite("Platform ranges the engine can check")
struct PlatformRangeRuleTests {
    @Test(arguments: ["ios2+", "ios3-ios5", "ios19+"])
    func rejectsRangesBeyondTheEngine(range: String) async throws {
        var fixture = ValidationFixture()
        fixture.topics["p"] = ValidationFixture.topic("p", extra: "platforms: \(range)\n")
        let rule = try #require(
            Validator.standardRules.first { String(describing: type(of: $0)) == "PlatformRangeRule" })
        #expect(await fixture.run(rule).map(\.id) == ["topic.platforms-out-of-range"])
    }

    @Test(arguments: ["ios4+", "ios13+", "ios5-ios12", "ios17.4"])
    func acceptsRangesTheEngineCovers(range: String) async throws {
        var fixture = ValidationFixture()
        fixture.topics["p"] = ValidationFixture.topic("p", extra: "platforms: \(range)\n")
        let rule = try #require(
            Validator.standardRules.first { String(describing: type(of: $0)) == "PlatformRangeRule" })
        #expect(await fixture.run(rule).isEmpty)
    }
}
