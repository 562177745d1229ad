import LifelineEngine
import Testing

/// Modal presentation by style and platform (FACTS.md §10; seed 000).
@Suite struct PresentationTests {
    func scenario(_ platform: String, present: String) -> String {
        """
        platform: \(platform)
        app: { window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard }, B: { created: init } }
        steps: [launch, present: \(present), dismiss]
        log: [A, B]
        """
    }

    @Test(arguments: ["ios9", "ios16"])
    func fullScreenPresenterDisappearsAfterThePresentedAppears(_ platform: String) {
        #expect(
            lines(scenario(platform, present: "{ controller: B, style: fullScreen }"), from: 2, only: appearance) == [
                "B viewDidLoad", "A viewWillDisappear:", "B viewWillAppear:", "B viewDidAppear:", "A viewDidDisappear:",
                "B viewWillDisappear:", "A viewWillAppear:", "A viewDidAppear:", "B viewDidDisappear:",
            ])
    }

    @Test(arguments: ["ios13", "ios17", "ios18"])
    func pageSheetFromIOS13LeavesThePresenterAlone(_ platform: String) {
        #expect(
            lines(scenario(platform, present: "B"), from: 2, only: appearance) == [
                "B viewDidLoad", "B viewWillAppear:", "B viewDidAppear:", "B viewWillDisappear:", "B viewDidDisappear:",
            ])
    }

    @Test func pageSheetBeforeIOS13AdaptsToFullScreen() {
        let result = lines(scenario("ios12", present: "{ controller: B, style: pageSheet }"), from: 2, only: appearance)
        #expect(result.contains("A viewWillDisappear:"))
        #expect(result.contains("A viewDidAppear:"))
    }

    @Test func defaultStyleFollowsThePlatform() {
        #expect(Platform(major: 12).defaultPresentationStyle == .fullScreen)
        #expect(Platform(major: 13).defaultPresentationStyle == .pageSheet)
        #expect(Platform(major: 18).defaultPresentationStyle == .formSheet)
    }

    @Test func cancelledSheetDragReappearsThePresentedController() {
        let yaml = """
            platform: ios17
            app: { window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard }, B: { created: init } }
            steps: [launch, present: B, sheetDismissCancelled]
            log: [A, B]
            """
        #expect(
            lines(yaml, from: 3) == [
                "B viewWillDisappear:", "B viewWillAppear:", "B viewIsAppearing:", "B viewDidAppear:",
            ])
    }

    @Test func dismissedControllerIsDeallocated() {
        #expect(lines(scenario("ios15", present: "B"), from: 3).last == "B dealloc")
    }
}
