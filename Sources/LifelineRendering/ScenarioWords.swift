import LifelineEngine

/// How a scenario page puts its setup and steps into words, one value per language: the
/// scenario file is code, and its page says in the reader's language what each step does. A
/// `{name}` is filled with a controller's, view's or window's name, or with a value of the
/// scenario format (`pageSheet`, `universalLink`), which stays as the file spells it.
///
/// Every action has its words here, and `ScenarioSetup.describe` switches over every action
/// with no default: a new action does not compile until both languages describe it.
public struct ScenarioWords: Sendable {
    // A controller's or view's notes on the scenario page.
    /// `{how}`: `storyboard`, `init`, `initWithNibName`, `nib`, `frame`.
    public var createdBy: String
    public var overridesLoadView: String
    public var childOf: String
    public var releasesViewOnMemoryWarning: String
    /// `{orientations}`: `portrait` or `landscape`, in words.
    public var supportsOnly: String
    public var viewIn: String
    public var viewOf: String
    public var notesSeparator: String

    // The platform line, when the device or appearance is not the default.
    /// Between the platform and the settings.
    public var settingsLead: String
    public var onDevice: String
    public var inAppearance: String
    public var light: String
    public var dark: String
    public var portrait: String
    public var landscape: String

    // The steps.
    public var launch: String
    public var launchHolding: String
    /// `{reason}`: the launch's reason as the scenario file spells it.
    public var launchFor: String
    public var openURL: String
    public var notificationTap: String
    public var remoteNotification: String
    public var rotate: String
    public var rotateTo: String
    public var traitChange: String
    public var home: String
    public var foreground: String
    public var lock: String
    public var unlock: String
    public var interruption: String
    public var interruptionEnd: String
    public var appSwitcher: String
    public var kill: String
    public var terminate: String
    public var memoryWarning: String
    public var push: String
    public var pop: String
    public var popToRoot: String
    public var present: String
    public var presentWithStyle: String
    public var dismiss: String
    public var addChild: String
    public var removeChild: String
    public var transition: String
    public var selectTab: String
    public var addSubview: String
    public var removeFromSuperview: String
    public var setNeedsLayout: String
    public var layoutIfNeeded: String
    public var runLoop: String
    public var pushDuringLaunch: String
    public var interactivePopCancelled: String
    public var sheetDismissCancelled: String
    public var swipeDismiss: String
    public var suspend: String
    public var killWhileMinimizing: String
    public var newWindow: String
    public var showWindow: String
    public var showKeyWindow: String
    public var hideWindow: String

    func orientation(_ orientation: Orientation) -> String {
        switch orientation {
        case .portrait: portrait
        case .landscape: landscape
        }
    }

    /// The one orientation a controller is limited to, or nil when it turns with the device.
    func only(_ orientations: SupportedOrientations) -> String? {
        switch orientations {
        case .all: nil
        case .portrait: portrait
        case .landscape: landscape
        }
    }

    func appearance(_ style: InterfaceStyle) -> String {
        switch style {
        case .light: light
        case .dark: dark
        }
    }
}

