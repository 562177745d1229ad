/// What UIKit did on a given iOS version. Each query names the fact it models; a query whose
/// switch point is an inference says so.
extension Platform {
    /// Scenes (`UISceneDelegate`) exist from iOS 13 (FACTS.md §3, Apple "Managing your app's
    /// life cycle").
    public var hasScenes: Bool { major >= 13 }

    /// The dark appearance (`UIUserInterfaceStyleDark` as a system setting) arrived in iOS 13
    /// (Apple, "Supporting Dark Mode in your interface").
    public var hasDarkAppearance: Bool { major >= 13 }

    /// From iOS 8 a rotation is a size transition (`viewWillTransitionToSize:…`, with
    /// `willTransitionToTraitCollection:…` when the size classes change); before, controllers
    /// heard `willRotate…`, `willAnimateRotation…` and `didRotate…` (Apple, UIContentContainer;
    /// the iOS 8 deprecation of the rotation methods).
    public var rotatesBySizeTransition: Bool { major >= 8 }

    /// Before iOS 6 a tab bar controller turned only to an orientation all its tabs accepted
    /// (Apple's tab bar controller guide of that time); the iOS 6 release notes say containers
    /// no longer consult their children, and the tab bar controller's own default allows every
    /// orientation.
    public var tabBarControllerAsksEveryTab: Bool { major < 6 }

    /// iOS 8-12 told a controller its first trait collection with `traitCollectionDidChange:`
    /// (previous collection nil) in the first layout pass after it entered a window
    /// (procrastinative.ninja, iOS 11.4: after `viewWillAppear:`, from the layout pass). iOS 13
    /// gives controllers their traits before they join the hierarchy, without the call
    /// (Apple, iOS 13 release notes on trait prediction).
    public var announcesFirstTraits: Bool { (8...12).contains(major) }

    /// Safe areas (`safeAreaInsets`, `viewSafeAreaInsetsDidChange`) arrived in iOS 11 (Apple,
    /// viewSafeAreaInsetsDidChange()).
    public var hasSafeArea: Bool { major >= 11 }

    /// When an app goes to the background, iOS 13 and later redraws it in the other
    /// appearance and back, to take a snapshot of each for the app switcher: its controllers
    /// hear `traitCollectionDidChange:` twice (stackoverflow.com/questions/63372828, iOS 13-14).
    public var snapshotsBothAppearances: Bool { major >= 13 }

    /// From iOS 9 an iPad app going to the background is laid out in the other orientation and
    /// back, for the switcher's snapshots, so its controllers hear two size transitions (radar
    /// 23010208, iOS 9; mozilla-mobile/firefox-ios#1949, 2016). Later versions are assumed to
    /// keep doing it (inference).
    public var snapshotsBothOrientationsOnIPad: Bool { major >= 9 }

    /// `viewIsAppearing:` can be overridden from iOS 13: Apple's page lists 13.0+ and it runs
    /// there when built with Xcode 15 or later (FACTS.md §8 and §15.8). Posts that say "new in
    /// iOS 17" describe the SDK, not the runtime.
    public var hasViewIsAppearing: Bool { major >= 13 }

    /// Before iOS 6 the default `didReceiveMemoryWarning` released the view of a controller
    /// that had no superview and then called `viewDidUnload` (FACTS.md §6; seeds 003, 004).
    public var unloadsViewsOnMemoryWarning: Bool { major < 6 }

    /// `viewWillUnload` existed only in iOS 5 (`NS_DEPRECATED_IOS(5_0,6_0)`, seed 000).
    public var hasViewWillUnload: Bool { major == 5 }

    /// The lock button: iOS 4 only resigned active; from iOS 5 the app enters the background
    /// (FACTS.md §2 "Lock button", §15.11).
    public var lockEntersBackground: Bool { major >= 5 }

    /// View-controller containment (`addChildViewController:`) arrived in iOS 5 (FACTS.md §12,
    /// the iOS 5 UIViewController.h comment).
    public var hasContainment: Bool { major >= 5 }

    /// Storyboards (`UIStoryboard`, `UIMainStoryboardFile`) arrived in iOS 5 (Apple,
    /// UIStoryboard: iOS 5.0+; FACTS.md §4 quotes the iOS 5-7 era launch text). Before that a
    /// window and its controllers came from code or a nib.
    public var hasStoryboards: Bool { major >= 5 }

    /// The interactive edge-swipe back gesture arrived in iOS 7 (FACTS.md §9).
    public var hasInteractivePop: Bool { major >= 7 }

