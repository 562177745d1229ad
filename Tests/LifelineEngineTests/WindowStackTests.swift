import LifelineEngine
import Testing

/// Window levels, front-to-back order and the key window (FACTS.md §14; seed 000).
@Suite struct WindowStackTests {
    @Test func levelBeatsOrderWithinALevel() {
        var stack = WindowStack()
        stack.show("Main")
        stack.show("Alert", level: .alert, makeKey: false)
        stack.show("Banner", level: .statusBar)
        stack.show("Other")
        #expect(stack.frontToBack.map(\.name) == ["Alert", "Banner", "Other", "Main"])
        #expect(stack.frontWindow == "Alert")
        #expect(stack.keyWindow == "Other")
    }

    @Test func noKeyWindowBeforeMakeKeyAndVisible() {
        var stack = WindowStack()
        #expect(stack.keyWindow == nil)
        stack.show("Main", makeKey: false)
        #expect(stack.keyWindow == nil)
        stack.show("Main")
        #expect(stack.keyWindow == "Main")
    }

    @Test func anyLevelBetweenTheNamedOnesSortsByValue() {
        var stack = WindowStack()
        stack.show("A", level: WindowLevel(1500))
        stack.show("B", level: .alert)
        stack.show("C", level: .statusBar)
        #expect(stack.frontToBack.map(\.name) == ["B", "A", "C"])
    }

    @Test func hidingTheKeyWindowHandsKeyToTheFrontmostVisibleWindow() {
        var stack = WindowStack()
        stack.show("Main")
        stack.show("Alert", level: .alert)
        let change = stack.hide("Alert")
        #expect(change.resigned == "Alert")
        #expect(change.became == "Main")
        #expect(stack.keyWindow == "Main")
    }

    @Test func levelsParseFromNamesAndNumbers() {
        #expect(WindowLevel(parsing: "normal") == .normal)
        #expect(WindowLevel(parsing: "statusBar")?.rawValue == 1000)
        #expect(WindowLevel(parsing: "alert")?.rawValue == 2000)
        #expect(WindowLevel(parsing: "1999.5")?.rawValue == 1999.5)
        #expect(WindowLevel(parsing: "high") == nil)
    }

    @Test func showingAWindowInAScenarioMovesKeyStatus() {
        let yaml = """
            platform: ios12
            app: { window: code, root: { controller: A } }
            controllers: { A: { created: init } }
            steps: [launch, showWindow: { window: Alert, level: alert }, hideWindow: Alert]
            log: [Window, Alert]
            """
        #expect(
            lines(yaml) == [
                "Window makeKeyAndVisible", "Window becomeKeyWindow", "Alert makeKeyAndVisible",
                "Window resignKeyWindow", "Alert becomeKeyWindow", "Alert resignKeyWindow", "Window becomeKeyWindow",
            ])
    }
}
