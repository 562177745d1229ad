import LifelineEngine
import Testing

/// `presentationDelegate: A` on a presented controller: A is its presentation controller's
/// delegate and hears a drag on the sheet (rule `sheet-drag-asks-the-delegate`).
@Suite struct PresentationDelegateTests {
    func scenario(_ platform: String, delegate: String? = "A", steps: String) -> String {
        """
        platform: \(platform)
        app: { window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard }, B: { created: init\(delegate.map { ", presentationDelegate: \($0)" } ?? "") } }
        steps: \(steps)
        log: [A, B]
        """
    }

    @Test(arguments: ["ios13", "ios17", "ios18"])
    func aSwipeAsksWarnsAndThenSaysItDismissed(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: "[launch, present: B, swipeDismiss]"), from: 3) == [
                "A presentationControllerShouldDismiss:", "A presentationControllerWillDismiss:",
                "B viewWillDisappear:", "B viewDidDisappear:", "A presentationControllerDidDismiss:", "B dealloc",
            ])
    }

    @Test func aDragThatSnapsBackNeverSaysItDismissed() {
        let found = lines(scenario("ios17", steps: "[launch, present: B, sheetDismissCancelled]"), from: 3)
        #expect(found.prefix(2) == ["A presentationControllerShouldDismiss:", "A presentationControllerWillDismiss:"])
        #expect(!found.contains("A presentationControllerDidDismiss:"))
        #expect(found.last == "B viewDidAppear:")
    }

    /// Only the user's drag reaches the delegate: a dismissal in code tells it nothing.
    @Test func aDismissInCodeTellsTheDelegateNothing() {
        let found = lines(scenario("ios17", steps: "[launch, present: B, dismiss]"), from: 3)
        #expect(!found.contains { $0.hasPrefix("A presentationController") })
    }

    @Test func withoutADelegateNobodyIsAsked() {
        let found = lines(scenario("ios17", delegate: nil, steps: "[launch, present: B, swipeDismiss]"), from: 3)
        #expect(found == ["B viewWillDisappear:", "B viewDidDisappear:", "B dealloc"])
    }

    /// The presentation controller's `delegate` is weak: a controller that is not alive (never
    /// made, or already released) cannot be told anything.
    @Test func aDelegateThatIsNotAliveHearsNothing() {
        let declared = """
            platform: ios17
            app: { window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard }, B: { created: init, presentationDelegate: C }, C: { created: init } }
            steps: [launch, present: C, dismiss, present: B, swipeDismiss]
            log: [A, B, C]
            """
        let afterRelease = lines(declared, from: 3)
        #expect(afterRelease.contains("C dealloc"))
        #expect(!afterRelease.contains { $0.hasPrefix("C presentationController") }, "\(afterRelease)")
        let neverMade = lines(declared.replacingOccurrences(of: "present: C, dismiss, ", with: ""), from: 3)
        #expect(neverMade == ["B viewWillDisappear:", "B viewDidDisappear:", "B dealloc"])
    }

    @Test func anUndeclaredDelegateIsOneLocatedError() throws {
        let found = diagnostics(scenario("ios17", delegate: "Nobody", steps: "[launch, present: B, swipeDismiss]"))
        #expect(found.map(\.id) == ["scenario.undeclared-controller"], "\(found.map(\.summary))")
        #expect(try #require(found.first).location.line == 3)
    }
}
