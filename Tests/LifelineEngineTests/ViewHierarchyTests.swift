import Testing

/// Views joining and leaving superviews and windows, layout coalescing and destruction
/// (FACTS.md §13; seed 001).
@Suite struct ViewHierarchyTests {
    func scenario(_ steps: String, views: String = "P: { created: frame, parent: A }", log: String = "[P, V]")
        -> String
    {
        """
        platform: ios15
        app: { window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard } }
        views: { \(views), V: { created: init } }
        steps: \(steps)
        log: \(log)
        """
    }

    @Test func layoutIsCoalescedToOncePerRunLoopTurn() {
        let yaml = scenario("[launch, setNeedsLayout: P, setNeedsLayout: P, setNeedsLayout: P, runLoop]")
        #expect(lines(yaml, from: 2, only: ["layoutSubviews"]) == ["P layoutSubviews"])
    }

    @Test func layoutIfNeededLaysOutAtOnce() {
        let yaml = scenario("[launch, setNeedsLayout: P, layoutIfNeeded: P, runLoop]")
        let result = trace(yaml)?.cut(from: 2, callbacks: ["layoutSubviews"]).steps.map(\.scenarioStep)
        #expect(result == [3])
    }

    @Test func viewAddedToAWindowedSuperviewHearsOfTheWindowBeforeTheSuperview() {
        #expect(
            lines(scenario("[launch, addSubview: { view: V, to: P }]"), from: 2) == [
                "V init", "V initWithFrame:", "V willMoveToWindow:", "V willMoveToSuperview:", "V didMoveToWindow",
                "V didMoveToSuperview", "P didAddSubview:", "P layoutSubviews", "V layoutSubviews", "V drawRect:",
            ])
    }

    @Test func removalWhileOnScreenNestsTheWindowPairInsideTheSuperviewPair() {
        #expect(
            lines(scenario("[launch, addSubview: { view: V, to: P }, runLoop, removeFromSuperview: V]"), from: 4) == [
                "V removeFromSuperview", "P willRemoveSubview:", "V willMoveToSuperview:", "V willMoveToWindow:",
                "V didMoveToWindow", "V didMoveToSuperview", "V dealloc", "P layoutSubviews",
            ])
    }

    @Test func viewAddedInViewDidLoadJoinsTheWindowOnlyWhenTheControllerAppears() {
        #expect(
            lines(scenario("[launch]")).filter { !$0.contains("drawRect") } == [
                "P initWithFrame:", "P willMoveToSuperview:", "P didMoveToSuperview", "P willMoveToWindow:",
                "P didMoveToWindow", "P layoutSubviews",
            ])
    }

    @Test func subviewsOfANewSubtreeHearOfTheWindowParentsFirst() {
        let yaml = scenario(
            "[launch, addSubview: { view: V, to: P }]",
            views: "P: { created: frame, parent: A }, C: { created: frame, parent: V }", log: "[V, C]")
        #expect(
            trace(yaml)?.cut(from: 2, objects: ["V", "C"], callbacks: ["willMoveToWindow:", "didMoveToWindow"])
                .summaries
                == ["V willMoveToWindow:", "C willMoveToWindow:", "V didMoveToWindow", "C didMoveToWindow"])
    }

    @Test func traceMarksWhetherAViewIsInAWindow() {
        let steps = trace(scenario("[launch]"))?.steps.filter { $0.object == "P" } ?? []
        #expect(steps.first?.inWindow == false)
        #expect(steps.last?.inWindow == true)
    }
}
