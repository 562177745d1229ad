import Testing

/// Navigation and tab bar controllers hold their controllers as children from iOS 5, so they
/// send the containment messages Apple documents for `addChildViewController:` and
/// `removeFromParentViewController` (FACTS.md §12). Positions are the engine's inference
/// from that contract; these tests pin them.
@Suite struct ContainerContainmentTests {
    let moves = ["willMoveToParentViewController:", "didMoveToParentViewController:"]

    func navigation(_ platform: String, steps: String, stack: String = "[A]", window: String = "storyboard")
        -> String
    {
        """
        platform: \(platform)
        app: { window: \(window), root: { navigation: \(stack) } }
        controllers:
          A: { created: init }
          B: { created: init, loadView: override }
          C: { created: init }
        steps: \(steps)
        log: [A, B, C]
        """
    }

    @Test(arguments: ["ios11", "ios17.4"])
    func pushAddsTheChildBeforeItsViewLoadsAndFinishesAfterItAppears(_ platform: String) {
        #expect(
            lines(navigation(platform, steps: "[launch, push: B]"), from: 2, only: ["init"] + appearance + moves)
                == [
                    "B init", "B willMoveToParentViewController:", "B loadView", "B viewDidLoad",
                    "A viewWillDisappear:", "B viewWillAppear:", "A viewDidDisappear:", "B viewDidAppear:",
                    "B didMoveToParentViewController:",
                ])
    }

    @Test func pushOnIOS9AddsTheChildBeforeTheTopDisappears() {
        #expect(
            lines(navigation("ios9", steps: "[launch, push: B]"), from: 2, only: appearance + moves).prefix(3) == [
                "B willMoveToParentViewController:", "A viewWillDisappear:", "B loadView",
            ])
    }

    @Test func popRemovesTheChildAroundTheTransitionAndBeforeDealloc() {
        #expect(
            lines(navigation("ios15", steps: "[launch, push: B, pop]"), from: 3, only: appearance + moves + ["dealloc"])
                == [
                    "B willMoveToParentViewController:", "B viewWillDisappear:", "A viewWillAppear:",
                    "B viewDidDisappear:", "A viewDidAppear:", "B didMoveToParentViewController:", "B dealloc",
                ])
    }

    @Test func popToRootRemovesEveryControllerAboveTheRoot() {
        #expect(
            lines(
                navigation("ios15", steps: "[launch, push: B, push: C, popToRoot]"), from: 4,
                only: appearance + moves + ["dealloc"])
                == [
                    "B willMoveToParentViewController:", "C willMoveToParentViewController:", "C viewWillDisappear:",
                    "A viewWillAppear:", "C viewDidDisappear:", "A viewDidAppear:",
                    "B didMoveToParentViewController:", "C didMoveToParentViewController:", "B dealloc", "C dealloc",
                ])
    }

    @Test(arguments: ["storyboard", "code"])
    func launchStackIsAdoptedBeforeAnyViewCallback(_ window: String) {
        #expect(
            lines(
                navigation("ios13", steps: "[launch]", stack: "[A, C]", window: window),
                only: ["init", "viewDidLoad"] + moves)
                == [
                    "A init", "C init", "A willMoveToParentViewController:", "A didMoveToParentViewController:",
                    "C willMoveToParentViewController:", "C didMoveToParentViewController:", "C viewDidLoad",
                ])
    }

    @Test func storyboardRootIsAdoptedAfterItIsUnarchived() {
        let yaml = """
            platform: ios13
            app: { lifecycle: scenes, window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: storyboard } }
            steps: [launch]
            log: [SceneDelegate, A]
            """
        #expect(
            lines(
                yaml,
                only: ["initWithCoder:", "awakeFromNib", "scene:willConnectToSession:options:", "viewDidLoad"] + moves)
                == [
                    "A initWithCoder:", "A awakeFromNib", "A willMoveToParentViewController:",
                    "A didMoveToParentViewController:", "SceneDelegate scene:willConnectToSession:options:",
                    "A viewDidLoad",
                ])
    }

    @Test func tabsAreAdoptedWhenTheTabBarControllerGetsThemAndNotOnSwitching() {
        let yaml = """
            platform: ios14
            app: { window: storyboard, root: { tabs: [A, B] } }
            controllers: { A: { created: storyboard }, B: { created: storyboard } }
            steps: [launch, selectTab: B]
            log: [A, B]
            """
        #expect(
            lines(yaml, only: ["awakeFromNib", "viewDidLoad"] + moves) == [
                "A awakeFromNib", "B awakeFromNib", "A willMoveToParentViewController:",
                "A didMoveToParentViewController:", "B willMoveToParentViewController:",
                "B didMoveToParentViewController:", "A viewDidLoad", "B viewDidLoad",
            ])
    }

    @Test func pushDuringLaunchFinishesAddingAfterTheFirstFrame() {
        let yaml = """
            platform: ios17.4
            app: { lifecycle: scenes, window: code, root: { navigation: [A] } }
            controllers: { A: { created: init }, B: { created: init } }
            steps: [launch, pushDuringLaunch: B]
            log: [B]
            """
        #expect(
            lines(yaml, only: ["init", "viewDidLoad", "viewDidAppear:"] + moves) == [
                "B init", "B willMoveToParentViewController:", "B viewDidLoad", "B viewDidAppear:",
                "B didMoveToParentViewController:",
            ])
    }

    @Test func pushWhileTheNavigationControllerIsCoveredFinishesAtOnce() {
        let yaml = """
            platform: ios12
            app: { window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: init }, B: { created: init }, M: { created: init } }
            steps: [launch, present: { controller: M, style: fullScreen }, push: B, dismiss]
            log: [B]
            """
        #expect(
            lines(yaml, from: 3, only: ["viewDidLoad", "viewDidAppear:"] + moves) == [
                "B willMoveToParentViewController:", "B viewDidLoad", "B didMoveToParentViewController:",
                "B viewDidAppear:",
            ])
    }

    @Test func noContainmentMessagesBeforeIOS5() {
        let yaml = navigation("ios4", steps: "[launch, push: B, pop]", window: "code")
        #expect(lines(yaml, only: moves).isEmpty)
    }
}
