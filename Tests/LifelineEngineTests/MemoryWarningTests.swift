import Testing

/// Memory warnings before and after iOS 6 (FACTS.md §6; seeds 000, 003, 004).
@Suite struct MemoryWarningTests {
    /// A navigation app; on iOS 4, which has no storyboards, its window and root are made in
    /// code.
    func scenario(_ platform: String, response: String = "keep") -> String {
        let storyboard = platform != "ios4"
        return """
            platform: \(platform)
            app: { window: \(storyboard ? "storyboard" : "code"), root: { navigation: [A] } }
            controllers:
              A: { created: \(storyboard ? "storyboard" : "init"), onMemoryWarning: \(response) }
              B: { created: init }
            steps: [launch, push: B, memoryWarning, pop]
            log: [AppDelegate, A, B]
            """
    }

    let watched = [
        "applicationDidReceiveMemoryWarning:", "didReceiveMemoryWarning", "viewWillUnload", "viewDidUnload",
        "viewDidLoad",
    ]

    @Test func iOS5UnloadsTheHiddenViewWithWillAndDidUnload() {
        #expect(
            lines(scenario("ios5"), from: 3, only: watched) == [
                "AppDelegate applicationDidReceiveMemoryWarning:", "A didReceiveMemoryWarning", "A viewWillUnload",
                "A viewDidUnload", "B didReceiveMemoryWarning", "A viewDidLoad",
            ])
    }

    @Test func iOS4UnloadsWithoutViewWillUnload() {
        #expect(
            lines(scenario("ios4"), from: 3, only: watched) == [
                "AppDelegate applicationDidReceiveMemoryWarning:", "A didReceiveMemoryWarning", "A viewDidUnload",
                "B didReceiveMemoryWarning", "A viewDidLoad",
            ])
    }

    @Test(arguments: ["ios6", "ios12", "ios17"])
    func fromIOS6ViewsStayLoaded(_ platform: String) {
        #expect(
            lines(scenario(platform), from: 3, only: watched) == [
                "AppDelegate applicationDidReceiveMemoryWarning:", "A didReceiveMemoryWarning",
                "B didReceiveMemoryWarning",
            ])
    }

    @Test func releaseViewMakesTheNextAppearanceLoadAgain() {
        #expect(
            lines(scenario("ios12", response: "releaseView"), from: 3, only: watched) == [
                "AppDelegate applicationDidReceiveMemoryWarning:", "A didReceiveMemoryWarning",
                "B didReceiveMemoryWarning", "A viewDidLoad",
            ])
    }

    @Test func suspendedAppHearsNothing() {
        let yaml = """
            platform: ios12
            app: { window: storyboard, root: { controller: A } }
            controllers: { A: { created: storyboard } }
            steps: [launch, home, memoryWarning]
            """
        #expect(lines(yaml, from: 3).isEmpty)
    }
}
