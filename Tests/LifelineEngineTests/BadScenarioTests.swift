import LifelineDiagnostics
import LifelineScenarios
import Testing

/// Bad scenario files give a located diagnostic with a stable rule id, never a crash or a
/// silently wrong trace (issue point 5).
@Suite struct BadScenarioTests {
    func first(_ yaml: String) -> (id: String, location: String)? {
        diagnostics(yaml).sortedForPrinting().first.map { ($0.id, $0.location.description) }
    }

    let header = """
        platform: ios13
        app: { window: storyboard, root: { navigation: [A] } }
        controllers:
          A: { created: storyboard }
        """

    @Test func unknownActionIsReportedWithASuggestion() throws {
        let problems = diagnostics(header + "\nsteps:\n  - launch\n  - pusj: A\n")
        let problem = try #require(problems.first)
        #expect(problem.id == "scenario.unknown-action")
        #expect(problem.location.description == "7:5")
        #expect(problem.summary.contains("did you mean 'push'"))
        #expect(problem.fixIts.first?.replacement == "push")
    }

    @Test func aMergeKeyIsReportedAsUnsupportedNotUnknown() throws {
        let problems = diagnostics(header + "\nsteps: [launch]\n<<: { title: T }\n")
        let problem = try #require(problems.first)
        #expect(problem.id == "scenario.merge-key")
        #expect(problem.summary.contains("merge keys"))
    }

    @Test func explainsAKeyIndentedMoreThanTheOneBefore() throws {
        let problems = diagnostics("platform: ios13\n  app: { window: storyboard }\nsteps: [launch]\n")
        #expect(problems.map(\.id) == ["scenario.yaml-syntax"])
        #expect(problems.first?.summary.contains("indented more than the one before it") == true)
    }

    /// A misspelt key stands for the key it is near only where that key is really absent:
    /// with `controllers:` written too, a controller declared nowhere is still reported.
    @Test func aMisspeltKeyBesideTheRightOneHidesNothing() throws {
        let problems = diagnostics(header + "\ncontrolers: { B: { created: init } }\nsteps: [launch, push: C]\n")
        #expect(problems.map(\.id).sorted() == ["scenario.undeclared-controller", "scenario.unknown-key"])
    }

    /// A merge key hides keys of its own mapping only: one inside a controller's declaration
    /// does not excuse a scenario without steps.
    @Test func aMergeKeyHidesOnlyItsOwnMappingsKeys() throws {
        let yaml =
            "platform: ios13\napp: { window: storyboard, root: { navigation: [A] } }\n"
            + "controllers:\n  A: { <<: { title: T }, created: storyboard }\n"
        let problems = diagnostics(yaml)
        #expect(problems.map(\.id).sorted() == ["scenario.merge-key", "scenario.missing-key"])
    }

    /// A scenario is one situation: thousands of steps or objects are refused before they are
    /// simulated, with the bound, instead of taking minutes.
    @Test(arguments: [("steps", 201), ("controllers", 101), ("views", 101)])
    func refusesAScenarioLargerThanTheBounds(key: String, count: Int) throws {
        let controllers = (0..<(key == "controllers" ? count : 1)).map { "  C\($0): { created: init }" }
        let views = (0..<(key == "views" ? count : 0)).map { "  V\($0): { parent: A }" }
        let steps = (0..<(key == "steps" ? count : 1)).map { _ in "  - launch" }
        let yaml =
            "platform: ios13\napp: { window: storyboard, root: { navigation: [A] } }\ncontrollers:\n  A: { created: storyboard }\n"
            + controllers.joined(separator: "\n") + (views.isEmpty ? "" : "\nviews:\n" + views.joined(separator: "\n"))
            + "\nsteps:\n" + steps.joined(separator: "\n") + "\n"
        let problems = diagnostics(yaml)
        #expect(problems.map(\.id) == ["scenario.too-large"])
        #expect(problems.first?.summary.contains("\(key); one scenario may have at most") == true)
    }

    @Test func unknownKeyIsReported() {
        let yaml = header + "\nsteps: [launch]\nlogs: [A]\n"
        #expect(first(yaml)?.id == "scenario.unknown-key")
        #expect(first(yaml)?.location == "6:1")
    }

