import LifelineEngine
import Testing

/// At launch `makeKeyAndVisible` puts the main window on screen before it makes it key: the root
/// controller's view loads and joins the window inside the call, and `becomeKeyWindow` follows
/// (rule `window-shown-before-key`).
@Suite struct LaunchWindowTests {
    static func scenario(platform: String, lifecycle: String, window: String, root: String) -> String {
        """
        platform: \(platform)
        app: { lifecycle: \(lifecycle), window: \(window), root: \(root) }
        controllers:
          A: { created: \(window == "storyboard" ? "storyboard" : "init") }
        views:
          V: { created: frame, parent: A }
        steps: [launch]
        log: [Window, A, V]
        """
    }

    static let order = ["makeKeyAndVisible", "becomeKeyWindow", "viewDidLoad", "viewWillAppear:", "didMoveToWindow"]

    /// A plain root on every life cycle and window source: the root's view, and the subview it
    /// adds in viewDidLoad, are in the window before the window becomes key.
    @Test(arguments: [
        ("ios6", "appDelegate", "code"), ("ios12", "appDelegate", "storyboard"), ("ios17", "appDelegate", "code"),
        ("ios13", "scenes", "storyboard"), ("ios17", "scenes", "code"),
    ])
    func theRootJoinsTheWindowBeforeItBecomesKey(_ platform: String, _ lifecycle: String, _ window: String) {
        let yaml = Self.scenario(platform: platform, lifecycle: lifecycle, window: window, root: "{ controller: A }")
        #expect(
            lines(yaml, only: Self.order) == [
                "Window makeKeyAndVisible", "A viewDidLoad", "A viewWillAppear:", "V didMoveToWindow",
                "Window becomeKeyWindow",
            ])
    }

    /// A navigation root shows its content inside the call, except where containers put it off
    /// to their first layout (iOS 9-10 and 18): there the window is key before the content loads.
    @Test(arguments: [("ios12", false), ("ios17", false), ("ios9", true), ("ios18", true)])
    func aContainersContentJoinsBeforeKeyUnlessItWaitsForLayout(_ platform: String, _ deferred: Bool) {
        let yaml = Self.scenario(
            platform: platform, lifecycle: "appDelegate", window: "storyboard", root: "{ navigation: [A] }")
        let traced = lines(yaml, only: ["makeKeyAndVisible", "becomeKeyWindow", "viewDidLoad", "viewWillAppear:"])
        let content = ["A viewDidLoad", "A viewWillAppear:"]
        #expect(
            traced
                == (deferred
                    ? ["Window makeKeyAndVisible", "Window becomeKeyWindow"] + content
                    : ["Window makeKeyAndVisible"] + content + ["Window becomeKeyWindow"]))
    }
}
