/// The registry of rules: what each ordering or version-dependent rule of the simulation rests
/// on. Observation ids name files in `Content/observations/`.
extension EngineRule {
    static let apple = "https://developer.apple.com/documentation/uikit/"

    public static let all: [EngineRule] =
        [
            EngineRule(
                id: "app-state-transitions",
                summary: "Each change of application state reaches the app delegate as the documented pair of "
                    + "callbacks: resign active before entering the background, enter the foreground before becoming active.",
                actions: [
                    "launch", "home", "foreground", "lock", "unlock", "interruption", "interruptionEnd", "appSwitcher",
                ],
                // With scenes the same pairs reach the scene delegate: `scene-life-cycle`, with its own logs.
                lifecycle: .appDelegate,
                observations: [
                    "app-states-launch-home-foreground-lock-ios12-seed002", "app-states-ios11-regularberry-home",
                    "app-states-ios11-regularberry-foreground", "app-states-ios11-regularberry-system-alert",
                    "app-states-ios12-sfios-launch-home-return", "app-states-interruption-ios12-seed002",
                    "launch-home-foreground-ios9-seed000", "launch-ios11-regularberry-cold-launch",
                    "app-states-ios7-sim-launch-home", "app-states-ios8-onmyway133-notification-control-center",
                    "app-states-ios9-forin-banner-interruption",
                ],
                documentation: [
                    .init("Apple: Managing your app's life cycle", apple + "managing-your-app-s-life-cycle")
                ]),
            EngineRule(
                id: "lock-enters-background",
                summary:
                    "From iOS 5 the lock button sends the app to the background; on iOS 4 it only resigned active.",
                actions: ["lock", "unlock"],
                observations: ["app-states-ios4-so-lock-vs-home", "app-states-ios5-so-lock-vs-home"]),
            EngineRule(
                id: "scene-life-cycle",
                summary: "With scenes (iOS 13+) foreground and background changes reach the scene delegate, and the "
                    + "app delegate keeps launch and termination.",
                actions: [
                    "launch", "home", "foreground", "lock", "unlock", "interruption", "interruptionEnd", "appSwitcher",
                    "kill",
                ],
                platforms: .majors(13),
                lifecycle: .scenes,
                observations: [
                    "scenes-ios13-miyablo-launch-home-return", "scenes-forum732170-slow-kill",
                    "scenes-launch-home-return-ios14-pgzxc", "scenes-launch-window-in-code-ios14-coderzsq",
                    "scenes-launch-app-delegate-callbacks-unused-ios16-wtrmiya",
                    "scenes-return-app-delegate-callbacks-unused-ios16-wtrmiya",
                    "scenes-lock-aod-off-ios16-phillip5094",
                ],
                documentation: [.init("Apple: UISceneDelegate", apple + "uiscenedelegate")]),
            EngineRule(
                id: "kill-while-minimizing",
                summary: "An app swiped away right after being minimized disconnects its scene without entering the "
                    + "background; UIKit then connects a second scene that enters the foreground and the background.",
                actions: ["killWhileMinimizing"], platforms: .majors(13),
                lifecycle: .scenes,
                observations: ["scenes-forum732170-fast-minimize-kill"],
                inference: "One log from 2023 (iOS 16-17); the second scene's connection and the end of the process "
                    + "are not in it, and other versions are assumed to behave alike."),
            EngineRule(
                id: "kill-while-minimizing-without-scenes",
                summary: "An app without scenes swiped away right after being minimized resigns active, enters the "
                    + "foreground again, enters the background, tears down its windows and gets "
                    + "applicationWillTerminate:.",
                actions: ["killWhileMinimizing"],
                lifecycle: .appDelegate,
                observations: ["app-states-forum732170-app-delegate-fast-minimize-kill"],
                inference: "One sentence from 2023 (iOS 16-17) gives only applicationWillEnterForeground: before "
                    + "applicationDidEnterBackground:; the rest follows an app swiped away from the switcher while it "
                    + "runs, and other versions are assumed to behave alike."),
            EngineRule(
                id: "kill-running-app-terminates",
                summary: "An app swiped away while it still runs (inactive in the switcher) gets "
                    + "applicationWillTerminate: after its windows are torn down; with scenes the windows go after "
                    + "sceneDidDisconnect: and application:didDiscardSceneSessions: (on an iPad app with multiple "
                    + "windows, see kill-last-window-of-multiple-window-ipad-app).",
                actions: ["kill"], iPadWithMultipleWindows: false,
                observations: [
                    "app-states-switcher-kill-ios9-seed000", "app-states-ios9-so-kill-while-inactive",
                    "app-states-ios12-itread-kill-from-foreground", "scenes-sheet-switcher-kill-ios16-sbpark88",
                    "scenes-fullscreen-switcher-kill-ios16-sbpark88",
                    "app-states-ios8-sim-switcher-kill-single-background",
                    "ipad-windows-switcher-close-single-window-ios13-so-isolution",
                ],
                documentation: [
                    .init(
                        "Apple: applicationWillTerminate(_:)",
                        apple + "uiapplicationdelegate/applicationwillterminate(_:)")
                ]),
            EngineRule(
                id: "suspended-app-dies-silently",
                summary:
                    "An app is suspended right after entering the background; killing a suspended app runs no code.",
                actions: ["kill", "home", "suspend"],
                observations: ["app-states-ios9-so-kill-after-home", "app-states-ios12-itread-kill-from-foreground"],
                documentation: [
                    .init(
                        "Apple: applicationWillTerminate(_:)",
                        apple + "uiapplicationdelegate/applicationwillterminate(_:)")
                ]),
            EngineRule(
                id: "debugger-prevents-suspension",
                summary: "Under Xcode's debugger the app is never suspended, so a kill after the home button still "
                    + "delivers the termination callbacks.",
                actions: ["kill", "home"],
                observations: ["scenes-ios13-miyablo-kill-after-home", "scenes-kill-after-home-ios14-pgzxc"]),
            EngineRule(
                id: "activation-before-first-frame",
                summary: "A cold launch delivers applicationDidBecomeActive: (or scene activation) before the root's "
                    + "viewDidAppear: except on iOS 8, 11 and 12, where the first frame comes first.",
                actions: ["launch"],
                observations: [
                    "launch-ios7-flatiron-root-vc-fresh-launch", "launch-ios7-uso400-nav-home-foreground",
                    "launch-home-foreground-ios9-seed000",
                ],
                inference: "The iOS 8 and iOS 11-12 order comes from a developer's account of the versions "
                    + "(stackoverflow.com/a/66605799), not from a log the project keeps; iOS 13+ apps without scenes are "
                    + "grouped with scene apps."),
            EngineRule(
                id: "layout-before-activation-ios7",
                summary: "On iOS 7 the launch's first layout pass runs before applicationDidBecomeActive:; only "
                    + "viewDidAppear: waits for it.",
                actions: ["launch"],
                callbacks: [
                    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "applicationDidBecomeActive:",
                ], platforms: .majors(7, 7),
                observations: ["launch-ios7-uso400-nav-home-foreground"],
                inference: "Logged on iOS 7.1.2; iOS 7.0 is grouped with it."),
            EngineRule(
                id: "containers-defer-content-ios9-10",
                summary: "On iOS 9-10 a navigation or tab bar controller loads its visible child only in its first "
                    + "layout pass, after activation.",
                actions: ["launch", "pushDuringLaunch"], platforms: .majors(9, 10),
                observations: ["launch-home-foreground-ios9-seed000"],
                inference: "iOS 10 is grouped with iOS 9."),
            EngineRule(
                id: "containers-defer-content-ios18",
                summary: "On iOS 18.0-18.2 a push issued in the launch turn leaves the first controller of a "
                    + "navigation controller unloaded: it receives no callback at all.",
                actions: ["launch", "pushDuringLaunch"], platforms: Platform(major: 18)...Platform(major: 18, minor: 2),
                inference: "Known from a report with screenshots (VAndrJ/awesome-apple-bugs), not from a log the "
                    + "project keeps."),
            EngineRule(
                id: "push-loads-view-first",
                summary: "A push reads the new controller's view, so its loadView and viewDidLoad come before the "
                    + "top controller's viewWillDisappear:, except on iOS 9-10.",
                actions: ["push"], callbacks: ["loadView", "viewDidLoad", "viewWillDisappear:"],
                observations: [
                    "navigation-push-ios5-vastdevblog", "navigation-push-pop-ios13-seed001",
                    "navigation-push-memwarn-pop-ios12-vineetchoudhary",
                ],
                inference: "iOS 10 is grouped with iOS 9, whose logs load the view after viewWillDisappear:."),
            EngineRule(
                id: "push-disappears-first-ios9-10",
                summary: "On iOS 9-10 the top controller's viewWillDisappear: comes before the pushed controller "
                    + "loads its view.",
                actions: ["push"], callbacks: ["loadView", "viewDidLoad", "viewWillDisappear:"],
                platforms: .majors(9, 10),
                observations: ["navigation-push-pop-ios9-seed000"],
                inference: "iOS 10 has no log either way."),
            EngineRule(
                id: "navigation-appearance-order",
                summary: "A push or pop interleaves the two controllers' appearance callbacks: will-disappear, "
                    + "will-appear, did-disappear, did-appear; the popped controller is deallocated afterwards.",
                actions: ["push", "pop", "popToRoot"],
                observations: [
                    "navigation-push-pop-ios9-seed000", "navigation-push-pop-ios13-seed001",
                    "navigation-back-pop-release-ios7-so18927878",
                    "creation-pushed-storyboard-vc-loadview-to-deinit-kingcos",
                    "navigation-push-pop-appear-order-cyrus-jianshu", "navigation-push-push-pop-pop-ios13-ppabner",
                ]),
            EngineRule(
                id: "revealed-view-keeps-layout",
                summary: "A controller revealed by a pop or a dismissal is not laid out again: its view comes back "
                    + "with the bounds it had.",
                actions: ["pop", "popToRoot", "dismiss"],
                callbacks: ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "drawRect:"],
                observations: ["navigation-push-memwarn-pop-ios12-vineetchoudhary"]),
            EngineRule(
                id: "interactive-pop-cancelled",
                summary: "A cancelled edge-swipe back gives both controllers will-callbacks and then the reverse, "
                    + "with no viewDidAppear: for the one that never appeared.",
                actions: ["interactivePopCancelled"], platforms: .majors(7),
                observations: ["navigation-swipe-pop-cancelled-ios7-so18927878"],
                inference: "The kept log covers the top controller only. That the revealed controller hears "
                    + "viewWillDisappear: and viewDidDisappear: after the cancel rests on a 2014 account; the one kept "
                    + "log of it (an iOS 14 run from a 2021 post, kept as disputed) shows neither."),
            EngineRule(
                id: "full-screen-presentation",
                summary: "A full-screen presentation removes the presenter's view: it hears the disappear pair, and "
                    + "the appear pair again on dismissal, after the presented controller's viewDidAppear: and "
                    + "before its viewDidDisappear:.",
                actions: ["present", "dismiss"],
                observations: [
                    "presentation-present-dismiss-ios9-seed000", "presentation-fullscreen-ios12-eunyuni",
                    "presentation-fullscreen-ios13-jinnify", "presentation-fullscreen-ios16-betterhee",
                    "presentation-presenter-animated-ios7-radar18246020",
                    "presentation-presenter-animated-ios8-radar18246020", "presentation-fullscreen-table-ios16-juejin",
                    "presentation-default-modal-ios11-leefilll", "presentation-fullscreen-unwind-ios13-yagamo",
                ]),
            EngineRule(
                id: "sheets-keep-the-presenter",
                summary: "From iOS 13 a page or form sheet, and the default style, leave the presenter in the window: "
                    + "it hears no disappear or appear callbacks.",
                actions: ["present", "dismiss", "sheetDismissCancelled"], platforms: .majors(13),
                observations: [
                    "presentation-default-sheet-ios16-betterhee", "presentation-sheet-swipe-cancelled-ios17-rudin",
                    "presentation-form-sheet-table-ios16-juejin", "presentation-page-sheet-table-ios16-juejin",
                    "presentation-default-sheet-ios13-leefilll", "presentation-sheet-unwind-ios13-yagamo",
                ],
                documentation: [
                    .init("Apple: UIModalPresentationStyle.pageSheet", apple + "uimodalpresentationstyle/pagesheet")
                ]),
            EngineRule(
                id: "over-full-screen-keeps-the-presenter",
                summary: "An overFullScreen presentation leaves the presenter's view in the window, so it hears "
                    + "no disappear callbacks.",
                actions: ["present", "dismiss"],
                observations: ["presentation-overfullscreen-ios16-betterhee"],
                documentation: [
                    .init(
                        "Apple: UIModalPresentationStyle.overFullScreen",
                        apple + "uimodalpresentationstyle/overfullscreen")
                ]),
            EngineRule(
                id: "view-is-appearing",
                summary: "viewIsAppearing: runs once per appearance, after viewWillAppear: and the layout of the "
                    + "view by its superview, before viewDidAppear: (iOS 13+ when built with Xcode 15). A view that "
                    + "comes back at the size it was laid out at (a tab selected again, a controller revealed by a "
                    + "pop) is not laid out again, but its superview is: the call comes in that pass, before the "
                    + "other controller's viewDidDisappear:.",
                actions: ["launch", "push", "pop", "present", "dismiss", "selectTab", "pushDuringLaunch", "addChild"],
                callbacks: ["viewIsAppearing:"],
                platforms: .majors(13),
                observations: [
                    "presentation-fullscreen-viewisappearing-ios17-rudin",
                    "tabs-switch-there-and-back-viewisappearing-ios17-youn9k",
                ],
                documentation: [.init("Apple: viewIsAppearing(_:)", apple + "uiviewcontroller/viewisappearing(_:)")],
                inference: "No kept log shows viewIsAppearing: beside the layout pair, nor on a pop: the pop follows "
                    + "the tab selected again."),
            EngineRule(
                id: "tab-switch",
                summary: "Selecting a tab loads the new controller's view the first time, then, unlike a push, "
                    + "sends the new controller viewWillAppear: before the old one viewWillDisappear:; the old "
                    + "controller's viewDidDisappear: comes before the new one's viewDidAppear:.",
                actions: ["selectTab"],
                observations: [
                    "tabs-switch-first-time-pgzxc", "tabs-switch-first-time-swift-ticklecode",
                    "tabs-viewdidload-first-visit-only-daheenallwhite", "tabs-switch-back-and-forth-stated-csdndocs",
                    "tabs-switch-to-table-tab-ios10-radar32106539", "tabs-switch-there-and-back-yybase-ecomnet",
                    "tabs-switch-there-and-back-viewisappearing-ios17-youn9k",
                ]),
            EngineRule(
                id: "archive-creation",
                summary: "A controller or view from a storyboard or nib is created with initWithCoder: and woken with "
                    + "awakeFromNib; one made in code goes through init and initWithNibName:bundle: (a view through "
                    + "initWithFrame:).",
                actions: ["launch", "push", "present", "selectTab", "addChild", "addSubview"],
                callbacks: ["initWithCoder:", "awakeFromNib", "init", "initWithNibName:bundle:", "initWithFrame:"],
                observations: [
                    "creation-storyboard-and-nib-ios13-seed001", "creation-ib-custom-view-coder-awake-kingcos-2016",
                    "creation-ib-custom-view-coder-awake-eggisworld-2018",
                    "creation-xib-init-funnels-nibname-jianshu-2019",
                    "creation-code-custom-view-frame-only-eggisworld-2018",
                    "launch-storyboard-root-initwithcoder-before-didfinish-ios9-lkshine",
                ],
                documentation: [
                    .init(
                        "Apple: awakeFromNib()",
                        "https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib")
                ]),
            EngineRule(
                id: "nib-loading-is-two-phase",
                summary: "Every object of an archive is created and connected before any of them gets awakeFromNib, "
                    + "a controller archived with its view included; its viewDidLoad waits for the view's first use.",
                actions: ["launch", "push", "present", "selectTab", "addChild"],
                callbacks: ["initWithCoder:", "awakeFromNib", "loadView", "viewDidLoad"],
                documentation: [
                    .init(
                        "Apple: awakeFromNib()",
                        "https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib")
                ],
                inference: "When a controller archived with its view gets viewDidLoad is not shown by a kept log."),
            EngineRule(
                id: "memory-warning-order",
                summary: "A memory warning reaches the app delegate first, then every live controller in the order "
                    + "they were created.",
                actions: ["memoryWarning"],
                observations: [
                    "memory-warning-pop-reload-ios9-seed000", "memory-appdelegate-then-stack-order-jianshu",
                    "navigation-push-memwarn-pop-ios12-vineetchoudhary",
                    "memory-appdelegate-before-controller-jianshu-d9de",
                ]),
            EngineRule(
                id: "views-unloaded-before-ios6",
                summary: "Before iOS 6 a memory warning released the view of a controller not on screen, with "
                    + "viewWillUnload (iOS 5) and viewDidUnload.",
                actions: ["memoryWarning"], callbacks: ["viewWillUnload", "viewDidUnload", "viewDidLoad", "loadView"],
                platforms: .majors(4, 5),
                observations: ["memory-unload-on-warning-ios5-seed004"],
                documentation: [
                    .init("Apple: viewDidUnload (deprecated in iOS 6)", apple + "uiviewcontroller/viewdidunload()")
                ]),
            EngineRule(
                id: "view-joins-window-with-controller",
                summary: "A subview added in viewDidLoad joins its superview at once and the window only when the "
                    + "controller's view does, after viewWillAppear:; it leaves the window in the disappearance and "
                    + "its superview when the controller is deallocated.",
                actions: ["launch", "push", "pop", "present", "dismiss"],
                callbacks: [
                    "willMoveToWindow:", "didMoveToWindow", "willMoveToSuperview:", "didMoveToSuperview",
                    "layoutSubviews",
                    "dealloc",
                ],
                observations: [
                    "views-subview-appear-ios13-seed001", "views-subview-disappear-ios13-seed001",
                    "views-launch-subview-drawrect-ios9-beankhan",
                ]),
            EngineRule(
                id: "add-to-windowed-superview",
                summary: "A view added to a superview already in a window hears willMoveToWindow: before "
                    + "willMoveToSuperview:, then didMoveToWindow before didMoveToSuperview.",
                actions: ["addSubview"],
                callbacks: [
                    "willMoveToWindow:", "didMoveToWindow", "willMoveToSuperview:", "didMoveToSuperview",
                    "didAddSubview:",
                ],
                observations: [
                    "views-add-remove-windowed-code-ios10-huangchengdu",
                    "views-add-remove-windowed-xib-ios10-huangchengdu",
                ]),
            EngineRule(
                id: "removed-view-is-released",
                summary: "A view removed from its superview that nothing else keeps is deallocated as the removal "
                    + "returns; the window pair of a removal nests inside the superview pair.",
                actions: ["removeFromSuperview"],
                callbacks: [
                    "willMoveToWindow:", "didMoveToWindow", "willMoveToSuperview:", "didMoveToSuperview",
                    "willRemoveSubview:", "removeFromSuperview", "dealloc",
                ],
                observations: [
                    "views-add-remove-windowed-code-ios10-huangchengdu",
                    "views-add-remove-windowed-xib-ios10-huangchengdu",
                ]),
            EngineRule(
                id: "layout-coalescing",
                summary:
                    "Layout requests made in one run-loop turn are coalesced into one layout pass when the turn ends.",
                actions: ["addSubview", "removeFromSuperview", "setNeedsLayout", "runLoop"],
                callbacks: ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "drawRect:"],
                observations: ["views-layout-coalescing-ios13-seed001"],
                documentation: [.init("Apple: setNeedsLayout()", apple + "uiview/setneedslayout()")]),
            EngineRule(
                id: "draw-after-layout",
                summary: "A view that joins a window is drawn (drawRect:) in the same run-loop turn, after the layout "
                    + "pass that sizes it.",
                actions: ["launch", "push", "present", "addSubview", "setNeedsLayout", "runLoop"],
                callbacks: ["layoutSubviews", "drawRect:"],
                observations: [
                    "views-launch-subview-drawrect-ios9-beankhan", "views-launch-drawrect-after-layout-ios8-ecomnet",
                ],
                documentation: [.init("Apple: draw(_:)", apple + "uiview/draw(_:)")]),
            EngineRule(
                id: "containment-forwarding",
                summary: "A child added with addChildViewController: gets willMoveToParentViewController: first and "
                    + "its appearance callbacks forwarded inside its parent's.",
                actions: ["addChild", "removeChild"], platforms: .majors(5),
                documentation: [
                    .init(
                        "Apple: Creating a custom container view controller",
                        apple + "creating-a-custom-container-view-controller")
                ]),
            EngineRule(
                id: "window-levels",
                summary: "Windows stack by level (normal 0, status bar 1000, alert 2000); makeKeyAndVisible makes a "
                    + "window key and puts it in front of its level.",
                actions: ["showWindow", "hideWindow", "launch"],
                callbacks: ["makeKeyAndVisible", "becomeKeyWindow", "resignKeyWindow"],
                documentation: [.init("Apple: UIWindow.Level", apple + "uiwindow/level")]),
            EngineRule(
                id: "window-shown-before-key",
                summary: "makeKeyAndVisible puts the window on screen before it makes it key: the root controller's "
                    + "view loads and joins the window inside the call (viewDidLoad, viewWillAppear:), and "
                    + "becomeKeyWindow comes after.",
                actions: ["launch"],
                callbacks: ["makeKeyAndVisible", "becomeKeyWindow", "viewDidLoad", "viewWillAppear:"],
                observations: [
                    "launch-storyboard-viewdidload-inside-makekey-ios12-sthfun",
                    "launch-window-in-code-viewdidload-inside-makekey-ios6-ruiperes",
                ],
                documentation: [
                    .init("Apple: makeKeyAndVisible()", apple + "uiwindow/makekeyandvisible()")
                ],
                inference: "The logs are call stacks printed from the root's viewDidLoad: it runs inside "
                    + "makeKeyAndVisible, in a step UIKit names _orderFrontWithoutMakingKey (iOS 6 and 7) or "
                    + "_setHidden:forced:. No kept log shows becomeKeyWindow; its place after that step is inferred."),
        ] + rotationAndAppearance + urlsAndNotifications + presentationStyles + customContainerTransition
        + ipadWindows
        + stateRestoration

    /// The rules that order the callbacks of these actions on this version; with `callbacks`,
    /// only those that place one of them, and with `lifecycle`, only those about that life cycle.
    public static func governing(
        _ actions: Set<String>, callbacks: Set<String>? = nil, on platform: Platform? = nil,
        lifecycle: Lifecycle? = nil, iPadWithMultipleWindows: Bool? = nil
    ) -> [EngineRule] {
        all.filter { rule in
            guard !rule.actions.isDisjoint(with: actions), platform.map(rule.platforms.contains) ?? true else {
                return false
            }
            if let lifecycle, let ruleLifecycle = rule.lifecycle, ruleLifecycle != lifecycle { return false }
            if let iPadWithMultipleWindows, let ruleSetup = rule.iPadWithMultipleWindows,
                ruleSetup != iPadWithMultipleWindows
            {
                return false
            }
            guard let callbacks, let placed = rule.callbacks else { return true }
            return !placed.isDisjoint(with: callbacks)
        }
    }
}
