import LifelineEngine
import LifelineScenarios
import Testing

/// The JSON shape FORMAT.md fixes, byte for byte, and the other two formats.
@Suite struct TraceFormatTests {
    let yaml = """
        id: tiny
        platform: ios12
        app: { window: storyboard, root: { controller: A } }
        controllers: { A: { created: storyboard } }
        steps: [launch]
        log: [AppDelegate]
        """

    @Test func jsonHasTheDocumentedShapeAndBytes() throws {
        let value = try #require(trace(yaml))
        let expected = """
            {
              "scenario": "tiny",
              "platform": "ios12",
              "steps": [
                {"index": 1, "scenarioStep": 1, "action": "launch", "object": "AppDelegate", "callback": "application:willFinishLaunchingWithOptions:", "swift": "application(_:willFinishLaunchingWithOptions:)", "appState": "inactive"},
                {"index": 2, "scenarioStep": 1, "action": "launch", "object": "AppDelegate", "callback": "application:didFinishLaunchingWithOptions:", "swift": "application(_:didFinishLaunchingWithOptions:)", "appState": "inactive"},
                {"index": 3, "scenarioStep": 1, "action": "launch", "object": "AppDelegate", "callback": "applicationDidBecomeActive:", "swift": "applicationDidBecomeActive(_:)", "appState": "active"}
              ]
            }

            """
        #expect(TraceFormat.json.render(value) == expected)
    }

    @Test func extrasFollowTheFixedKeys() throws {
        let value = try #require(
            trace(
                """
                platform: ios13
                app: { lifecycle: scenes, root: { controller: A } }
                controllers: { A: { created: storyboard } }
                steps: [launch]
                log: [SceneDelegate, A]
                """))
        let json = TraceFormat.json.render(value)
        #expect(json.contains("\"appState\": \"inactive\", \"sceneState\": \"unattached\"}"))
        #expect(
            json.contains(
                "\"callback\": \"viewDidLoad\", \"swift\": \"viewDidLoad()\", \"appState\": \"inactive\", \"inWindow\": false}"
            ))
    }

    @Test func sameScenarioGivesTheSameBytes() throws {
        let first = try #require(trace(yaml))
        let second = try #require(trace(yaml))
        for format in TraceFormat.allCases {
            #expect(format.render(first) == format.render(second))
        }
    }

    @Test func tableAndMarkdownListEveryStep() throws {
        let value = try #require(trace(yaml))
        #expect(TraceFormat.table.render(value).split(separator: "\n").count == 2 + value.steps.count)
        let markdown = TraceFormat.markdown.render(value)
        #expect(markdown.hasPrefix("| # | Step | Action | Object | Callback | Swift | App state |"))
        #expect(markdown.contains("`applicationDidBecomeActive:`"))
    }

    @Test func jsonEscapesQuotesAndControlCharacters() {
        let value = Trace(scenario: "a\"b\\c\n", platform: Platform(major: 13), steps: [])
        #expect(TraceFormat.json.render(value).contains("\"scenario\": \"a\\\"b\\\\c\\n\""))
    }
}
