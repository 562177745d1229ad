import LifelineEngine
import Testing

/// Turning the device and changing the system appearance (FORMAT.md version 2: `rotate`,
/// `traitChange`, `device`, `userInterfaceStyle`, `orientations`, a launch held in landscape).
@Suite struct RotationAndTraitsTests {
    static func plain(_ platform: String, device: String = "iPhone", a: String = "", steps: String) -> String {
        """
        platform: \(platform)
        device: \(device)
        app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard \(a) }, B: { created: init }, C: { created: init, parent: A } }
        steps: \(steps)
        log: [AppDelegate, A, B]
        """
    }

    /// A size and trait transition on an iPhone; from iOS 11 the safe area changes as well.
    static func sizeTransition(_ platform: String) -> [String] {
        let safeArea = platform == "ios8" ? [] : ["A viewSafeAreaInsetsDidChange"]
        return [
            "A willTransitionToTraitCollection:withTransitionCoordinator:",
            "A viewWillTransitionToSize:withTransitionCoordinator:", "A traitCollectionDidChange:",
        ] + safeArea + ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"]
    }

    @Test func beforeIOS8AControllerHearsTheThreeRotationMethodsAroundALayoutPass() {
        #expect(
            lines(Self.plain("ios7", steps: "[launch, rotate]"), from: 2) == [
                "A willRotateToInterfaceOrientation:duration:", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
                "A willAnimateRotationToInterfaceOrientation:duration:", "A didRotateFromInterfaceOrientation:",
            ])
    }

    @Test(arguments: ["ios8", "ios12", "ios17"])
    func fromIOS8AnIPhoneRotationIsASizeAndTraitTransition(_ platform: String) {
        #expect(
            lines(Self.plain(platform, steps: "[launch, { rotate: { to: landscape } }]"), from: 2)
                == Self.sizeTransition(platform))
    }

    @Test func anIPadKeepsItsSizeClassesSoOnlyTheSizeChanges() {
        #expect(
            lines(Self.plain("ios12", device: "iPad", steps: "[launch, rotate]"), from: 2) == [
                "A viewWillTransitionToSize:withTransitionCoordinator:", "A viewWillLayoutSubviews",
                "A viewDidLayoutSubviews",
            ])
    }

    @Test func turningToTheOrientationTheInterfaceHasDoesNothing() {
        #expect(lines(Self.plain("ios12", steps: "[launch, { rotate: { to: portrait } }]"), from: 2).isEmpty)
    }

    @Test func aChildHearsTheTransitionAfterItsParent() {
        let yaml = Self.plain("ios12", steps: "[launch, rotate]")
        let only = [
            "willTransitionToTraitCollection:withTransitionCoordinator:",
            "viewWillTransitionToSize:withTransitionCoordinator:",
        ]
        let withChild = yaml.replacingOccurrences(of: "log: [AppDelegate, A, B]", with: "log: [A, C]")
        #expect(
            lines(withChild, from: 2, only: only) == [
                "A willTransitionToTraitCollection:withTransitionCoordinator:",
                "C willTransitionToTraitCollection:withTransitionCoordinator:",
                "A viewWillTransitionToSize:withTransitionCoordinator:",
                "C viewWillTransitionToSize:withTransitionCoordinator:",
            ])
    }

    @Test func aControllerCoveredByAPushHearsTheRotationBeforeItAppearsAgain() {
        let yaml = """
            platform: ios11
            app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: storyboard }, B: { created: storyboard } }
            steps: [launch, { push: B }, rotate, pop]
            log: [A]
            """
        #expect(trace(yaml)?.steps.filter { $0.scenarioStep == 3 }.isEmpty == true)
        #expect(
            lines(yaml, from: 4).prefix(4) == [
                "A willTransitionToTraitCollection:withTransitionCoordinator:",
                "A viewWillTransitionToSize:withTransitionCoordinator:", "A traitCollectionDidChange:",
                "A viewWillAppear:",
            ])
        #expect(lines(yaml, from: 4, only: ["viewWillLayoutSubviews"]) == ["A viewWillLayoutSubviews"])
    }

    @Test func aBackgroundAppCatchesUpBeforeItEntersTheForeground() {
        let yaml = Self.plain("ios11", steps: "[launch, home, { rotate: { to: landscape } }, foreground]")
        #expect(
            lines(yaml, from: 3, only: nil).prefix(2) == [
                "A willTransitionToTraitCollection:withTransitionCoordinator:",
                "A viewWillTransitionToSize:withTransitionCoordinator:",
            ])
        #expect(
            lines(
                yaml, from: 3,
                only: [
                    "willTransitionToTraitCollection:withTransitionCoordinator:", "applicationWillEnterForeground:",
                    "applicationDidBecomeActive:",
                ]) == [
                    "A willTransitionToTraitCollection:withTransitionCoordinator:",
                    "AppDelegate applicationWillEnterForeground:", "AppDelegate applicationDidBecomeActive:",
                ])
        #expect(lines(yaml, from: 3).count > 3)
        #expect(lines(Self.plain("ios11", steps: "[launch, home, rotate]"), from: 3).isEmpty)
        // The suspended app is resumed in the background before it hears the transition.
        let first = trace(yaml)?.cut(from: 4).steps.first
        #expect(first?.callback.selector == "willTransitionToTraitCollection:withTransitionCoordinator:")
        #expect(first?.appState == .background)
    }

    @Test func aPortraitOnlyRootKeepsThePortraitInterface() {
        #expect(lines(Self.plain("ios12", a: ", orientations: portrait", steps: "[launch, rotate]"), from: 2).isEmpty)
        #expect(lines(Self.plain("ios7", a: ", orientations: portrait", steps: "[launch, rotate]"), from: 2).isEmpty)
    }

    /// A child's `supportedInterfaceOrientations` is not asked: its parent, the root, decides.
    @Test(arguments: ["ios5", "ios12"])
    func aPortraitOnlyChildDoesNotStopTheTurn(_ platform: String) {
        let yaml = Self.plain(platform, steps: "[launch, rotate]")
            .replacingOccurrences(of: "parent: A }", with: "parent: A, orientations: portrait }")
        let turn = [
            "willRotateToInterfaceOrientation:duration:", "viewWillTransitionToSize:withTransitionCoordinator:",
        ]
        #expect(lines(yaml, from: 2, only: turn).count == 1)
        #expect(lines(yaml, from: 2, only: turn).first?.hasPrefix("A ") == true)
    }

    static func tabs(_ platform: String, a: String, b: String = "") -> String {
        """
        platform: \(platform)
        app: { lifecycle: appDelegate, window: storyboard, root: { tabs: [A, B] } }
        controllers: { A: { created: storyboard \(a) }, B: { created: storyboard \(b) } }
        steps: [launch, rotate]
        log: [A, B]
        """
    }

    static let turn = [
        "willRotateToInterfaceOrientation:duration:", "viewWillTransitionToSize:withTransitionCoordinator:",
    ]

    /// From iOS 6 the tab bar controller answers with its own default and asks no tab: a
    /// portrait-only tab, shown or not, does not keep the interface in portrait.
    @Test(arguments: ["ios6", "ios12", "ios17"])
    func fromIOS6ATabBarControllerTurnsWhateverItsTabsAllow(_ platform: String) {
        #expect(lines(Self.tabs(platform, a: ", orientations: portrait"), from: 2, only: Self.turn).count == 1)
        #expect(lines(Self.tabs(platform, a: "", b: ", orientations: portrait"), from: 2, only: Self.turn).count == 1)
    }

    /// Before iOS 6 it turned only to an orientation every tab allowed, the hidden ones too;
    /// when all tabs allow it, the selected tab hears the rotation.
    @Test(arguments: ["ios5"])
    func beforeIOS6ATabBarControllerTurnsOnlyWhereEveryTabAllows(_ platform: String) {
        #expect(lines(Self.tabs(platform, a: "", b: ", orientations: portrait"), from: 2, only: Self.turn).isEmpty)
        #expect(lines(Self.tabs(platform, a: ", orientations: portrait"), from: 2, only: Self.turn).isEmpty)
        #expect(
            lines(Self.tabs(platform, a: ""), from: 2, only: Self.turn) == [
                "A willRotateToInterfaceOrientation:duration:"
            ])
    }

    @Test func aPortraitOnlyPresenterHearsTheRotationAndTheTurnBackAtDismissal() {
        let yaml = Self.plain(
            "ios10", a: ", orientations: portrait",
            steps: "[launch, { present: { controller: B, style: fullScreen } }, rotate, dismiss]")
        let size = ["viewWillTransitionToSize:withTransitionCoordinator:"]
        #expect(
            lines(yaml, from: 3, only: size) == [
                "A viewWillTransitionToSize:withTransitionCoordinator:",
                "B viewWillTransitionToSize:withTransitionCoordinator:",
                "A viewWillTransitionToSize:withTransitionCoordinator:",
            ])
        #expect(
            lines(yaml, from: 4, only: ["dealloc", "viewWillTransitionToSize:withTransitionCoordinator:"]) == [
                "B dealloc", "A viewWillTransitionToSize:withTransitionCoordinator:",
            ])
    }

    @Test func beforeIOS8ALandscapeLaunchRotatesInsideTheFirstAppearance() {
        let callbacks = [
            "viewWillAppear:", "willRotateToInterfaceOrientation:duration:",
            "willAnimateRotationToInterfaceOrientation:duration:", "viewDidAppear:",
        ]
        #expect(
            lines(Self.plain("ios6", steps: "[{ launch: { orientation: landscape } }]"), only: callbacks) == [
                "A viewWillAppear:", "A willRotateToInterfaceOrientation:duration:",
                "A willAnimateRotationToInterfaceOrientation:duration:", "A viewDidAppear:",
            ])
    }

    @Test func fromIOS8ALandscapeLaunchStartsAtTheRightSize() {
        let held = Self.plain("ios12", steps: "[{ launch: { orientation: landscape } }, { rotate: { to: landscape } }]")
        let plain = Self.plain("ios12", steps: "[launch]")
        #expect(lines(held, from: 1) == lines(plain))
        #expect(lines(held, from: 2).isEmpty)
        let turnedBack = Self.plain(
            "ios12", steps: "[{ launch: { orientation: landscape } }, { rotate: { to: portrait } }]")
        #expect(lines(turnedBack, from: 2) == Self.sizeTransition("ios12"))
    }

    @Test func theDeviceTurnedBeforeLaunchIsHowTheAppStarts() {
        let yaml = Self.plain("ios12", steps: "[rotate, launch, { rotate: { to: landscape } }]")
        #expect(lines(yaml, from: 3).isEmpty)
    }

    /// The change reaches the controller at once, and the window is laid out and redrawn in the
    /// new appearance (Apple's dark-mode article lists layout and drawing among the methods called).
    @Test func aDarkModeChangeReachesTheOnScreenControllerAtOnce() {
        #expect(
            lines(Self.plain("ios13", steps: "[launch, { traitChange: { userInterfaceStyle: dark } }]"), from: 2) == [
                "A traitCollectionDidChange:", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
            ])
        #expect(
            lines(Self.plain("ios13", steps: "[launch, { traitChange: { userInterfaceStyle: light } }]"), from: 2)
                .isEmpty)
        let drawn = """
            platform: ios13
            app: { lifecycle: appDelegate, window: code, root: { controller: A } }
            controllers: { A: { created: init } }
            views: { V: { created: frame, parent: A } }
            steps: [launch, { traitChange: { userInterfaceStyle: dark } }]
            log: [A, V]
            """
        #expect(
            lines(drawn, from: 2, only: ["traitCollectionDidChange:", "drawRect:"]) == [
                "A traitCollectionDidChange:", "V drawRect:",
            ])
    }

    @Test func theDarkAppearanceDoesNotExistBeforeIOS13() {
        let found = diagnostics(Self.plain("ios12", steps: "[launch, { traitChange: { userInterfaceStyle: dark } }]"))
        #expect(found.map(\.id) == ["scenario.unsupported-on-platform"])
        #expect(found.first?.location.line == 5)
        let startsDark = Self.plain("ios12", steps: "[launch]").replacingOccurrences(
            of: "device: iPhone", with: "userInterfaceStyle: dark")
        let atKey = diagnostics(startsDark)
        #expect(atKey.map(\.id) == ["scenario.unsupported-on-platform"])
        #expect(atKey.first?.location.line == 2)
    }

    @Test func goingHomeOnIOS13RedrawsInBothAppearancesForTheSnapshots() {
        let only = ["traitCollectionDidChange:", "applicationDidEnterBackground:"]
        #expect(
            lines(Self.plain("ios13", steps: "[launch, home]"), from: 2, only: only) == [
                "AppDelegate applicationDidEnterBackground:", "A traitCollectionDidChange:",
                "A traitCollectionDidChange:",
            ])
        #expect(
            lines(Self.plain("ios12", steps: "[launch, home]"), from: 2, only: only) == [
                "AppDelegate applicationDidEnterBackground:"
            ])
    }

    @Test func anAppearanceChangedInTheBackgroundArrivesOnceTheAppIsInactive() {
        let yaml = Self.plain(
            "ios14", steps: "[launch, home, { traitChange: { userInterfaceStyle: dark } }, foreground]")
        #expect(
            lines(yaml, from: 3) == [
                "AppDelegate applicationWillEnterForeground:", "A traitCollectionDidChange:",
                "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "AppDelegate applicationDidBecomeActive:",
            ])
        let states = trace(yaml)?.cut(from: 4).steps.map(\.appState.rawValue)
        #expect(states == ["inactive", "inactive", "inactive", "inactive", "active"])
    }

    @Test func aCoveredControllerHearsTheAppearanceChangeBeforeItAppearsAgain() {
        let yaml = """
            platform: ios15
            app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: storyboard }, B: { created: storyboard } }
            steps: [launch, { push: B }, { traitChange: { userInterfaceStyle: dark } }, pop]
            log: [A, B]
            """
        #expect(
            lines(yaml, from: 3, only: ["traitCollectionDidChange:", "viewWillAppear:"]) == [
                "B traitCollectionDidChange:", "A traitCollectionDidChange:", "A viewWillAppear:",
            ])
    }

    /// iOS 8-12 announce a controller's first traits in its first layout pass, after
    /// viewWillAppear:, once; iOS 13 does not.
    @Test func iOS8To12AnnounceTheFirstTraitsInTheFirstLayoutPass() {
        let callbacks = ["viewWillAppear:", "traitCollectionDidChange:", "viewWillLayoutSubviews", "viewDidAppear:"]
        #expect(
            lines(Self.plain("ios11", steps: "[launch]"), only: callbacks) == [
                "A viewWillAppear:", "A traitCollectionDidChange:", "A viewWillLayoutSubviews", "A viewDidAppear:",
            ])
        #expect(lines(Self.plain("ios13", steps: "[launch]"), only: ["traitCollectionDidChange:"]).isEmpty)
        #expect(lines(Self.plain("ios7", steps: "[launch]"), only: ["traitCollectionDidChange:"]).isEmpty)
        let navigation = """
            platform: ios12
            app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: storyboard }, B: { created: init } }
            steps: [launch, { push: B }, pop]
            log: [A, B]
            """
        #expect(
            lines(navigation, from: 2, only: ["traitCollectionDidChange:"]) == ["B traitCollectionDidChange:"])
    }

    /// iOS 11+: the root view's safe area reaches the controller before its first layout pass,
    /// and again when an iPhone turns (the status bar and the insets change); not on an iPad's
    /// turn, not before iOS 11, not for a contained child.
    @Test func theSafeAreaArrivesAtFirstLayoutAndWhenAnIPhoneTurns() {
        let callbacks = ["viewWillAppear:", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews"]
        let yaml = Self.plain("ios13", steps: "[launch, rotate]").replacingOccurrences(
            of: "log: [AppDelegate, A, B]", with: "log: [A, C]")
        #expect(
            lines(yaml, only: callbacks) == [
                "A viewWillAppear:", "C viewWillAppear:", "A viewSafeAreaInsetsDidChange", "A viewWillLayoutSubviews",
                "C viewWillLayoutSubviews", "A viewSafeAreaInsetsDidChange", "A viewWillLayoutSubviews",
                "C viewWillLayoutSubviews",
            ])
        let iPad = Self.plain("ios13", device: "iPad", steps: "[launch, rotate]")
        #expect(lines(iPad, from: 2, only: ["viewSafeAreaInsetsDidChange"]).isEmpty)
        #expect(lines(Self.plain("ios10", steps: "[launch, rotate]"), only: ["viewSafeAreaInsetsDidChange"]).isEmpty)
    }

    /// With scenes the same places hold: the snapshots after sceneDidEnterBackground:, the
    /// appearance after sceneWillEnterForeground:.
    @Test func aSceneAppHearsTheAppearanceAfterItsSceneEntersTheForeground() {
        let yaml = """
            platform: ios15
            app: { lifecycle: scenes, window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch, home, { traitChange: { userInterfaceStyle: dark } }, foreground]
            log: [SceneDelegate, A]
            """
        #expect(
            lines(yaml, from: 2) == [
                "SceneDelegate sceneWillResignActive:", "SceneDelegate sceneDidEnterBackground:",
                "A traitCollectionDidChange:", "A traitCollectionDidChange:", "SceneDelegate sceneWillEnterForeground:",
                "A traitCollectionDidChange:", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
                "SceneDelegate sceneDidBecomeActive:",
            ])
    }

    /// An iPad going home from iOS 9 is turned and turned back for the snapshots; an iPhone is
    /// not, nor an iPad before iOS 9, nor one whose root allows only its current orientation.
    @Test func anIPadGoingHomeIsTurnedAndBackForTheSnapshots() {
        let size = ["viewWillTransitionToSize:withTransitionCoordinator:"]
        let twice = Array(repeating: "A viewWillTransitionToSize:withTransitionCoordinator:", count: 2)
        #expect(lines(Self.plain("ios9", device: "iPad", steps: "[launch, home]"), from: 2, only: size) == twice)
        #expect(lines(Self.plain("ios9", steps: "[launch, home]"), from: 2, only: size).isEmpty)
        #expect(lines(Self.plain("ios8", device: "iPad", steps: "[launch, home]"), from: 2, only: size).isEmpty)
        let locked = Self.plain("ios9", device: "iPad", a: ", orientations: portrait", steps: "[launch, home]")
        #expect(lines(locked, from: 2, only: size).isEmpty)
    }

    /// iOS 4 had the three rotation methods but no controller layout pair; before iOS 8 a
    /// presenter covered by a full-screen controller is off screen and hears nothing.
    @Test func beforeIOS8OnlyControllersOnScreenHearTheRotation() {
        let rotation = [
            "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
            "didRotateFromInterfaceOrientation:", "viewWillLayoutSubviews",
        ]
        let ios4 = """
            platform: ios4
            app: { lifecycle: appDelegate, window: code, root: { controller: A } }
            controllers: { A: { created: init } }
            steps: [launch, rotate]
            log: [A]
            """
        #expect(
            lines(ios4, from: 2, only: rotation) == [
                "A willRotateToInterfaceOrientation:duration:", "A willAnimateRotationToInterfaceOrientation:duration:",
                "A didRotateFromInterfaceOrientation:",
            ])
        let covered = Self.plain("ios7", steps: "[launch, { present: { controller: B, style: fullScreen } }, rotate]")
        #expect(
            lines(covered, from: 3, only: rotation) == [
                "B willRotateToInterfaceOrientation:duration:", "B viewWillLayoutSubviews",
                "B willAnimateRotationToInterfaceOrientation:duration:", "B didRotateFromInterfaceOrientation:",
            ])
    }
}
