import LifelineEngine
import LifelineScenarios
import Testing

/// What a claim's table leaves out of its trace: counted, and named by object and callback.
@Suite("A trace excerpt")
struct TraceExcerptTests {
    static func step(_ object: String, _ selector: String) throws -> TraceStep {
        TraceStep(
            index: 0, scenarioStep: 1, action: "push", object: object,
            callback: try #require(CallbackRegistry.callback(selector: selector)), appState: .active)
    }

    @Test func namesTheObjectsAndTheCallbacksItLeavesOutOnceEachInTraceOrder() throws {
        let trace = try [
            Self.step("Nav", "viewWillAppear:"), Self.step("Detail", "viewWillAppear:"),
            Self.step("Detail", "viewIsAppearing:"), Self.step("List", "viewWillDisappear:"),
            Self.step("Nav", "viewDidAppear:"), Self.step("Detail", "viewIsAppearing:"),
            Self.step("Detail", "viewDidAppear:"),
        ]
        let shown = [trace[1], trace[3], trace[6]]
        let excerpt = try #require(TraceExcerpt.of(shown: shown, in: trace))
        #expect(excerpt.shown == 3)
        #expect(excerpt.total == 7)
        #expect(excerpt.omittedObjects == ["Nav"])
        #expect(excerpt.omittedCallbacks == [.init(object: "Detail", selector: "viewIsAppearing:")])
    }

    @Test func aTableOfEveryCallIsNoExcerpt() throws {
        let trace = try [Self.step("Detail", "viewWillAppear:"), Self.step("Detail", "viewDidAppear:")]
        #expect(TraceExcerpt.of(shown: trace, in: trace) == nil)
    }
}