    @Test func undeclaredControllerIsReportedWhereItIsUsed() {
        let yaml = header + "\nsteps:\n  - launch\n  - push: B\n"
        #expect(first(yaml)?.id == "scenario.undeclared-controller")
        #expect(first(yaml)?.location == "7:11")
    }

    @Test func popWithOneControllerIsReportedAtTheStep() {
        let yaml = header + "\nsteps:\n  - launch\n  - pop\n"
        #expect(first(yaml)?.id == "scenario.pop-last-controller")
        #expect(first(yaml)?.location == "7:5")
    }

    @Test func dismissWithNothingPresentedIsReportedAtTheStep() {
        let yaml = header + "\nsteps:\n  - launch\n  - dismiss\n"
        #expect(first(yaml)?.id == "scenario.dismiss-nothing-presented")
        #expect(first(yaml)?.location == "7:5")
    }

    @Test func scenesBeforeIOS13AreRejected() {
        let yaml = """
            platform: ios12
            app: { lifecycle: scenes, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch]
            """
        #expect(first(yaml)?.id == "scenario.scenes-before-ios13")
        #expect(first(yaml)?.location == "2:19")
    }

    @Test func yamlSyntaxErrorIsLocated() {
        let yaml = "platform: ios13\napp: { root: { controller: A }\nsteps: [launch]\n"
        #expect(first(yaml)?.id == "scenario.yaml-syntax")
        #expect(first(yaml)?.location == "3:1")
    }

    /// Every YAML file is composed by one door, so a scenario refuses an alias as front matter
    /// does, at the alias itself, and names the repeated key where it is repeated.
    @Test func aliasesAndRepeatedKeysAreRefusedWhereTheyAreWritten() {
        let alias = "platform: &p ios13\napp: { root: { controller: A } }\nsteps: [launch]\nother: *p\n"
        #expect(first(alias)?.id == "scenario.yaml-syntax")
        #expect(first(alias)?.location == "4:8")
        let twice = "platform: ios13\nplatform: ios14\napp: { root: { controller: A } }\nsteps: [launch]\n"
        #expect(first(twice)?.id == "scenario.yaml-syntax")
        #expect(first(twice)?.location == "2:1")
    }

    /// An observation file shares the scenario's YAML reading, not its name: its syntax error
    /// is an observation's.
    @Test func anObservationsYAMLErrorIsNamedForAnObservation() throws {
        let (observation, problems) = ObservationReader().read("id: [a\ntitle: b\n", path: "o.yml")
        #expect(observation == nil)
        #expect(problems.map(\.id) == ["observation.yaml-syntax"])
    }

    /// The fuzzer's front-matter crash (a key of 971 nested lists overflowing a recursive
    /// hashing) reaches scenarios too. This test target links no topic reader, so the limit
    /// must come from the scenario reader itself.
    @Test func yamlNestedDeeperThanTheLimitIsLocatedNotACrash() throws {
        let key =
            String(repeating: "[", count: 499) + "?" + String(repeating: "[", count: 471)
            + String(repeating: "]", count: 970)
        let problem = try #require(diagnostics("platform: ios13\nsteps: [launch]\nlog: " + key + "\n").first)
        #expect(problem.id == "scenario.yaml-syntax")
        #expect(problem.summary.contains("nest more than 64 levels deep"))
        #expect(problem.location.line == 3)
        let shallow =
            "platform: ios13\nsteps: [launch]\nlog: " + String(repeating: "[", count: 63)
            + String(repeating: "]", count: 63) + "\n"
        #expect(!diagnostics(shallow).contains { $0.summary.contains("nesting") })
    }

    @Test(arguments: ["ios3", "ios20", "iOS13", "13"])
    func invalidPlatformIsReported(_ platform: String) {
        let yaml = "platform: \(platform)\napp: { root: { controller: A } }\ncontrollers: { A: {} }\nsteps: [launch]\n"
        #expect(first(yaml)?.id == "scenario.invalid-platform")
        #expect(first(yaml)?.location == "1:11")
    }

    @Test func everyProblemIsCollectedNotOnlyTheFirst() {
        let yaml = """
            platform: ios13
            app: { window: storybord, root: { controller: A } }
            controllers: { A: { created: storyboard, loadView: overide } }
            steps: [launch, jump, push: Z]
            """
        let ids = diagnostics(yaml).map(\.id)
        #expect(ids.filter { $0 == "scenario.invalid-value" }.count == 2)
        #expect(ids.contains("scenario.unknown-action"))
        #expect(ids.contains("scenario.undeclared-controller"))
    }

