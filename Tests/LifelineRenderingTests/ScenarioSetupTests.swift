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

    /// The setup line sits in every claim box, among the site's own words: a Chinese page had
    /// "scene delegate · window main storyboard" in English there.
    @Test func theClaimBoxSetupLineIsInThePagesLanguage() {
        var scenario = Self.scenario
        scenario.app = AppConfiguration(lifecycle: .scenes, window: .storyboard, root: .navigation(["List", "Detail"]))
        #expect(
            ScenarioSetup.summary(scenario)
                == "scene delegate · window main storyboard · root: a navigation controller with List, Detail")
        #expect(
            ScenarioSetup.summary(scenario, ui: .simplifiedChinese)
                == "场景代理 · 窗口：主 storyboard · 根控制器：导航控制器（List、Detail）")
        scenario.app = AppConfiguration(lifecycle: .appDelegate, window: .code, root: .tabs(["A", "B"]))
        #expect(
            ScenarioSetup.summary(scenario)
                == "app delegate · window created in code · root: a tab bar controller with A, B")
        #expect(ScenarioSetup.summary(scenario, ui: .simplifiedChinese) == "应用代理 · 窗口：由代码创建 · 根控制器：标签栏控制器（A、B）")
        let context = ScenarioSetup.context(scenario, ui: .simplifiedChinese)
        #expect(context["lifecycle"] as? String == "应用代理")
        #expect(context["root"] as? String == "标签栏控制器（A、B）")
    }
}
