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
        #expect(
            ScenarioSetup.context(Self.scenario, ui: .english)["platform"] as? String
                == "iOS 17 on an iPad, in dark mode")
        var plain = Self.scenario
        plain.device = .iPhone
        plain.userInterfaceStyle = .light
        #expect(ScenarioSetup.context(plain, ui: .english)["platform"] as? String == "iOS 17")
    }

    @Test func rotationAndAppearanceStepsAreDescribed() {
        #expect(
            Self.scenario.steps.map { ScenarioSetup.describe($0.action, ui: .english) } == [
                "launch with the device held in landscape", "turn the device", "turn the device to portrait",
                "switch the system appearance to light",
            ])
        let controllers = ScenarioSetup.context(Self.scenario, ui: .english)["controllers"] as? [[String: Any]]
        #expect((controllers?.first?["notes"] as? String)?.contains("supports portrait only") == true)
    }

    /// A Chinese scenario page listed its steps and its controllers' notes in English ("push
    /// Detail", "created by storyboard") or as the file's bare action names ("home").
    @Test func aChineseScenarioPageDescribesItsSetupAndStepsInChinese() {
        let context = ScenarioSetup.context(Self.scenario, ui: .simplifiedChinese)
        #expect(context["platform"] as? String == "iOS 17，iPad，深色模式")
        let steps = (context["steps"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
        #expect(steps == ["设备横屏时启动应用", "转动设备", "把设备转为竖屏", "把系统外观切换为浅色"])
        let controllers = context["controllers"] as? [[String: Any]]
        #expect(controllers?.first?["notes"] as? String == "由 init 创建，只支持竖屏")
    }

    /// One of every action, so that each language's words for each are looked at.
    static let everyAction: [ScenarioAction] = [
        .launch, .launchHolding(.landscape), .launchFor(.universalLink, holding: .portrait), .openURL,
        .notificationTap, .remoteNotification, .rotate(nil), .rotate(.landscape), .traitChange(.dark), .home,
        .foreground, .lock, .unlock, .interruption, .interruptionEnd, .appSwitcher, .kill, .terminate,
        .memoryWarning, .push("Detail", animated: true), .pop, .popToRoot, .present("Sheet", style: nil),
        .present("Sheet", style: .pageSheet), .dismiss, .addChild(parent: "Main", child: "Panel"),
        .removeChild("Panel"), .transition(from: "A", to: "B"), .selectTab("Settings"),
        .addSubview(view: "Badge", to: "Main"), .removeFromSuperview("Badge"), .setNeedsLayout("Main"),
        .layoutIfNeeded("Main"), .runLoop, .pushDuringLaunch("Detail"), .interactivePopCancelled,
        .sheetDismissCancelled, .swipeDismiss, .suspend, .killWhileMinimizing, .newWindow,
        .showWindow(name: "Overlay", level: .alert, makeKey: true),
        .showWindow(name: "Overlay", level: .statusBar, makeKey: false), .hideWindow("Overlay"),
    ]

    /// Every step is described in words in both languages, never by the bare action name the
    /// file spells, and the names it acts on are kept.
    @Test func everyActionIsDescribedInEachLanguage() {
        for action in Self.everyAction {
            let english = ScenarioSetup.describe(action, ui: .english)
            let chinese = ScenarioSetup.describe(action, ui: .simplifiedChinese)
            #expect(english != action.name, "\(action)")
            #expect(chinese != english, "\(action)")
            #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(chinese)")
            #expect(!chinese.contains("{") && !english.contains("{"), "\(action)")
            for name in ["Detail", "Sheet", "Panel", "Main", "Settings", "Badge", "Overlay"]
            where english.contains(name) {
                #expect(chinese.contains(name), "\(chinese) lost \(name)")
            }
        }
    }

    /// The setup line sits in every claim box, among the site's own words: a Chinese page had
    /// "scene delegate · window main storyboard" in English there.
    @Test func theClaimBoxSetupLineIsInThePagesLanguage() {
        var scenario = Self.scenario
        scenario.app = AppConfiguration(lifecycle: .scenes, window: .storyboard, root: .navigation(["List", "Detail"]))
        #expect(
            ScenarioSetup.summary(scenario, ui: .english)
                == "scene delegate · window main storyboard · root: a navigation controller with List, Detail")
        #expect(
            ScenarioSetup.summary(scenario, ui: .simplifiedChinese)
                == "场景代理 · 窗口：主 storyboard · 根控制器：导航控制器（List、Detail）")
        scenario.app = AppConfiguration(lifecycle: .appDelegate, window: .code, root: .tabs(["A", "B"]))
        #expect(
            ScenarioSetup.summary(scenario, ui: .english)
                == "app delegate · window created in code · root: a tab bar controller with A, B")
        #expect(ScenarioSetup.summary(scenario, ui: .simplifiedChinese) == "应用代理 · 窗口：由代码创建 · 根控制器：标签栏控制器（A、B）")
        let context = ScenarioSetup.context(scenario, ui: .simplifiedChinese)
        #expect(context["lifecycle"] as? String == "应用代理")
        #expect(context["root"] as? String == "标签栏控制器（A、B）")
    }
}
