import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
import Testing

/// FORMAT.md's "Version 2 of the vocabulary": every word is read; one the engine does not
/// simulate is refused by name at its place, never ignored; `debugger` is simulated.
@Suite struct FormatVersion2Tests {
    static func scenario(top: String = "", app: String = "", controller: String = "", steps: String) -> String {
        """
        platform: ios13
        \(top)
        app:
          lifecycle: appDelegate
          window: storyboard
          root: { navigation: [A] }
        \(app)
        controllers:
          A: { created: storyboard }
          B: { created: init \(controller) }
        steps: \(steps)
        """
    }

    /// Every word of the format is simulated alone; a combination whose behaviour no source
    /// settles is still refused by name, at the step that needs it.
    @Test(arguments: [
        (
            "  stateRestoration: true", "[launch, { present: B }, home, terminate, launch]",
            "restoring a presented controller"
        ),
        (
            "  stateRestoration: true", "[launch, home, terminate, { launch: { reason: backgroundFetch } }]",
            "state restoration in a launch into the background"
        ),
    ])
    func aCombinationNotSimulatedYetIsRefusedByNameAtItsStep(_ app: String, _ steps: String, _ word: String) throws {
        let found = diagnostics(Self.scenario(app: app, steps: steps))
        #expect(found.map(\.id) == ["scenario.not-modelled"], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.summary.contains(word), "\(diagnostic.summary)")
        #expect(diagnostic.summary.contains("not simulated yet"))
        #expect(diagnostic.location.line == 11)
    }

    /// The state-restoration words are read and simulated: `terminate`, `stateRestoration`
    /// and `restorationClass`, alone and together.
    @Test(arguments: [
        ("", "", "[launch, home, terminate]"),
        ("  stateRestoration: true", "", "[launch, home, terminate, launch]"),
        ("  stateRestoration: true", ", restorationClass: true", "[launch, { push: B }, home, terminate, launch]"),
        ("", ", restorationClass: true", "[launch, { push: B }, home, terminate, launch]"),
    ])
    func stateRestorationWordsAreSimulated(_ app: String, _ controller: String, _ steps: String) {
        let found = diagnostics(Self.scenario(app: app, controller: controller, steps: steps))
        #expect(found.isEmpty, "\(found.map(\.summary))")
    }

    /// With scenes the key is simulated for one window; an iPad app with several windows,
    /// each saving and reconnecting its own session in an order no source shows, is refused by
    /// name at the key's value, and only once.
    @Test func stateRestorationWithSeveralWindowsIsRefusedAtItsValue() throws {
        let yaml = Self.scenario(
            top: "device: iPad", app: "  stateRestoration: true\n  multipleWindows: true",
            steps: "[launch, home, terminate, launch]"
        )
        .replacingOccurrences(of: "lifecycle: appDelegate", with: "lifecycle: scenes")
        let found = diagnostics(yaml)
        #expect(found.map(\.id) == ["scenario.not-modelled"], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.summary.contains("'stateRestoration: true' for an app with more than one window"))
        #expect(diagnostic.location.line == 7)
    }

