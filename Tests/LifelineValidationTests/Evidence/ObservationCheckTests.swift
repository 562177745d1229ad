import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
import LifelineTestFixtures
import LifelineValidation
import Testing

/// Reading observation files, and what `lifeline check` reports for each verdict.
@Suite struct ObservationCheckTests {
    func check(_ text: String, beside others: [String] = []) -> (Observation?, [Diagnostic]) {
        let files = [text] + others
        let library = ScenarioLibrary(
            files: [],
            observationFiles: files.map { text in
                // A log's file is named after its id.
                let id = text.split(separator: "\n").first?.dropFirst("id: ".count) ?? ""
                return (path: "Content/observations/navigation/\(id).yml", text: text)
            })
        let results = library.observations.map { ObservationResult($0, traces: TraceCache()) }
        let diagnostics = ObservationResult.diagnostics(results, folder: "Content/observations")
        return (library.observations.first, library.diagnostics + diagnostics)
    }

    @Test func aLogTheEngineReproducesGivesNoDiagnostic() throws {
        let (observation, diagnostics) = check(ObservationFixture.text(expect: ObservationFixture.reproducedLines))
        #expect(diagnostics.isEmpty)
        let value = try #require(observation)
        #expect(value.version == .stated("13.2", Platform(major: 13, minor: 2)))
        #expect(value.printed == ["A viewWillDisappear", "B viewWillAppear"])
        #expect(value.scenario.id == "obs-navigation-sample")
    }

    @Test func aMismatchIsAnErrorAtTheFirstDifferingLineOfTheLog() {
        let logged = ObservationFixture.reproducedLines
        let swapped = [logged[0], logged[1], logged[3], logged[2]]
        let (_, diagnostics) = check(ObservationFixture.text(expect: swapped))
        #expect(diagnostics.map(\.id) == ["observation.mismatch"])
        // expect: starts on line 19; its third item is on line 22.
        #expect(diagnostics.first?.location.line == 22)
        #expect(diagnostics.first?.summary.contains("'A viewWillAppear:'") == true)
        #expect(diagnostics.first?.notes.first?.message.contains("B viewWillDisappear:, A viewWillAppear:") == true)
    }

    /// The observation's own keys are the observation's problems; they were reported with
    /// the ids of scenario problems.
    @Test func anUnknownKeyOfAnObservationHasAnObservationsID() {
        let (_, diagnostics) = check(ObservationFixture.text(expect: ObservationFixture.reproducedLines) + "idd: x\n")
        #expect(diagnostics.map(\.id) == ["observation.unknown-key"])
    }

    /// A misspelt required key is one error, not also "the observation has no 'expect:'".
    @Test func aMisspeltRequiredKeyIsOneError() {
        let (_, diagnostics) = check(
            ObservationFixture.text(expect: ObservationFixture.reproducedLines).replacingOccurrences(
                of: "\nexpect:", with: "\nexpcet:"))
        #expect(diagnostics.map(\.id) == ["observation.unknown-key"])
        #expect(diagnostics.first?.fixIts.map(\.replacement) == ["expect"])
    }

    @Test func aLogShorterThanTheEnginesCutIsAMismatchAfterItsLastLine() {
        let (_, diagnostics) = check(
            ObservationFixture.text(expect: Array(ObservationFixture.reproducedLines.prefix(2))))
        #expect(diagnostics.map(\.id) == ["observation.mismatch"])
        #expect(diagnostics.first?.summary.contains("nothing more") == true)
    }

    @Test func aDisputedLogNamingNoReproducedLogIsAWarningThatGivesTheReason() {
        let swapped = ObservationFixture.swappedLines
        let (_, diagnostics) = check(
            ObservationFixture.text(
                expect: swapped, extra: "disputed: contradicts navigation-other on the same version"))
        #expect(diagnostics.map(\.id) == ["observation.disputed"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.summary.contains("navigation-other") == true)
        #expect(diagnostics.first?.summary.contains("names no other kept log that the engine reproduces") == true)
    }