extension ScenarioWords {
    static let english = ScenarioWords(
        createdBy: "created by {how}", overridesLoadView: "overrides loadView", childOf: "child of {parent}",
        releasesViewOnMemoryWarning: "releases its view on memory warnings",
        supportsOnly: "supports {orientations} only", viewIn: "in {parent}", viewOf: "the view of {owner}",
        notesSeparator: ", ",
        settingsLead: " ", onDevice: "on an {device}", inAppearance: "in {style} mode", light: "light",
        dark: "dark", portrait: "portrait", landscape: "landscape",
        launch: "launch the app", launchHolding: "launch with the device held in {orientation}",
        launchFor: "launch the app (reason: {reason})", openURL: "open a link with the app's scheme",
        notificationTap: "tap a notification", remoteNotification: "a content-available push arrives",
        rotate: "turn the device", rotateTo: "turn the device to {orientation}",
        traitChange: "switch the system appearance to {style}", home: "go to the Home screen",
        foreground: "come back to the app", lock: "lock the screen", unlock: "unlock the screen",
        interruption: "a call or a system alert covers the app", interruptionEnd: "the call or alert goes away",
        appSwitcher: "open the app switcher", kill: "swipe the app away in the switcher",
        terminate: "the system ends the suspended app", memoryWarning: "a memory warning",
        push: "push {name}", pop: "pop the top controller", popToRoot: "pop to the root controller",
        present: "present {name}", presentWithStyle: "present {name} ({style})",
        dismiss: "dismiss the presented controller", addChild: "add {child} as a child of {parent}",
        removeChild: "remove child {name}", transition: "the container swaps {from} for {to}",
        selectTab: "select tab {name}", addSubview: "add {view} to {target}",
        removeFromSuperview: "remove {view} from its superview", setNeedsLayout: "setNeedsLayout on {target}",
        layoutIfNeeded: "layoutIfNeeded on {target}", runLoop: "the run loop's turn ends",
        pushDuringLaunch: "push {name} during launch", interactivePopCancelled: "start a back swipe and cancel it",
        sheetDismissCancelled: "drag the sheet down and let it snap back",
        swipeDismiss: "swipe the sheet down until it is dismissed",
        suspend: "the system suspends the app running in the background",
        killWhileMinimizing: "swipe the app away right after minimizing it",
        newWindow: "open another window of the app", showWindow: "show window {name} at level {level}",
        showKeyWindow: "show window {name} at level {level}, key", hideWindow: "hide window {name}")

    static let simplifiedChinese = ScenarioWords(
        createdBy: "由 {how} 创建", overridesLoadView: "重写了 loadView", childOf: "{parent} 的子控制器",
        releasesViewOnMemoryWarning: "收到内存警告时释放视图",
        supportsOnly: "只支持{orientations}", viewIn: "位于 {parent} 中", viewOf: "{owner} 的根视图",
        notesSeparator: "，",
        settingsLead: "，", onDevice: "{device}", inAppearance: "{style}模式", light: "浅色", dark: "深色",
        portrait: "竖屏", landscape: "横屏",
        launch: "启动应用", launchHolding: "设备{orientation}时启动应用", launchFor: "启动应用（原因：{reason}）",
        openURL: "打开带有应用 URL scheme 的链接", notificationTap: "点击一条通知", remoteNotification: "收到一条静默推送",
        rotate: "转动设备", rotateTo: "把设备转为{orientation}", traitChange: "把系统外观切换为{style}",
        home: "回到主屏幕", foreground: "从主屏幕回到应用", lock: "锁屏", unlock: "解锁",
        interruption: "来电或系统提醒盖住应用", interruptionEnd: "来电或系统提醒消失",
        appSwitcher: "打开应用切换器", kill: "在应用切换器中划掉应用",
        terminate: "系统结束已挂起的应用", memoryWarning: "收到内存警告",
        push: "推入 {name}", pop: "弹出栈顶的控制器", popToRoot: "弹回根控制器",
        present: "模态呈现 {name}", presentWithStyle: "以 {style} 样式模态呈现 {name}",
        dismiss: "关闭模态呈现的控制器", addChild: "把 {child} 添加为 {parent} 的子控制器",
        removeChild: "移除子控制器 {name}", transition: "容器把 {from} 换成 {to}",
        selectTab: "切换到标签 {name}", addSubview: "把 {view} 添加到 {target}",
        removeFromSuperview: "把 {view} 从父视图中移除", setNeedsLayout: "对 {target} 调用 setNeedsLayout",
        layoutIfNeeded: "对 {target} 调用 layoutIfNeeded", runLoop: "本轮运行循环结束",
        pushDuringLaunch: "启动过程中推入 {name}", interactivePopCancelled: "开始侧滑返回，又取消",
        sheetDismissCancelled: "把表单往下拖，松手后弹回", swipeDismiss: "把表单往下滑直到关闭",
        suspend: "系统挂起在后台运行的应用", killWhileMinimizing: "应用刚退到后台就在切换器中被划掉",
        newWindow: "打开应用的另一个窗口", showWindow: "显示窗口 {name}（层级 {level}）",
        showKeyWindow: "显示窗口 {name}（层级 {level}），并设为主窗口", hideWindow: "隐藏窗口 {name}")
}
