import LifelineEngine
import Testing

/// FORMAT version 2's presentation words: the context styles on every version, and a card
/// sheet dragged away (`swipeDismiss`) against one that snaps back or one that is not a card.
@Suite struct PresentationStyleTests {
    func scenario(_ platform: String, device: String = "iPhone", steps: String) -> String {
        """
        platform: \(platform)
        device: \(device)
        app: { window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard }, B: { created: init } }
        steps: \(steps)
        log: [A, B]
        """
    }

    static let fullScreenOrder = [
        "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "B viewDidAppear:", "A viewDidDisappear:",
        "B viewWillDisappear:", "A viewWillAppear:", "A viewDidAppear:", "B viewDidDisappear:",
    ]
    static let presenterUntouched = [
        "B viewDidLoad", "B viewWillAppear:", "B viewDidAppear:", "B viewWillDisappear:", "B viewDidDisappear:",
    ]

    @Test(arguments: ["ios9", "ios12", "ios13", "ios18"], ["iPhone", "iPad"])
    func currentContextRemovesThePresenterOnEveryVersion(_ platform: String, _ device: String) {
        let yaml = scenario(
            platform, device: device, steps: "[launch, present: { controller: B, style: currentContext }, dismiss]")
        #expect(lines(yaml, from: 2, only: appearance) == Self.fullScreenOrder)
    }

    @Test(arguments: ["ios9", "ios12", "ios13", "ios18"], ["iPhone", "iPad"])
    func overCurrentContextLeavesThePresenterAlone(_ platform: String, _ device: String) {
        let yaml = scenario(
            platform, device: device, steps: "[launch, present: { controller: B, style: overCurrentContext }, dismiss]"
        )
        #expect(lines(yaml, from: 2, only: appearance) == Self.presenterUntouched)
    }

    @Test func contextStylesCoverTheScreenAndDecideTheOrientation() {
        for style in [PresentationStyle.currentContext, .overCurrentContext] {
            #expect(style.coversScreen(on: Platform(major: 17)))
            #expect(!style.isCardSheet(on: Platform(major: 17)))
        }
        #expect(PresentationStyle.currentContext.removesPresenterViews(on: Platform(major: 17)))
        #expect(!PresentationStyle.overCurrentContext.removesPresenterViews(on: Platform(major: 17)))
    }

    @Test(arguments: ["ios13", "ios17", "ios18"])
    func swipedSheetLeavesAndIsReleasedWhileThePresenterHearsNothing(_ platform: String) {
        let yaml = scenario(platform, steps: "[launch, present: B, swipeDismiss]")
        #expect(lines(yaml, from: 3) == ["B viewWillDisappear:", "B viewDidDisappear:", "B dealloc"])
    }

    @Test func swipedSheetDiffersFromTheCancelledDrag() {
        let swiped = lines(scenario("ios17", steps: "[launch, present: B, swipeDismiss]"), from: 3)
        let cancelled = lines(scenario("ios17", steps: "[launch, present: B, sheetDismissCancelled]"), from: 3)
        #expect(swiped != cancelled)
        #expect(cancelled.last == "B viewDidAppear:")
        #expect(!cancelled.contains("B dealloc"))
    }

    @Test(arguments: [
        ("ios12", "B"), ("ios17", "{ controller: B, style: fullScreen }"),
        ("ios17", "{ controller: B, style: overFullScreen }"), ("ios17", "{ controller: B, style: currentContext }"),
    ])
    func onlyACardSheetCanBeSwipedAway(_ platform: String, _ present: String) {
        let found = diagnostics(scenario(platform, steps: "[launch, present: \(present), swipeDismiss]"))
        #expect(found.map(\.id) == ["scenario.no-sheet-presented"], "\(found.map(\.summary))")
    }

    @Test func swipeWithNothingPresentedIsRefused() {
        let found = diagnostics(scenario("ios17", steps: "[launch, swipeDismiss]"))
        #expect(found.count == 1)
    }

    @Test(arguments: ["ios9", "ios12"], ["pageSheet", "formSheet", "popover"])
    func beforeIOS13AnIPhoneAdaptsSheetsAndPopoversToFullScreen(_ platform: String, _ style: String) {
        let yaml = scenario(platform, steps: "[launch, present: { controller: B, style: \(style) }, dismiss]")
        #expect(lines(yaml, from: 2, only: appearance) == Self.fullScreenOrder)
    }

    @Test(arguments: ["ios13", "ios17"])
    func fromIOS13AnIPhoneShowsAPopoverAsASwipeableCard(_ platform: String) {
        let yaml = scenario(platform, steps: "[launch, present: { controller: B, style: popover }, swipeDismiss]")
        #expect(lines(yaml, from: 2, only: appearance) == Self.presenterUntouched)
    }

    @Test(arguments: ["ios9", "ios12", "ios13", "ios17"], ["pageSheet", "formSheet", "popover"])
    func anIPadNeverAdaptsSheetsOrPopovers(_ platform: String, _ style: String) {
        let yaml = scenario(
            platform, device: "iPad", steps: "[launch, present: { controller: B, style: \(style) }, dismiss]")
        #expect(lines(yaml, from: 2, only: appearance) == Self.presenterUntouched)
    }

    @Test(arguments: [("ios12", "formSheet"), ("ios17", "popover")])
    func onAnIPadOnlyASheetFromIOS13CanBeSwipedAway(_ platform: String, _ style: String) {
        let yaml = scenario(
            platform, device: "iPad", steps: "[launch, present: { controller: B, style: \(style) }, swipeDismiss]")
        #expect(diagnostics(yaml).map(\.id) == ["scenario.no-sheet-presented"])
    }

    @Test func anIPadSheetFromIOS13IsSwipedAwayLikeAnIPhoneCard() {
        let yaml = scenario("ios17", device: "iPad", steps: "[launch, present: B, swipeDismiss]")
        #expect(lines(yaml, from: 3) == ["B viewWillDisappear:", "B viewDidDisappear:", "B dealloc"])
    }

    @Test(arguments: ["overFullScreen", "overCurrentContext", "popover"])
    func stylesOfIOS8AreRefusedBeforeIt(_ style: String) {
        let yaml = scenario("ios7", steps: "[launch, present: { controller: B, style: \(style) }, dismiss]")
        #expect(diagnostics(yaml).map(\.id) == ["scenario.unsupported-on-platform"])
        let later = scenario("ios8", steps: "[launch, present: { controller: B, style: \(style) }, dismiss]")
        #expect(diagnostics(later).isEmpty)
    }
}