    /// A dispute explains why the engine does not reproduce a log. Once it does (the engine
    /// learnt the rule, or the log was corrected), the reason is stale, and the page would show
    /// "reproduced" beside "disputed".
    @Test func aDisputedLogTheEngineNowReproducesIsAWarningAtItsReason() throws {
        let text = ObservationFixture.text(
            expect: ObservationFixture.reproducedLines, extra: "disputed: contradicts navigation-other")
        let (_, diagnostics) = check(text)
        #expect(diagnostics.map(\.id) == ["observation.stale-dispute"])
        let found = try #require(diagnostics.first)
        #expect(found.severity == .warning)
        #expect(found.summary.contains("reproduces this log"))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.hasPrefix("disputed:")
        }
        #expect(found.range?.start.line == line.map { $0 + 1 })
        #expect(found.range?.start.column == "disputed: ".count + 1)
    }

    /// Two real logs that disagree, the engine siding with one: the other is a note that
    /// `check --strict` lets pass, since no edit to the content could remove it. Naming a
    /// log the engine does not reproduce either, or only itself, is no such backing.
    @Test func aDisputeBackedByALogTheEngineReproducesIsANote() {
        let swapped = ObservationFixture.swappedLines
        let disputed = ObservationFixture.text(
            expect: swapped, extra: "disputed: navigation-other shows the opposite order")
        let other = ObservationFixture.text(expect: ObservationFixture.reproducedLines).replacingOccurrences(
            of: "id: navigation-sample", with: "id: navigation-other")
        let (_, backed) = check(disputed, beside: [other])
        #expect(backed.map(\.id) == ["observation.disputed"])
        #expect(backed.first?.severity == .note)
        // Settled disputes are counted in one note at the folder, not repeated one by one at
        // every check (twelve of them made up most of what a clean check printed).
        #expect(backed.first?.summary.hasPrefix("1 disputed log(s)") == true)
        #expect(backed.first?.place == "Content/observations")

        let otherAlsoWrong = ObservationFixture.text(expect: swapped, extra: "disputed: see navigation-sample")
            .replacingOccurrences(of: "id: navigation-sample", with: "id: navigation-other")
        let (_, unbacked) = check(disputed, beside: [otherAlsoWrong])
        #expect(unbacked.map(\.severity) == [.warning, .warning])

        // Only the whole id counts: a longer id that contains it names another log.
        let longerID = ObservationFixture.text(
            expect: swapped, extra: "disputed: navigation-other-ios9 shows the opposite order")
        let (_, namesAnother) = check(longerID, beside: [other])
        #expect(namesAnother.map(\.severity) == [.warning])
        let endOfSentence = ObservationFixture.text(
            expect: swapped, extra: "disputed: the opposite order is in navigation-other.")
        let (_, named) = check(endOfSentence, beside: [other])
        #expect(named.map(\.severity) == [.note])

        let selfNamed = ObservationFixture.text(
            expect: swapped, extra: "disputed: navigation-sample disagrees with itself")
        let (_, alone) = check(selfNamed)
        #expect(alone.map(\.severity) == [.warning])
    }

    @Test func aWordTheEngineDoesNotSimulateKeepsTheEvidenceWithANote() throws {
        let (observation, diagnostics) = check(
            ObservationFixture.text(expect: ObservationFixture.reproducedLines).replacingOccurrences(
                of: "lifecycle: appDelegate", with: "lifecycle: scenes, multipleWindows: true, stateRestoration: true"))
        #expect(diagnostics.map(\.id) == ["observation.not-simulated"])
        #expect(diagnostics.first?.severity == .note)
        #expect(diagnostics.first?.place == "Content/observations", "a note about the folder, not a line in it")
        #expect(diagnostics.first?.summary.hasPrefix("1 observation(s)") == true)
        let value = try #require(observation)
        #expect(value.notSimulated?.contains("'stateRestoration: true' for an app with more than one window") == true)
        #expect(ObservationResult(value, traces: TraceCache()).diagnostic == nil)
    }

    @Test func aStatedGapKeepsTheEvidenceWithoutComparingIt() throws {
        let swapped = ObservationFixture.swappedLines
        let (observation, diagnostics) = check(
            ObservationFixture.text(expect: swapped, extra: "gap: a subview inside the storyboard scene"))
        #expect(diagnostics.map(\.id) == ["observation.not-simulated"])
        let value = try #require(observation)
        #expect(value.notSimulated?.hasSuffix("a subview inside the storyboard scene") == true)
    }

    @Test func aScenarioOutsideTheStatedVersionIsRefused() {
        let text = ObservationFixture.text(expect: ObservationFixture.reproducedLines).replacingOccurrences(
            of: "platform: ios13", with: "platform: ios9")
        let (observation, diagnostics) = check(text)
        #expect(observation == nil)
        #expect(diagnostics.map(\.id) == ["observation.platform-outside-version"])
    }

    @Test(arguments: [
        ("area: navigaton", "did you mean 'navigation'?"),
        ("kind: seen", "'seen' is not a valid observation kind"),
        ("ios: { range: ios9-ios8, inferred: dated 2016 }", "is not a range of versions"),
        ("ios: { range: ios8-ios9 }", "needs 'inferred:'"),
        ("source: { url: \"ftp://x\", title: T }", "must be an http or https address"),
        ("source: { title: T }", "needs a 'url'"),
    ])
    func aBadFieldIsOneLocatedErrorThatSaysWhatIsExpected(_ replacement: String, _ message: String) throws {
        let key = String(replacement.prefix { $0 != ":" })
        var lines = ObservationFixture.text(expect: ObservationFixture.reproducedLines).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(
            String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix(key + ":") })
        lines[index] = replacement
        let (observation, diagnostics) = check(lines.joined(separator: "\n"))
        #expect(observation == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location.line == index + 1)
        #expect(diagnostics.first?.summary.contains(message) == true, "\(diagnostics.map(\.summary))")
    }

    @Test func aMissingKeyIsNamed() {
        let text = ObservationFixture.text(expect: ObservationFixture.reproducedLines).replacingOccurrences(
            of: "setup: Storyboard root A in a navigation controller; B made in code.\n", with: "")
        let (_, diagnostics) = check(text)
        #expect(diagnostics.map(\.summary) == ["the observation has no 'setup:'"])
    }

    @Test func aFileThatLacksSeveralKeysGetsOneErrorNamingThemAll() {
        let (observation, diagnostics) = check("title: x\narea: navigation\nkind: observed\n")
        #expect(observation == nil)
        #expect(
            diagnostics.map(\.summary) == [
                "the observation lacks the keys 'source', 'ios', 'setup', 'printed', 'scenario', 'expect'"
            ])
    }
}
