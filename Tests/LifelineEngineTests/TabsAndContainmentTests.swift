import Testing

/// Tab switching (FACTS.md §11) and child containment (FACTS.md §12).
@Suite struct TabsAndContainmentTests {
    @Test func tabSwitchSendsIncomingWillAppearBeforeOutgoingWillDisappear() {
        let yaml = """
            platform: ios14
            app: { window: storyboard, root: { tabs: [A, B] } }
            controllers: { A: { created: storyboard }, B: { created: storyboard } }
            steps: [launch, selectTab: B, selectTab: A]
            log: [A, B]
            """
        #expect(lines(yaml, only: ["viewDidLoad"]) == ["A viewDidLoad", "B viewDidLoad"])
        #expect(
            lines(yaml, from: 2, only: appearance) == [
                "B viewDidLoad", "B viewWillAppear:", "A viewWillDisappear:", "A viewDidDisappear:", "B viewDidAppear:",
                "A viewWillAppear:", "B viewWillDisappear:", "B viewDidDisappear:", "A viewDidAppear:",
            ])
    }

    @Test func containedChildrenFollowTheirParentsAppearance() {
        let yaml = """
            platform: ios11
            app: { window: storyboard, root: { controller: P } }
            controllers:
              P: { created: storyboard }
              C: { created: init, parent: P }
            steps: [launch]
            log: [P, C]
            """
        #expect(
            lines(yaml, only: appearance + ["willMoveToParentViewController:", "didMoveToParentViewController:"]) == [
                "P viewDidLoad", "C willMoveToParentViewController:", "C viewDidLoad",
                "C didMoveToParentViewController:",
                "P viewWillAppear:", "C viewWillAppear:", "P viewDidAppear:", "C viewDidAppear:",
            ])
    }

    @Test func childWithoutContainmentFinishesAppearingBeforeItsParent() {
        let yaml = """
            platform: ios11
            app: { window: storyboard, root: { controller: P } }
            controllers:
              P: { created: storyboard }
              D: { created: init, parent: P, containment: false }
            steps: [launch]
            log: [P, D]
            """
        let result = lines(yaml, only: ["viewDidAppear:", "willMoveToParentViewController:"])
        #expect(result == ["D viewDidAppear:", "P viewDidAppear:"])
    }

    @Test func addAndRemoveChildOnScreen() {
        let yaml = """
            platform: ios15
            app: { window: storyboard, root: { controller: P } }
            controllers: { P: { created: storyboard }, C: { created: init } }
            steps: [launch, addChild: { parent: P, child: C }, removeChild: C]
            log: [C]
            """
        #expect(
            lines(
                yaml, from: 2,
                only: appearance + ["willMoveToParentViewController:", "didMoveToParentViewController:", "dealloc"])
                == [
                    "C willMoveToParentViewController:", "C viewDidLoad", "C viewWillAppear:", "C viewDidAppear:",
                    "C didMoveToParentViewController:", "C willMoveToParentViewController:", "C viewWillDisappear:",
                    "C viewDidDisappear:", "C didMoveToParentViewController:", "C dealloc",
                ])
    }

    /// A destroyed parent destroys its children in the order the scenario declares them,
    /// however they joined it: declared ones in its `viewDidLoad`, others by `addChild` steps
    /// in the opposite order, and one swapped in by a transition.
    @Test func aPoppedParentDestroysItsChildrenInDeclarationOrder() {
        let yaml = """
            platform: ios15
            app: { window: storyboard, root: { navigation: [List] } }
            controllers:
              List: { created: storyboard }
              P: { created: init }
              A: { created: init }
              B: { created: init, parent: P }
              C: { created: init }
              D: { created: init }
            steps:
              - launch
              - push: P
              - addChild: { parent: P, child: D }
              - addChild: { parent: P, child: A }
              - transition: { from: D, to: C }
              - pop
            log: [P, A, B, C, D]
            """
        #expect(lines(yaml, from: 6, only: ["dealloc"]) == ["P dealloc", "A dealloc", "B dealloc", "C dealloc"])
    }
}