    @Test func actionThatCannotHappenInTheStateIsReported() {
        let yaml = header + "\nsteps:\n  - home\n"
        #expect(first(yaml)?.id == "scenario.impossible-transition")
    }

    @Test func pushWithoutNavigationControllerIsReported() {
        let yaml = """
            platform: ios13
            app: { root: { controller: A } }
            controllers: { A: { created: storyboard }, B: {} }
            steps: [launch, push: B]
            """
        #expect(first(yaml)?.id == "scenario.no-navigation-controller")
        #expect(first(yaml)?.location == "4:17")
    }

    /// Storyboards arrived in iOS 5 (Apple, UIStoryboard: iOS 5.0+).
    @Test func storyboardWindowOnIOS4IsReportedAtTheWindowKey() {
        let yaml = """
            platform: ios4
            app:
              window: storyboard
              root: { controller: A }
            controllers: { A: { created: init } }
            steps: [launch]
            """
        let problems = diagnostics(yaml)
        #expect(problems.map(\.id) == ["scenario.unsupported-on-platform"])
        #expect(problems.first?.location.description == "3:3")
    }

    @Test func storyboardControllerOnIOS4IsReportedAtItsCreatedKey() {
        let yaml = """
            platform: ios4
            app: { window: code, root: { controller: A } }
            controllers:
              A: { created: init }
              B: { created: storyboard }
            steps: [launch]
            """
        let problems = diagnostics(yaml)
        #expect(problems.map(\.id) == ["scenario.unsupported-on-platform"])
        #expect(problems.first?.location.description == "5:8")
        #expect(problems.first?.summary.contains("B") == true)
    }

    @Test func defaultStoryboardWindowOnIOS4IsReportedAtTheAppSection() {
        let yaml = """
            platform: ios4
            app: { root: { controller: A } }
            controllers: { A: { created: init } }
            steps: [launch]
            """
        #expect(first(yaml)?.id == "scenario.unsupported-on-platform")
        #expect(first(yaml)?.location == "2:6")
    }

    @Test func storyboardsOnIOS5AreAccepted() {
        let yaml = """
            platform: ios5
            app: { window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch]
            """
        #expect(diagnostics(yaml).isEmpty)
    }

    // Fuzzing (Fuzz/Corpus/FuzzScenarioReader/crash-parent-cycle-*): a controller that is its
    // own parent sent the simulation round the loop until the stack overflowed.
    @Test func controllerThatIsItsOwnParentIsReportedNotSimulated() {
        let yaml = """
            platform: ios13
            app: { root: { navigation: [A] } }
            controllers:
              A: { created: storyboard, parent: A }
            steps: [launch]
            """
        let problems = diagnostics(yaml)
        #expect(problems.map(\.id) == ["scenario.parent-cycle"])
        #expect(problems.first?.location.description == "4:37")
        #expect(problems.first?.summary == "controller 'A' is its own parent: A -> A")
    }