    /// One window of a scene app is simulated: the key is no longer refused.
    @Test func stateRestorationWithOneSceneIsSimulated() {
        let yaml = Self.scenario(app: "  stateRestoration: true", steps: "[launch, home, terminate, launch]")
            .replacingOccurrences(of: "lifecycle: appDelegate", with: "lifecycle: scenes")
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml).map(\.summary))")
    }

    @Test func theDefaultsOfVersion2KeysChangeNothing() {
        let plain = lines(Self.scenario(steps: "[launch, { push: B }]"))
        let spelled = lines(
            Self.scenario(
                top: "device: iPhone\nuserInterfaceStyle: light",
                app: "  multipleWindows: false\n  debugger: false\n  stateRestoration: false",
                controller: ", orientations: all, restorationClass: false",
                steps: "[{ launch: { reason: icon } }, { push: B }]"))
        #expect(!plain.isEmpty)
        #expect(spelled == plain)
    }

    @Test func automaticPresentationIsThePlatformsDefault() {
        let automatic = lines(Self.scenario(steps: "[launch, { present: { controller: B, style: automatic } }]"))
        let unset = lines(Self.scenario(steps: "[launch, { present: B }]"))
        #expect(automatic == unset)
    }

    /// `newWindow` and `multipleWindows: true` are simulated for an iPad app with scenes, in
    /// either spelling of a step.
    @Test(arguments: ["[launch, newWindow]", "[launch, { newWindow: null }]"])
    func newWindowIsSimulatedForAnIPadAppWithMultipleWindows(_ steps: String) {
        let yaml = Self.scenario(top: "device: iPad", app: "  multipleWindows: true", steps: steps)
            .replacingOccurrences(of: "lifecycle: appDelegate", with: "lifecycle: scenes")
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml).map(\.summary))")
    }

    /// Misusing the words gives one located error saying what is missing: an iPad, the key, or
    /// (at the key) scenes; a step that lacks both an iPad and the key still gives one.
    @Test(arguments: [
        (
            "device: iPad", "scenes", "", "[launch, newWindow]", "scenario.new-window-not-possible", 11,
            "multipleWindows"
        ),
        (
            "", "scenes", "  multipleWindows: true", "[launch, newWindow]", "scenario.new-window-not-possible", 11,
            "'device: iPad'"
        ),
        ("", "scenes", "", "[launch, { newWindow: null }]", "scenario.new-window-not-possible", 11, "an iPad app"),
        (
            "device: iPad", "appDelegate", "  multipleWindows: true", "[launch, newWindow]", "scenario.needs-scenes", 7,
            "'lifecycle: scenes'"
        ),
        ("", "appDelegate", "  multipleWindows: true", "[launch]", "scenario.needs-scenes", 7, "scene manifest"),
    ])
    func misusedWindowWordsGiveOneLocatedError(
        _ top: String, _ lifecycle: String, _ app: String, _ steps: String, _ id: String, _ line: Int, _ words: String
    ) throws {
        let yaml = Self.scenario(top: top, app: app, steps: steps)
            .replacingOccurrences(of: "lifecycle: appDelegate", with: "lifecycle: \(lifecycle)")
        let found = diagnostics(yaml)
        #expect(found.map(\.id) == [id], "\(found.map(\.summary))")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location.line == line)
        #expect(diagnostic.summary.contains(words), "\(diagnostic.summary)")
    }

    @Test func aMisspeltVersion2ActionGetsASuggestion() {
        let found = diagnostics(Self.scenario(steps: "[launch, rotat]"))
        #expect(found.map(\.id) == ["scenario.unknown-action"])
        #expect(found.first?.summary.contains("did you mean 'rotate'?") == true)
    }

    /// One scene disconnects without entering the background, a second connects, enters the
    /// foreground and the background; with two scenes each delegate is named by connection order.
    @Test func killWhileMinimizingConnectsASecondSceneNamedByOrder() {
        let yaml = """
            platform: ios17
            app: { lifecycle: scenes, window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch, killWhileMinimizing]
            log: ["SceneDelegate[scene1]", "SceneDelegate[scene2]"]
            """
        #expect(
            lines(yaml, from: 2) == [
                "SceneDelegate[scene1] sceneWillResignActive:", "SceneDelegate[scene1] sceneDidDisconnect:",
                "SceneDelegate[scene2] scene:willConnectToSession:options:",
                "SceneDelegate[scene2] sceneWillEnterForeground:", "SceneDelegate[scene2] sceneDidEnterBackground:",
            ])
        #expect(lines(yaml).first == "SceneDelegate[scene1] scene:willConnectToSession:options:")
    }

    /// Without scenes the same gesture is simulated, not refused: the app resigns active,
    /// enters the foreground before the background (the poster's statement), and, still
    /// running, has its window torn down and hears `applicationWillTerminate:`.
    @Test func killWhileMinimizingWithoutScenesEntersTheForegroundBeforeTheBackground() {
        let yaml = Self.scenario(steps: "[launch, killWhileMinimizing]")
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml).map(\.summary))")
        let delegate = [
            "applicationWillResignActive:", "applicationWillEnterForeground:", "applicationDidEnterBackground:",
            "applicationWillTerminate:",
        ]
        #expect(
            lines(yaml, from: 2, only: delegate + ["viewWillDisappear:", "viewDidDisappear:"]) == [
                "AppDelegate applicationWillResignActive:", "AppDelegate applicationWillEnterForeground:",
                "AppDelegate applicationDidEnterBackground:", "A viewWillDisappear:", "A viewDidDisappear:",
                "AppDelegate applicationWillTerminate:",
            ])
        let fromTheSwitcher = Self.scenario(steps: "[launch, appSwitcher, killWhileMinimizing]")
        #expect(
            lines(fromTheSwitcher, from: 3, only: delegate) == [
                "AppDelegate applicationWillEnterForeground:", "AppDelegate applicationDidEnterBackground:",
                "AppDelegate applicationWillTerminate:",
            ])
    }

    /// The gesture ends the process in both life cycles, so the app can be launched again
    /// afterwards, cold, as after a `kill`.
    @Test(arguments: [Lifecycle.appDelegate, .scenes])
    func aLaunchAfterKillWhileMinimizingIsCold(_ lifecycle: Lifecycle) {
        let yaml = Self.scenario(steps: "[launch, killWhileMinimizing, launch]")
            .replacingOccurrences(of: "appDelegate", with: lifecycle.rawValue)
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml).map(\.summary))")
        #expect(lines(yaml, from: 3, only: ["application:didFinishLaunchingWithOptions:"]).count == 1)
    }

    /// An app under the debugger is never suspended, so swiping it away after the home
    /// button still runs `applicationWillTerminate:`; without it the app dies silently.
    @Test func underTheDebuggerAKillAfterHomeStillTerminates() {
        let steps = "[launch, home, kill]"
        let callbacks = ["applicationWillTerminate:"]
        let debugged = lines(Self.scenario(app: "  debugger: true", steps: steps), from: 3, only: callbacks)
        let released = lines(Self.scenario(steps: steps), from: 3, only: callbacks)
        #expect(debugged == ["AppDelegate applicationWillTerminate:"])
        #expect(released.isEmpty)
    }

    /// `orientations:` on a child controller or on a tab is read and simulated (the container
    /// answers for it), not refused.
    @Test(arguments: [
        ("", ", parent: A, orientations: landscape"),
        ("root: { tabs: [A, B] }", ", orientations: portrait"),
    ])
    func orientationsOfAChildOrATabAreSimulated(_ root: String, _ controller: String) {
        var yaml = Self.scenario(controller: controller, steps: "[launch, rotate]")
        if !root.isEmpty { yaml = yaml.replacingOccurrences(of: "root: { navigation: [A] }", with: root) }
        let found = diagnostics(yaml)
        #expect(found.isEmpty, "\(found.map(\.summary))")
    }

    /// The presentation words of version 2 are read and simulated, not refused: every style
    /// (on an iPad too), `swipeDismiss` after a card sheet and `transition` in a container.
    @Test(arguments: [
        ("", "[launch, { present: { controller: B, style: currentContext } }, dismiss]"),
        ("", "[launch, { present: { controller: B, style: overCurrentContext } }, dismiss]"),
        ("", "[launch, { present: { controller: B, style: popover } }, dismiss]"),
        ("device: iPad", "[launch, { present: { controller: B, style: formSheet } }, swipeDismiss]"),
        ("device: iPad", "[launch, { present: { controller: B, style: popover } }, dismiss]"),
        ("", "[launch, { present: B }, swipeDismiss]"),
    ])
    func presentationWordsAreSimulated(_ top: String, _ steps: String) {
        let found = diagnostics(Self.scenario(top: top, steps: steps))
        #expect(found.isEmpty, "\(found.map(\.summary))")
    }

    /// The version 2 words this slice models are read, not refused.
    @Test(arguments: [
        "[launch, rotate]", "[launch, { rotate: { to: landscape } }]",
        "[launch, { traitChange: { userInterfaceStyle: dark } }]", "[{ launch: { orientation: landscape } }]",
    ])
    func rotationAndAppearanceWordsAreSimulated(_ steps: String) {
        #expect(diagnostics(Self.scenario(top: "device: iPad\nuserInterfaceStyle: dark", steps: steps)).isEmpty)
    }

    @Test(arguments: [
        ("[launch, { rotate: { to: sideways } }]", "scenario.invalid-value"),
        ("[launch, { rotate: {} }]", "scenario.missing-key"),
        ("[launch, traitChange]", "scenario.missing-argument"),
        ("[launch, { traitChange: { userInterfaceStyle: dim } }]", "scenario.invalid-value"),
    ])
    func aBadRotationOrAppearanceArgumentGivesOneError(_ steps: String, _ id: String) {
        let found = diagnostics(Self.scenario(steps: steps))
        #expect(found.map(\.id) == [id], "\(found.map(\.summary))")
        #expect(found.first?.location.line == 11)
    }
}
