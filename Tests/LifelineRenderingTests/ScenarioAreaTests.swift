import LifelineEngine
import Testing

@testable import LifelineRendering

/// The scenario index groups each scenario by its most particular step, not by the push or
/// presentation that only sets the screen up.
@Suite("Scenario areas")
struct ScenarioAreaTests {
    static func area(_ actions: [ScenarioAction]) -> ScenarioArea {
        ScenarioArea.of(
            Scenario(
                id: "s", platform: Platform(major: 17), app: AppConfiguration(root: .navigation(["A"])),
                controllers: [ControllerSpec(name: "A"), ControllerSpec(name: "B")],
                steps: actions.map { ScenarioStep($0) }))
    }

    @Test(
        arguments: [
            ([.launch], ScenarioArea.launch),
            ([.launch, .push("B", animated: true), .pop], .navigation),
            ([.launch, .present("B", style: nil), .dismiss], .presentation),
            ([.launch, .present("B", style: nil), .rotate(nil)], .rotationAndTraits),
            ([.launch, .push("B", animated: true), .home, .foreground], .backgroundAndLock),
            ([.launch, .push("B", animated: true), .memoryWarning], .memory),
            ([.launchFor(.url, holding: .portrait)], .linksAndNotifications),
            ([.launchHolding(.landscape)], .rotationAndTraits),
            ([.launch, .home, .openURL], .linksAndNotifications),
        ] as [([ScenarioAction], ScenarioArea)])
    func theMostParticularStepDecides(actions: [ScenarioAction], area: ScenarioArea) {
        #expect(Self.area(actions) == area)
    }

    /// Every area but the plain launch is reachable through the precedence, and only once.
    @Test func thePrecedenceNamesEveryOtherAreaOnce() {
        #expect(Set(ScenarioArea.precedence) == Set(ScenarioArea.allCases).subtracting([.launch]))
        #expect(ScenarioArea.precedence.count == ScenarioArea.allCases.count - 1)
    }
}
