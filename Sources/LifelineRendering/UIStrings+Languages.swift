extension UIStrings {
    public static let english = UIStrings(
        skipToContent: "Skip to content",
        tagline: "The iOS app and UIKit lifecycle, checked by simulation",
        callbacksAZ: "Callbacks A–Z", scenarios: "Scenarios", evidence: "Evidence", search: "Search",
        searchPlaceholder: "Search callbacks and topics", sectionsAndTopics: "Sections and topics",
        sectionsLabel: "Sections", indexesLabel: "Indexes", breadcrumbsLabel: "Breadcrumbs", home: "Home",
        footer: "Built by Lifeline. Every sequence on this site is checked against a simulation of UIKit.",
        languageLabel: "Language", themeLabel: "Theme", onThisPage: "On this page", related: "Related",
        sources: "Sources", editThisPage: "Edit this page", previous: "Previous", next: "Next",
        previousAndNext: "Previous and next", selector: "Selector", swift: "Swift", declaredBy: "Declared by",
        platformsNote: "the iOS versions this page applies to",
        homeSummary:
            "What UIKit calls, in which order, on which iOS version, and why. Every callback order on these pages is "
            + "proven by a simulation of the application and view-controller lifecycle each time the site is built, "
            + "and the simulation answers to real device logs: each claim shows what backs it, version by version.",
        homeDescription:
            "What UIKit calls, in which order, on which iOS version, and why: checked by a simulation.",
        guidesHeading: "Situations, step by step",
        guidesIntro:
            "Each guide takes one situation and shows every callback it brings, in order, on each iOS version it "
            + "covers.",
        topicsCount: "{n} topics", allTopics: "All {n} topics", notFoundTitle: "Page not found",
        notFoundText: "There is no page at this address. It may have moved when topics were reorganised.",
        notFoundHome: "Go to the home page", notFoundDescription: "There is no page at this address.",
        searchTitle: "Search", searchDescription: "Search the callbacks, topics and scenarios of this site.",
        searchFieldLabel: "Titles, selectors in Objective-C or Swift, and text", searchButton: "Search",
        searchNoScript:
            "Search needs JavaScript. Everything else on this site works without it: browse by callback, by "
            + "scenario or by section.",
        byCallback: "Callbacks A–Z", byScenario: "Scenarios",
        untranslated: "This page is not translated yet; it is shown in English.",
        sectionDescription: "The topics of {title}.",
        claimScenario: "Scenario", claimStep: ", step {n}", claimSteps: ", steps {from}–{to}",
        claimProven: "✓ proven by the engine",
        claimSimulates: ", which gives this order when it simulates {platforms}", claimEachOf: "each of ",
        claimTraced: "traced by the engine",
        claimTracedOn: "the engine's order on {platform}, shown as the "
            + "simulation gives it", whatProvenMeans: "what proven means", setup: "Setup",
        callbacksOf: "Callbacks of {label}",
        sequenceDiagram: "Sequence diagram", sequenceDiagramOf: "Sequence diagram of {label}",
        scenarioOn: "{title} on {platform}",
        excerptShows: "Shows <strong>{shown} of {total} {calls}</strong> of the trace",
        excerptAtSteps: " at these steps",
        excerptLeftOut: "left out", excerptEveryCallOf: "every call of ", excerptOf: " of ",
        wholeTrace: "The whole trace", and: " and ", deviceLog: "device log", deviceLogs: "device logs",
        inferredFromOtherVersions: "inferred from logs on other versions", documentationOnly: "documentation only",
        inferred: "inferred", tableStep: "Step", tableObject: "Object", tableCallback: "Callback",
        tableAppState: "App state", tableViewInWindow: "View in window",
        kindState: "Application state", kindDelegateMethod: "Delegate method", kindCallback: "Callback",
        kindScenarioGuide: "Scenario guide", kindNibLoading: "Nib loading", kindWindow: "Windows",
        kindConcept: "Concept")

    public static let simplifiedChinese = UIStrings(
        skipToContent: "跳到正文",
        tagline: "iOS 应用与 UIKit 的生命周期，由模拟验证",
        callbacksAZ: "回调索引 A–Z", scenarios: "场景脚本", evidence: "证据", search: "搜索",
        searchPlaceholder: "搜索回调和主题", sectionsAndTopics: "栏目与主题",
        sectionsLabel: "栏目", indexesLabel: "索引", breadcrumbsLabel: "当前位置", home: "首页",
        footer: "由 Lifeline 生成。本站的每一段调用顺序都与 UIKit 的模拟结果核对过。",
        languageLabel: "语言", themeLabel: "主题", onThisPage: "本页内容", related: "相关主题",
        sources: "资料来源", editThisPage: "编辑此页", previous: "上一篇", next: "下一篇",
        previousAndNext: "上一篇与下一篇", selector: "选择器", swift: "Swift", declaredBy: "声明于",
        platformsNote: "本页适用的 iOS 版本",
        homeSummary:
            "UIKit 会调用哪些方法、以什么顺序、在哪个 iOS 版本上，以及为什么。每次构建本站时，页面上的每一段回调顺序都会由"
            + "应用与视图控制器生命周期的模拟重新验证；模拟本身又以真机日志为准：每条断言都会按版本列出它的依据。",
        homeDescription: "UIKit 会调用哪些方法、以什么顺序、在哪个 iOS 版本上，以及为什么：全部由模拟验证。",
        guidesHeading: "按情景逐步讲解",
        guidesIntro: "每篇指南讲一个情景，按顺序列出它带来的每一个回调，并覆盖它涉及的每个 iOS 版本。",
        topicsCount: "{n} 个主题", allTopics: "全部 {n} 个主题", notFoundTitle: "找不到页面",
        notFoundText: "这个地址没有页面。主题重新整理时，它可能已经移到别处。",
        notFoundHome: "回到首页", notFoundDescription: "这个地址没有页面。",
        searchTitle: "搜索", searchDescription: "搜索本站的回调、主题和场景脚本。",
        searchFieldLabel: "标题、Objective-C 或 Swift 的方法名，以及正文", searchButton: "搜索",
        searchNoScript: "搜索需要 JavaScript。本站其余部分不需要它：可以按回调、按场景脚本或按栏目浏览。",
        byCallback: "回调索引", byScenario: "场景脚本",
        untranslated: "本页尚未翻译，暂以英文显示。",
        sectionDescription: "{title}栏目下的主题。",
        claimScenario: "场景脚本", claimStep: "，第 {n} 步", claimSteps: "，第 {from}–{to} 步", claimProven: "✓ 已由引擎验证",
        claimSimulates: "：引擎模拟 {platforms} 时都得到这个顺序", claimEachOf: "",
        claimTraced: "由引擎生成", claimTracedOn: "引擎在 {platform} 上给出的顺序，按模拟结果原样列出",
        whatProvenMeans: "“已验证”是什么意思", setup: "设置", callbacksOf: "{label}的回调",
        sequenceDiagram: "时序图", sequenceDiagramOf: "{label}的时序图", scenarioOn: "{title}（{platform}）",
        excerptShows: "表中列出调用轨迹的 <strong>{total} 次调用中的 {shown} 次</strong>", excerptAtSteps: "（仅限这些步骤）",
        excerptLeftOut: "省略了", excerptEveryCallOf: "以下对象的全部调用：", excerptOf: "，属于 ",
        wholeTrace: "完整调用轨迹", and: " 和 ", deviceLog: "真机日志", deviceLogs: "真机日志",
        inferredFromOtherVersions: "由其他版本的日志推断", documentationOnly: "仅有文档依据",
        inferred: "推断", tableStep: "步骤", tableObject: "对象", tableCallback: "回调",
        tableAppState: "应用状态", tableViewInWindow: "视图在窗口中",
        kindState: "应用状态", kindDelegateMethod: "代理方法", kindCallback: "回调",
        kindScenarioGuide: "情景指南", kindNibLoading: "Nib 加载", kindWindow: "窗口",
        kindConcept: "概念")
}
