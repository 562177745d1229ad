/// The words inside and around the diagrams drawn at build time (sequence diagrams, the
/// application state machine, the window-level stack), one value per language. The names
/// in them (callbacks, states, events, actions, levels) are the engine's and stay as the
/// scenario format spells them; only the sentences around them are translated.
public struct DiagramWords: Sendable, Hashable {
    /// A sequence diagram's band above a scenario step: `{n}` the step's number, `{action}`
    /// its action as the scenario file spells it.
    public var sequenceStep: String
    /// `{lifecycle}`: `stateMachineScenes` or `stateMachineNoScenes`; `{platform}`: `iOS 17`.
    public var stateMachineTitle: String
    public var stateMachineScenes: String
    public var stateMachineNoScenes: String
    /// `{title}`: the title above.
    public var stateMachineCaption: String
    /// An edge whose events call no method: `{events}`, such as `suspend`.
    public var stateMachineSilent: String
    public var transitionsCaption: String
    public var transitionFrom: String
    public var transitionEvent: String
    public var transitionTo: String
    public var transitionCallbacks: String
    /// The callbacks cell of a transition that calls none.
    public var transitionNone: String
    public var windowLevelsTitle: String
    public var windowLevelsCaption: String
    /// `{n}`: a level's value.
    public var windowLevelValue: String
    public var windowLevelsFront: String
    public var windowLevelsBack: String
}

extension DiagramWords {
    static let english = DiagramWords(
        sequenceStep: "Step {n}: {action}",
        stateMachineTitle: "Application state machine for {lifecycle} on {platform}",
        stateMachineScenes: "scene-based apps", stateMachineNoScenes: "apps without scenes",
        stateMachineCaption: "{title}, drawn from the engine's transition table",
        stateMachineSilent: "{events} (silent)",
        transitionsCaption: "Every transition", transitionFrom: "From", transitionEvent: "Event",
        transitionTo: "To", transitionCallbacks: "Callbacks, in order", transitionNone: "none",
        windowLevelsTitle: "Window levels, front to back",
        windowLevelsCaption: "The window-level stack, with the engine's values: any number between them is a "
            + "level too, and windows of one level stack in the order they were shown",
        windowLevelValue: "level {n}", windowLevelsFront: "front", windowLevelsBack: "back")

    static let simplifiedChinese = DiagramWords(
        sequenceStep: "第 {n} 步：{action}",
        stateMachineTitle: "{platform} 上{lifecycle}的状态机",
        stateMachineScenes: "使用场景的应用", stateMachineNoScenes: "不使用场景的应用",
        stateMachineCaption: "{title}，由引擎的状态转换表绘制",
        stateMachineSilent: "{events} (无回调)",
        transitionsCaption: "所有状态转换", transitionFrom: "起始状态", transitionEvent: "事件",
        transitionTo: "目标状态", transitionCallbacks: "依次调用的方法", transitionNone: "无",
        windowLevelsTitle: "窗口层级，从前到后",
        windowLevelsCaption: "窗口层级的堆叠，数值取自引擎：介于其间的任何数值也是一个层级，同一层级的窗口按显示的先后叠放",
        windowLevelValue: "层级 {n}", windowLevelsFront: "前", windowLevelsBack: "后")
}
