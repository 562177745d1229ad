/// The rules about turning the device and changing the system appearance (FORMAT.md
/// version 2: `rotate`, `traitChange`, `device`, `orientations`, a launch held in landscape).
extension EngineRule {
    static let sizeTransitionCallbacks: Set<String> = [
        "willTransitionToTraitCollection:withTransitionCoordinator:",
        "viewWillTransitionToSize:withTransitionCoordinator:", "traitCollectionDidChange:",
    ]
    static let legacyRotationCallbacks: Set<String> = [
        "willRotateToInterfaceOrientation:duration:", "willAnimateRotationToInterfaceOrientation:duration:",
        "didRotateFromInterfaceOrientation:",
    ]

    static let rotationAndAppearance: [EngineRule] = [
        EngineRule(
            id: "rotation-size-transition",
            summary: "From iOS 8 a controller hears a rotation as a size transition: the trait transition when its "
                + "size classes change, the size transition, the new traits, then a layout pass.",
            actions: ["rotate", "foreground"],
            callbacks: sizeTransitionCallbacks.union(["viewWillLayoutSubviews", "viewDidLayoutSubviews"]),
            platforms: .majors(8),
            observations: ["rotation-iphone-ios12-yagamo", "rotation-background-then-foreground-ios11-level49"],
            documentation: [
                .init(
                    "Apple: viewWillTransition(to:with:)",
                    apple + "uicontentcontainer/viewwilltransition(to:with:)"),
                .init("Apple: willTransition(to:with:)", apple + "uicontentcontainer/willtransition(to:with:)"),
            ],
            inference: "Where traitCollectionDidChange: falls between the size transition and the layout pass is "
                + "not in a log; the logs show the trait transition or the size transition with the layout pair."),
        EngineRule(
            id: "rotation-legacy-callbacks",
            summary: "Before iOS 8 a controller on screen hears willRotate…, is laid out at the new size, then hears "
                + "willAnimateRotation… and didRotate….",
            actions: ["rotate", "launch"], callbacks: legacyRotationCallbacks, platforms: .majors(4, 7),
            observations: ["rotation-launch-landscape-ios5-ipad-so9539676"],
            documentation: [
                .init(
                    "Apple: willRotate(to:duration:)", apple + "uiviewcontroller/willrotate(to:duration:)")
            ],
            inference: "didRotateFromInterfaceOrientation: is not in the log; its place after the animation is "
                + "Apple's description."),
        EngineRule(
            id: "rotation-lays-out-resized-root-views",
            summary: "A rotation ends with one layout pass over the root views of the controllers that heard it; "
                + "subviews that keep their size are not laid out.",
            actions: ["rotate"], callbacks: ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews"],
            observations: [
                "rotation-layout-root-view-only-codingtour", "rotation-iphone-ios12-yagamo",
                "rotation-launch-landscape-ios5-ipad-so9539676",
            ],
            inference: "Views that size their children in layoutSubviews get more passes (two airdron logs, iOS "
                + "14, disputed); the engine does not model them."),
        EngineRule(
            id: "rotation-size-classes-by-device",
            summary: "Turning an iPhone changes its height size class, so controllers hear the trait transition; an "
                + "iPad stays regular in both directions and hears only the size transition.",
            actions: ["rotate"], callbacks: ["willTransitionToTraitCollection:withTransitionCoordinator:"],
            platforms: .majors(8),
            observations: [
                "rotation-background-then-foreground-ios11-level49",
                "rotation-ipad-no-trait-transition-ios8-nomadmonad",
            ],
            documentation: [
                .init(
                    "Apple HIG: Layout (size classes by device)",
                    "https://developer.apple.com/design/human-interface-guidelines/layout")
            ],
            inference: "The iPad half rests on a 2014 summary of iOS 8 and the size-class table; no console log "
                + "of an iPad rotation with these callbacks is stored."),
        EngineRule(
            id: "rotation-reaches-covered-controller-later",
            summary: "A controller covered by a push misses a rotation and hears it just before its next "
                + "viewWillAppear:; an app in the background hears it before it enters the foreground.",
            actions: ["rotate", "pop", "foreground"],
            callbacks: sizeTransitionCallbacks.union(["viewWillAppear:"]), platforms: .majors(8),
            observations: [
                "rotation-covered-then-return-ios11-level49", "rotation-background-then-foreground-ios11-level49",
            ]),
        EngineRule(
            id: "rotation-reaches-presenter",
            summary: "From iOS 8 a presenter covered by a full-screen controller still hears the size transition; "
                + "when the presented controller goes, the presenter's own orientations decide again.",
            actions: ["rotate", "present", "dismiss"], callbacks: sizeTransitionCallbacks, platforms: .majors(8),
            observations: ["rotation-presenter-portrait-only-ios10-onmyway133"]),
        EngineRule(
            id: "rotation-follows-supported-orientations",
            summary: "The interface turns only to an orientation the topmost full-screen controller (or the root) "
                + "supports; a navigation controller allows every orientation whatever its children say.",
            // It decides whether the interface turns, so it places only the turning's callbacks:
            // a claim about a launch's delegate calls does not rest on it.
            actions: ["rotate", "present", "dismiss", "launch"],
            callbacks: sizeTransitionCallbacks.union(legacyRotationCallbacks),
            observations: [
                "rotation-presenter-portrait-only-ios10-onmyway133",
                "rotation-portrait-only-then-modal-ios9-onmyway133",
            ],
            documentation: [
                .init(
                    "Apple: supportedInterfaceOrientations",
                    apple + "uiviewcontroller/supportedinterfaceorientations")
            ]),
        EngineRule(
            id: "containers-answer-for-their-children",
            summary: "A tab's or a child controller's supported orientations never decide: its container answers. "
                + "From iOS 6 a tab bar controller allows every orientation whatever its tabs say; before iOS 6 it "
                + "turned only to an orientation every tab allowed.",
            actions: ["rotate", "present", "dismiss", "launch", "selectTab", "addChild"],
            callbacks: sizeTransitionCallbacks.union(legacyRotationCallbacks),
            documentation: [
                .init(
                    "Apple: iOS 6.0 release notes (autorotation)",
                    "https://developer.apple.com/library/archive/releasenotes/General/RN-iOSSDK-6_0/index.html"),
                // The archive page moves; this 2012 post quotes its autorotation section whole.
                .init(
                    "The iOS 6 release notes' autorotation section, quoted (paraches, 2012)",
                    "https://paraches.hatenadiary.org/entry/20120922"),
                .init(
                    "Apple: supportedInterfaceOrientations",
                    apple + "uiviewcontroller/supportedinterfaceorientations"),
                .init(
                    "Apple: tabBarControllerSupportedInterfaceOrientations(_:)",
                    apple + "uitabbarcontrollerdelegate/tabbarcontrollersupportedinterfaceorientations(_:)"),
            ],
            inference: "Documentation only: no device log of a tab bar controller or a child turning is stored. "
                + "The iOS 6 release notes say containers no longer consult their children; the rule before iOS 6 "
                + "rests on developers' accounts of that time (a 2009 post on blog.costan.us: one tab that refuses "
                + "keeps the tab bar from turning, even while hidden), not on a log."),
        EngineRule(
            id: "rotation-launch-in-landscape",
            summary: "From iOS 8 an app launched in landscape starts at that size without transition callbacks; "
                + "before, it started in portrait and rotated inside its first appearance.",
            actions: ["launch"], callbacks: sizeTransitionCallbacks.union(legacyRotationCallbacks),
            observations: [
                "rotation-launch-landscape-ios11-iphoneplus-level49", "rotation-launch-landscape-ios5-ipad-so9539676",
            ],
            inference: "The switch at iOS 8 (the version that replaced rotation with size transitions) is inferred "
                + "from one log each side, iOS 5 and iOS 11."),
        EngineRule(
            id: "first-traits-announced",
            summary: "On iOS 8 to 12 a controller hears traitCollectionDidChange: once, in its first layout pass "
                + "after viewWillAppear:; from iOS 13 its traits are set before it appears, without the call.",
            actions: ["launch", "push", "present", "selectTab", "addChild"],
            callbacks: ["traitCollectionDidChange:"], platforms: .majors(8),
            observations: ["traits-launch-order-ios11-procrastinative"],
            inference: "The log is a launch on iOS 11.4 (the author saw the same on iOS 12); other appearances, "
                + "its place before viewWillLayoutSubviews, and the end of the call at iOS 13 are inferred."),
        EngineRule(
            id: "safe-area-changes",
            summary: "From iOS 11 a full-screen controller hears viewSafeAreaInsetsDidChange before its first "
                + "layout pass, and again before the layout that follows an iPhone's rotation.",
            actions: ["launch", "push", "present", "rotate", "pop", "dismiss"],
            callbacks: ["viewSafeAreaInsetsDidChange"], platforms: .majors(11),
            observations: ["views-safe-area-first-appearance-haomeiwen"],
            documentation: [
                .init(
                    "Apple: viewSafeAreaInsetsDidChange()",
                    apple + "uiviewcontroller/viewsafeareainsetsdidchange()")
            ],
            inference: "The rotation half, the absence for contained children and for an iPad's turn, and the "
                + "place relative to viewIsAppearing: and traitCollectionDidChange: are inferred from what changes "
                + "the insets (the status bar, the screen edges), not from a log."),
        EngineRule(
            id: "ipad-snapshots-both-orientations",
            summary: "From iOS 9 an iPad app going home is turned to the other orientation and back for the "
                + "switcher's snapshots: its controllers hear two size transitions.",
            actions: ["home"], callbacks: ["viewWillTransitionToSize:withTransitionCoordinator:"],
            platforms: .majors(9),
            observations: ["rotation-ipad-home-snapshots-ios9-radar23010208"],
            inference: "Seen on iOS 9 (a radar and a 2016 Firefox pull request); later versions are assumed to "
                + "keep it, and the calls are placed after applicationDidEnterBackground:, though the radar "
                + "says their place around resigning active varies."),
        EngineRule(
            id: "appearance-change",
            summary: "From iOS 13 a change of the system appearance reaches each controller on screen as "
                + "traitCollectionDidChange:; one made in the background arrives once the app is inactive again, "
                + "and a covered controller hears it before it next appears.",
            actions: ["traitChange", "foreground", "pop", "dismiss"],
            callbacks: ["traitCollectionDidChange:", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "drawRect:"],
            platforms: .majors(13),
            observations: ["traits-home-snapshots-then-settings-change-so63372828"],
            documentation: [
                .init(
                    "Apple: traitCollectionDidChange(_:)",
                    apple + "uitraitenvironment/traitcollectiondidchange(_:)"),
                .init("Apple: registerForTraitChanges", apple + "uitraitchangeobservable"),
                .init(
                    "Apple: Supporting Dark Mode in your interface",
                    "https://developer.apple.com/documentation/uikit/supporting-dark-mode-in-your-interface"),
            ],
            inference: "The covered controller's late delivery is placed like a missed rotation's, and the layout "
                + "pass and redraw that follow rest on Apple's article only; no log shows either."),
        EngineRule(
            id: "appearance-snapshots-in-background",
            summary: "Going home on iOS 13 and later, the app is redrawn in the other appearance and back for the "
                + "switcher's snapshots: each controller on screen hears traitCollectionDidChange: twice.",
            actions: ["home"], callbacks: ["traitCollectionDidChange:"], platforms: .majors(13),
            observations: [
                "traits-home-snapshots-then-settings-change-so63372828", "traits-home-two-calls-ios13-miyakeso",
            ],
            inference: "Observed with the home button; other ways into the background (lock) are not modelled to "
                + "do it. A 2020 report on a view (FB8734191, iOS 14.0) reads the second call as leaving the "
                + "opposite style and a third call on return; it is kept, uncompared, as a disagreement."),
    ]
}
