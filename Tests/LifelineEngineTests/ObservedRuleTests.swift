import LifelineEngine
import Testing

/// Rules fixed against real device logs (Content/observations/): each test failed on the
/// engine before its rule was changed.
@Suite struct ObservedRuleTests {
    static let navigation = """
        platform: ios12
        app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
        controllers: { A: { created: storyboard }, B: { created: init } }
        """

    @Test func aControllerRevealedByAPopIsNotLaidOutAgain() {
        let layout = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"]
        let popped = lines(Self.navigation + "\nsteps: [launch, { push: B }, pop]\nlog: [A, B]", from: 3, only: layout)
        #expect(popped.isEmpty)
    }

    @Test func aPresenterRevealedByAFullScreenDismissIsNotLaidOutAgain() {
        let yaml =
            Self.navigation + "\nsteps: [launch, { present: { controller: B, style: fullScreen } }, dismiss]\nlog: [A]"
        #expect(lines(yaml, from: 3, only: ["viewWillLayoutSubviews", "drawRect:"]).isEmpty)
    }

    @Test func aControllerWhoseViewWasReleasedIsLaidOutWhenItComesBack() {
        let yaml = """
            platform: ios12
            app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: storyboard, onMemoryWarning: releaseView }, B: { created: init } }
            steps: [launch, { push: B }, memoryWarning, pop]
            log: [A]
            """
        #expect(
            lines(yaml, from: 4, only: ["viewDidLoad", "viewWillLayoutSubviews"]) == [
                "A viewDidLoad", "A viewWillLayoutSubviews",
            ])
    }

    /// Swiping away the one window of an iPad app that supports multiple windows closes its
    /// last window: the scene enters the background and no session is discarded
    /// (ipad-windows-switcher-close-multiwindow-ios13-so-isolution). Without multiple windows,
    /// the same iPad app disconnects and discards as an iPhone app does.
    @Test func swipingAwayTheLastWindowOfAMultipleWindowIPadAppSendsItToTheBackground() {
        func scenario(multipleWindows: Bool, debugger: Bool = false, steps: String) -> String {
            """
            platform: ios13
            device: iPad
            app: { lifecycle: scenes, window: storyboard, root: { controller: A }, multipleWindows: \(multipleWindows), debugger: \(debugger) }
            controllers: { A: { created: storyboard } }
            steps: \(steps)
            log: [AppDelegate, SceneDelegate]
            """
        }
        #expect(
            lines(scenario(multipleWindows: true, steps: "[launch, appSwitcher, kill]"), from: 3) == [
                "SceneDelegate sceneDidEnterBackground:", "AppDelegate applicationWillTerminate:",
            ])
        #expect(
            lines(scenario(multipleWindows: true, debugger: true, steps: "[launch, home, kill]"), from: 3) == [
                "AppDelegate applicationWillTerminate:"
            ])
        #expect(
            lines(scenario(multipleWindows: false, steps: "[launch, appSwitcher, kill]"), from: 3) == [
                "SceneDelegate sceneDidDisconnect:", "AppDelegate application:didDiscardSceneSessions:",
                "AppDelegate applicationWillTerminate:",
            ])
    }

    /// A view that comes back already laid out still hears viewIsAppearing: in the layout pass
    /// of the superview that gains it, before the other controller's viewDidDisappear:
    /// (tabs-switch-there-and-back-viewisappearing-ios17-youn9k), on a tab selected again as on a
    /// pop.
    @Test func aViewThatComesBackHearsViewIsAppearingBeforeTheOtherDisappears() {
        let appearing = ["viewIsAppearing:", "viewDidDisappear:"]
        let tabs = """
            platform: ios17
            app: { lifecycle: scenes, window: storyboard, root: { tabs: [A, B] } }
            controllers: { A: { created: storyboard }, B: { created: storyboard } }
            steps: [launch, { selectTab: B }, { selectTab: A }]
            log: [A, B]
            """
        #expect(lines(tabs, from: 3, only: appearing) == ["A viewIsAppearing:", "B viewDidDisappear:"])
        let popped =
            Self.navigation.replacingOccurrences(of: "ios12", with: "ios17")
            + "\nsteps: [launch, { push: B }, pop]\nlog: [A, B]"
        #expect(lines(popped, from: 3, only: appearing) == ["A viewIsAppearing:", "B viewDidDisappear:"])
    }

    static let onScreen = """
        platform: ios10
        app: { lifecycle: appDelegate, window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard } }
        views: { V: { created: frame } }
        """

    @Test func aViewAddedToAViewOnScreenHearsOfTheWindowFirst() {
        let yaml = Self.onScreen + "\nsteps: [launch, { addSubview: { view: V, to: A } }]\nlog: [V]"
        let moves = ["willMoveToWindow:", "willMoveToSuperview:", "didMoveToWindow", "didMoveToSuperview"]
        #expect(lines(yaml, from: 2, only: moves) == moves.map { "V \($0)" })
    }

    @Test func aRemovedViewThatNoLaterStepUsesIsDeallocated() {
        let removed =
            Self.onScreen
            + "\nsteps: [launch, { addSubview: { view: V, to: A } }, { removeFromSuperview: V }]\nlog: [V]"
        #expect(lines(removed, from: 3).suffix(2) == ["V didMoveToSuperview", "V dealloc"])
        let kept =
            Self.onScreen
            + "\nsteps: [launch, { addSubview: { view: V, to: A } }, { removeFromSuperview: V }, { addSubview: { view: V, to: A } }]\nlog: [V]"
        #expect(!lines(kept).contains("V dealloc"))
    }

    @Test(arguments: [("ios7", true), ("ios7.1", true), ("ios6", false), ("ios9", false), ("ios13", false)])
    func onIOS7TheFirstLayoutPassRunsBeforeActivation(_ platform: String, _ layoutFirst: Bool) throws {
        let yaml = """
            platform: \(platform)
            app: { lifecycle: appDelegate, window: code, root: { controller: A } }
            controllers: { A: { created: init } }
            steps: [launch]
            """
        let order = lines(yaml, only: ["viewWillLayoutSubviews", "applicationDidBecomeActive:"])
        let expected = ["A viewWillLayoutSubviews", "AppDelegate applicationDidBecomeActive:"]
        #expect((order == expected) == layoutFirst, "\(order)")
    }

    /// Apple, awakeFromNib: every object of an archive is connected before any is woken, a
    /// controller archived with its view included; its viewDidLoad waits for the view's use.
    @Test func aControllerArchivedInAXibWithItsViewWakesBeforeViewDidLoad() {
        let yaml = """
            platform: ios13
            app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
            controllers: { A: { created: storyboard }, N: { created: nib, loadView: override } }
            views: { NView: { created: nib, viewOf: N } }
            steps: [launch, { push: N }]
            log: [N, NView]
            """
        let creation = ["initWithCoder:", "awakeFromNib", "loadView", "viewDidLoad"]
        #expect(
            lines(yaml, from: 2, only: creation) == [
                "N initWithCoder:", "NView initWithCoder:", "NView awakeFromNib", "N awakeFromNib", "N viewDidLoad",
            ])
    }
}
