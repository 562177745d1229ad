import Testing

/// Push, pop and popToRoot across the versions where their order changed (FACTS.md §9).
@Suite struct NavigationTests {
    func scenario(_ platform: String, steps: String, stack: String = "[A]") -> String {
        """
        platform: \(platform)
        app: { window: storyboard, root: { navigation: \(stack) } }
        controllers:
          A: { created: storyboard }
          B: { created: init, loadView: override }
          C: { created: init }
        steps: \(steps)
        log: [A, B, C]
        """
    }

    @Test(arguments: ["ios9", "ios10"])
    func pushOnIOS9And10LoadsTheViewAfterTheTopDisappears(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: "[launch, push: B]"), from: 2, only: appearance) == [
                "A viewWillDisappear:", "B loadView", "B viewDidLoad", "B viewWillAppear:", "A viewDidDisappear:",
                "B viewDidAppear:",
            ])
    }

    @Test(arguments: ["ios7", "ios8", "ios11", "ios13", "ios17.4"])
    func pushElsewhereLoadsTheViewFirst(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: "[launch, push: B]"), from: 2, only: appearance) == [
                "B loadView", "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:",
                "B viewDidAppear:",
            ])
    }

    @Test func popDeallocatesThePoppedControllerAfterTheTransition() {
        #expect(
            lines(scenario("ios15", steps: "[launch, push: B, pop]"), from: 3, only: appearance + ["dealloc"]) == [
                "B viewWillDisappear:", "A viewWillAppear:", "B viewDidDisappear:", "A viewDidAppear:", "B dealloc",
            ])
    }

    @Test func popToRootSkipsTheMiddleControllersAppearance() {
        #expect(
            lines(
                scenario("ios15", steps: "[launch, push: B, push: C, popToRoot]"), from: 4,
                only: appearance + ["dealloc"])
                == [
                    "C viewWillDisappear:", "A viewWillAppear:", "C viewDidDisappear:", "A viewDidAppear:", "B dealloc",
                    "C dealloc",
                ])
    }

    @Test func onlyTheTopControllerOfALaunchStackLoads() {
        #expect(
            lines(scenario("ios14", steps: "[launch]", stack: "[A, C]"), only: ["viewDidLoad"]) == ["C viewDidLoad"])
    }

    @Test func cancelledInteractivePopReappearsTheTopController() {
        #expect(
            lines(scenario("ios12", steps: "[launch, push: B, interactivePopCancelled]"), from: 3, only: appearance)
                == [
                    "B viewWillDisappear:", "A viewWillAppear:", "A viewWillDisappear:", "A viewDidDisappear:",
                    "B viewWillAppear:", "B viewDidAppear:",
                ])
    }

    @Test func viewIsAppearingFallsBetweenWillAppearAndTheLayoutFromIOS13() {
        #expect(
            lines(scenario("ios16", steps: "[launch, push: C]"), from: 2, only: nil).filter { $0.hasPrefix("C view") }
                == [
                    "C viewDidLoad", "C viewWillAppear:", "C viewSafeAreaInsetsDidChange", "C viewIsAppearing:",
                    "C viewWillLayoutSubviews", "C viewDidLayoutSubviews", "C viewDidAppear:",
                ])
        #expect(!lines(scenario("ios12", steps: "[launch, push: C]")).contains("C viewIsAppearing:"))
    }

    func launchPush(_ platform: String, window: String) -> String {
        """
        platform: \(platform)
        app: { lifecycle: scenes, window: \(window), root: { navigation: [A] } }
        controllers: { A: { created: storyboard }, B: { created: init } }
        steps: [launch, pushDuringLaunch: B]
        log: [A, B]
        """
    }

    /// FACTS.md §9: observed on iOS 17.4; earlier scene-era versions and storyboard windows
    /// by inference.
    @Test(arguments: ["ios13", "ios16", "ios17.4"], ["code", "storyboard"])
    func pushDuringLaunchGivesTheRootAnUnfinishedAppearance(_ platform: String, window: String) {
        #expect(
            lines(launchPush(platform, window: window), only: appearance + ["viewIsAppearing:"]).filter {
                $0.hasPrefix("A ")
            } == [
                "A viewDidLoad", "A viewWillAppear:", "A viewIsAppearing:", "A viewWillDisappear:",
                "A viewDidDisappear:",
            ])
    }

    @Test(arguments: ["code", "storyboard"])
    func pushDuringLaunchOnIOS17ShowsThePushedControllerAfterTheRootLeaves(_ window: String) {
        #expect(
            lines(launchPush("ios17.4", window: window), only: appearance + ["viewIsAppearing:"]).filter {
                $0.hasPrefix("B ")
            } == ["B viewDidLoad", "B viewWillAppear:", "B viewIsAppearing:", "B viewDidAppear:"])
    }

    /// FACTS.md §9: observed on iOS 18.0-18.2; the rest of iOS 18 by inference.
    @Test(arguments: ["ios18", "ios18.2"], ["code", "storyboard"])
    func pushDuringLaunchOnIOS18NeverLoadsTheRoot(_ platform: String, window: String) {
        #expect(
            lines(launchPush(platform, window: window), only: appearance) == [
                "B viewDidLoad", "B viewWillAppear:", "B viewDidAppear:",
            ])
    }

    @Test func pushDuringLaunchWithAStoryboardCreatesThePushedControllerBeforeTheWindowShows() {
        let result = lines(launchPush("ios17.4", window: "storyboard"), only: ["init", "viewDidLoad"])
        #expect(result == ["B init", "A viewDidLoad", "B viewDidLoad"])
    }
}