    @Test func parentLoopThroughTwoControllersIsReportedAtEachParent() {
        let yaml = """
            platform: ios13
            app: { root: { navigation: [A] } }
            controllers:
              A: { created: storyboard }
              B: { created: init, parent: C }
              C: { created: init, parent: B }
            steps: [launch, push: B]
            """
        let problems = diagnostics(yaml).sortedForPrinting()
        #expect(
            problems.map { "\($0.id) \($0.location)" } == ["scenario.parent-cycle 5:31", "scenario.parent-cycle 6:31"])
    }

    // Fuzzing (crash-view-parent-cycle): a view declared inside itself, once created by an
    // addSubview, was linked under itself and the view tree's walk never ended.
    @Test func viewThatIsItsOwnParentIsReportedNotSimulated() {
        let yaml = """
            platform: ios13
            app: { root: { navigation: [A] } }
            controllers:
              A: { created: storyboard }
            views:
              V: { created: frame, parent: A }
              W: { created: frame, parent: W }
            steps: [launch, addSubview: { view: W, to: V }]
            """
        let problems = diagnostics(yaml)
        #expect(problems.map { "\($0.id) \($0.location)" } == ["scenario.parent-cycle 7:32"])
        #expect(problems.first?.summary == "view 'W' is its own parent: W -> W")
    }

    /// Booleans take YAML 1.1's plain spellings; a quoted word, or another capitalization, is
    /// text and refused.
    @Test func booleansTakeTheirPlainSpellingsOnly() throws {
        func read(_ value: String) -> (Bool?, [String]) {
            let yaml = """
                platform: ios12
                app: { window: storyboard, root: { controller: A }, backgroundTask: \(value) }
                controllers: { A: { created: storyboard } }
                steps: [launch]
                """
            let result = ScenarioReader().read(yaml, path: "bools.yml")
            return (result.scenario?.app.backgroundTask, result.diagnostics.map(\.id))
        }
        for (spelling, value) in [
            ("true", true), ("Yes", true), ("ON", true), ("false", false), ("no", false), ("Off", false),
        ] {
            let (read, problems) = read(spelling)
            #expect(read == value && problems.isEmpty, "\(spelling)")
        }
        for spelling in ["'true'", "\"yes\"", "tRUE", "1", "y"] {
            let (_, problems) = read(spelling)
            #expect(problems == ["scenario.invalid-value"], "\(spelling)")
        }
    }
}

/// Warnings that leave the scenario usable.
@Suite struct ScenarioWarningTests {
    func yaml(nibs: String) -> String {
        """
        platform: ios15
        app: { root: { controller: ProfileViewController } }
        controllers: { ProfileViewController: { created: init } }
        nibs: \(nibs)
        views: { W: { created: nib, viewOf: ProfileViewController } }
        steps: [launch]
        """
    }

    @Test func nibViewOfAControllerWithoutANibIsAWarning() {
        let problems = diagnostics(yaml(nibs: "[ProfileViewControllerX]"))
        #expect(problems.map(\.id) == ["scenario.view-without-nib"])
        #expect(problems.first?.severity == .warning)
    }

    @Test func nibFoundByTheDefaultLookupSilencesTheWarning() {
        #expect(diagnostics(yaml(nibs: "[ProfileView]")).isEmpty)
        #expect(diagnostics(yaml(nibs: "[ProfileViewController]")).isEmpty)
    }
}

/// Every reader of a scenario or an observation sees the same text whatever read the file: a
/// byte-order mark and CRLF line ends are normalized by the reader itself. `lifeline trace`
/// handed over the text as read and refused a scenario that `check` accepted.
@Suite struct ScenarioTextTests {
    static let plain = """
        id: marked
        title: Marked
        platform: ios17
        app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard } }
        steps: [launch, home]

        """

    @Test(arguments: ["\u{FEFF}" + plain, plain.replacingOccurrences(of: "\n", with: "\r\n")])
    func aByteOrderMarkOrCRLFChangesNothing(_ text: String) {
        let (trace, diagnostics) = ScenarioLibrary.trace(text: text, path: "Content/scenarios/marked.yml")
        #expect(diagnostics.isEmpty)
        #expect(trace == ScenarioLibrary.trace(text: Self.plain, path: "Content/scenarios/marked.yml").trace)
        #expect(trace != nil)
    }
}

@Suite struct DuplicateScenarioIDTests {
    static func scenario(id: String) -> String {
        """
        id: \(id)
        title: T
        platform: ios17
        app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard } }
        steps: [launch]
        """
    }

    /// A copy saved as `push-pop-2.yml` sorts before `push-pop.yml`: the copy is told, not
    /// the file named after the id.
    @Test func theFileNamedAfterTheIDKeepsIt() {
        let library = ScenarioLibrary(files: [
            ("Content/scenarios/push-pop.yml", Self.scenario(id: "push-pop")),
            ("Content/scenarios/push-pop-2.yml", Self.scenario(id: "push-pop")),
        ])
        #expect(library.diagnostics.map(\.id) == ["scenario.duplicate-id"])
        #expect(library.diagnostics.first?.file == "Content/scenarios/push-pop-2.yml")
        #expect(library.diagnostics.first?.summary.contains("'push-pop-2'") == true)
        #expect(library.paths["push-pop"] == "Content/scenarios/push-pop.yml")
    }
}
