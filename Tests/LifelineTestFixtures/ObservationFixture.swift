/// One device log as an observation file, for the tests of every module that reads logs
/// (checking them, rendering their pages, reviewing a change to them): a push of B over A and
/// a pop, logged from the pop's first callback on.
public enum ObservationFixture {
    /// Where the file goes in a content folder; a log's file is named after its id.
    public static let path = "Content/observations/navigation/navigation-sample.yml"

    /// What the engine logs for the log's scenario: a file that expects these lines is
    /// reproduced.
    public static let reproducedLines = [
        "A viewWillDisappear:", "B viewWillAppear:", "B viewWillDisappear:", "A viewWillAppear:",
    ]

    /// `reproducedLines` with its first two lines swapped: a log the engine does not reproduce.
    public static let swappedLines =
        [reproducedLines[1], reproducedLines[0]] + reproducedLines.dropFirst(2)

    /// The file, expecting `expect`, with `extra` (more keys) as its last line. Tests count on
    /// its lines: `expect:` is line 19.
    public static func text(
        expect: [String], extra: String = "", steps: String = "[launch, { push: B }, pop]"
    ) -> String {
        """
        id: navigation-sample
        title: Push and pop
        area: navigation
        kind: observed
        source: { url: "https://example.com/post", title: "A post" }
        ios: { stated: "13.2" }
        setup: Storyboard root A in a navigation controller; B made in code.
        printed: |
          A viewWillDisappear
          B viewWillAppear
        scenario:
          platform: ios13
          app: { lifecycle: appDelegate, window: storyboard, root: { navigation: [A] } }
          controllers: { A: { created: storyboard }, B: { created: init } }
          steps: \(steps)
          log: [A, B]
        from: 2
        compare: { callbacks: ["viewWillAppear:", "viewWillDisappear:"] }
        expect:
        \(expect.map { "  - \"\($0)\"" }.joined(separator: "\n"))
        \(extra)
        """
    }
}
