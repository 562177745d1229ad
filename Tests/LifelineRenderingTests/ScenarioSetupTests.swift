import LifelineEngine
import Testing

@testable import LifelineRendering

/// The setup shown above a trace names the device, the starting appearance, a controller's
/// orientations and the rotation and appearance steps in words.
@Suite("Scenario setup in words")
struct ScenarioSetupTests {
    static let scenario = Scenario(
        id: "turn", platform: Platform(major: 17), app: AppConfiguration(root: .controller("A")),
        controllers: [ControllerSpec(name: "A", orientations: .portrait)],
        steps: [
            ScenarioStep(.launchHolding(.landscape)), ScenarioStep(.rotate(nil)), ScenarioStep(.rotate(.portrait)),
            ScenarioStep(.traitChange(.light)),
        ],
        device: .iPad, userInterfaceStyle: .dark)

    @Test func theDeviceAndAppearanceFollowThePlatform() {
        #expect(ScenarioSetup.context(Self.scenario)["platform"] as? String == "iOS 17 on an iPad, in dark mode")
        var plain = Self.scenario
        plain.device = .iPhone
        plain.userInterfaceStyle = .light
        #expect(ScenarioSetup.context(plain)["platform"] as? String == "iOS 17")
    }

    @Test func rotationAndAppearanceStepsAreDescribed() {
        #expect(
            Self.scenario.steps.map { ScenarioSetup.describe($0.action) } == [
                "launch with the device held in landscape", "turn the device", "turn the device to portrait",
                "switch the system appearance to light",
            ])
        let controllers = ScenarioSetup.context(Self.scenario)["controllers"] as? [[String: Any]]
        #expect((controllers?.first?["notes"] as? String)?.contains("supports portrait only") == true)
    }
}
