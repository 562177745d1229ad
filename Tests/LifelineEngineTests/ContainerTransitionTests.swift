import Foundation
import Testing

/// FORMAT version 2's `transition`: a custom container swaps one child for another with
/// `transitionFromViewController:toViewController:…` and forwards appearance automatically.
@Suite struct ContainerTransitionTests {
    let moves = ["willMoveToParentViewController:", "didMoveToParentViewController:"]

    func scenario(_ platform: String, steps: String) -> String {
        """
        platform: \(platform)
        app: { window: storyboard, root: { controller: Box } }
        controllers:
          Box: { created: storyboard }
          First: { created: init }
          Second: { created: init }
        steps: \(steps)
        log: [Box, First, Second]
        """
    }

    static let swap =
        "[launch, { addChild: { parent: Box, child: First } }, { transition: { from: First, to: Second } }]"

    /// The new child's viewDidAppear: comes before the old child's viewDidDisappear:, as in the
    /// one log of such a swap (iOS 5), unlike a push.
    @Test(arguments: ["ios5", "ios9", "ios12", "ios17"])
    func swapMovesTheChildrenAroundTheForwardedAppearance(_ platform: String) {
        #expect(
            lines(scenario(platform, steps: Self.swap), from: 3, only: appearance + moves + ["dealloc"]) == [
                "Second willMoveToParentViewController:", "First willMoveToParentViewController:",
                "Second viewDidLoad",
                "First viewWillDisappear:", "Second viewWillAppear:",
                "Second viewDidAppear:", "First viewDidDisappear:",
                "Second didMoveToParentViewController:", "First didMoveToParentViewController:", "First dealloc",
            ])
    }

    @Test func onlyAContainedChildCanBeSwappedOut() {
        let found = diagnostics(scenario("ios17", steps: "[launch, { transition: { from: First, to: Second } }]"))
        #expect(found.map(\.id) == ["scenario.containment"], "\(found.map(\.summary))")
    }

    @Test func theIncomingControllerMustNotAlreadyBeAChild() {
        let steps =
            "[launch, { addChild: { parent: Box, child: First } }, { addChild: { parent: Box, child: Second } }, "
            + "{ transition: { from: First, to: Second } }]"
        let found = diagnostics(scenario("ios17", steps: steps))
        #expect(found.map(\.id) == ["scenario.containment"], "\(found.map(\.summary))")
    }

    @Test func containmentBeforeIOS5IsRefused() {
        let yaml = scenario("ios4", steps: "[launch, { transition: { from: First, to: Second } }]")
            .replacingOccurrences(of: "storyboard", with: "code").replacingOccurrences(
                of: "created: code", with: "created: init")
        let found = diagnostics(yaml)
        #expect(found.map(\.id) == ["scenario.unsupported-on-platform"], "\(found.map(\.summary))")
    }
}