    /// Sheets that leave the presenter in place exist on iPhone from iOS 13; before that a page
    /// or form sheet adapted to full screen in compact width (FACTS.md §10).
    public var hasCardSheets: Bool { major >= 13 }

    /// The style `present` uses when the scenario names none: `.automatic` resolves to a page
    /// sheet from iOS 13 and to a form sheet from iOS 18; before iOS 13 the default was full
    /// screen (FACTS.md §10, Apple UIModalPresentationStyle.automatic).
    public var defaultPresentationStyle: PresentationStyle {
        if major >= 18 { return .formSheet }
        return major >= 13 ? .pageSheet : .fullScreen
    }

    /// Whether a push reads the new controller's view (so `loadView`/`viewDidLoad` run) before
    /// the top controller's `viewWillDisappear:`.
    ///
    /// Logs from 2018 on (iOS 11 to 17.4, seed 001) load first; the 2016 device log of seed 000
    /// (iOS 9) and blog.csdn.net/wf96390 put `viewWillDisappear:` first on iOS 9, while the
    /// same post says iOS 8 and earlier loaded first (FACTS.md §9, §15.1). iOS 10 has no log
    /// either way; it is grouped with iOS 9 because both shipped the same navigation
    /// transition code before iOS 11 rewrote the navigation bar (inference).
    public var pushLoadsViewBeforeDisappear: Bool { !(9..<11).contains(major) }

    /// Whether a navigation or tab bar controller loads and shows its visible child only in
    /// its first layout pass, rather than as soon as its own view enters the window.
    ///
    /// Seed 000 (iOS 9) shows the root content loading after `applicationDidBecomeActive:`, at
    /// the first layout; a report names iOS 18.0-18.2 for a push issued in the launch turn
    /// leaving the first controller unloaded, which is the same deferral, and the rule covers
    /// exactly that range. iOS 10 is grouped with iOS 9 (inference); iOS 11-17 show the child
    /// at once (VAndrJ/awesome-apple-bugs, iOS 17.4: the root got `viewWillAppear:` before the
    /// push); nothing is known of 18.3 and later, which keep the iOS 17 behaviour.
    public var containersDeferContentToLayout: Bool {
        (9..<11).contains(major) || (major == 18 && minor <= 2)
    }

    /// Whether a cold launch delivers `applicationDidBecomeActive:` (or the scene activation)
    /// before the first frame is committed, i.e. before the root's `viewDidAppear:`.
    ///
    /// matt (stackoverflow.com/a/66605799, FACTS.md §4): originally `viewWillAppear:` →
    /// `applicationDidBecomeActive:` → `viewDidAppear:`; iOS 8 flipped it, iOS 9 flipped it
    /// back, iOS 11 flipped it again. From iOS 13 every app runs on the scene machinery, and
    /// scene logs (Lemonbrush's notes, FACTS.md §15.5) put `sceneDidBecomeActive:` before
    /// `viewDidAppear:`; the engine applies that order to iOS 13+ apps without scenes too
    /// (inference).
    public var activatesBeforeFirstCommit: Bool { !(major == 8 || (11...12).contains(major)) }

    /// Whether, when activation comes before the first commit, the first layout pass still
    /// runs before it, so that only `viewDidAppear:` waits for activation.
    ///
    /// A console log on iOS 7.1.2 (a storyboard root in a navigation controller) reads
    /// `viewWillAppear:`, the layout pair, `applicationDidBecomeActive:`, `viewDidAppear:`.
    /// iOS 7.0 is grouped with 7.1 (inference); no log shows the layout pair beside activation
    /// on iOS 4-6, 9-10 or 13 and later.
    public var laysOutBeforeActivation: Bool { major == 7 }

    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` exist from iOS 5 (seed 000:
    /// `NS_AVAILABLE_IOS(5_0)`).
    public var hasControllerLayoutCallbacks: Bool { major >= 5 }

    /// `application:willFinishLaunchingWithOptions:` exists from iOS 6 (Apple,
    /// UIApplicationDelegate; state restoration arrived in iOS 6).
    public var hasWillFinishLaunching: Bool { major >= 6 }

    /// Controllers whose views are added without containment get appearance callbacks from
    /// their view entering a window only from iOS 5, when UIKit began forwarding appearance
    /// (FACTS.md §12 observed the child's `viewDidAppear:` before the parent's; inference for
    /// the iOS 5 switch point, which is when appearance forwarding was introduced).
    public var forwardsAppearanceToOrphanViews: Bool { major >= 5 }
}
