import LifelineEngine

/// The group a scenario is listed under on the scenario index: what happens in it.
///
/// A scenario's id says little to a reader, and a list of a hundred titles sorted together
/// hides the one they look for. Most scenarios set a screen up (a push, a presentation) and
/// then do the one thing they are about (rotate, go home, get a memory warning), so the most
/// particular of their steps decides (`precedence`). The order of the cases is the order of
/// the groups on the page.
enum ScenarioArea: CaseIterable {
    case launch
    case linksAndNotifications
    case backgroundAndLock
    case memory
    case navigation
    case presentation
    case tabsAndContainers
    case views
    case rotationAndTraits
    case windows

    /// The group's heading in the page's language.
    func title(in ui: UIStrings) -> String {
        switch self {
        case .launch: ui.areaLaunch
        case .linksAndNotifications: ui.areaLinksAndNotifications
        case .backgroundAndLock: ui.areaBackgroundAndLock
        case .memory: ui.areaMemory
        case .navigation: ui.areaNavigation
        case .presentation: ui.areaPresentation
        case .tabsAndContainers: ui.areaTabsAndContainers
        case .views: ui.areaViews
        case .rotationAndTraits: ui.areaRotationAndTraits
        case .windows: ui.areaWindows
        }
    }

    static func of(_ scenario: Scenario) -> ScenarioArea {
        let areas = Set(scenario.steps.compactMap { area(of: $0.action) })
        return precedence.first(where: areas.contains) ?? .launch
    }

    /// Most particular first: the steps that usually only set the scene come last.
    static let precedence: [ScenarioArea] = [
        .windows, .rotationAndTraits, .linksAndNotifications, .memory, .views, .tabsAndContainers,
        .backgroundAndLock, .presentation, .navigation,
    ]

    /// The area an action belongs to; nil for a plain launch, which most scenarios begin with.
    private static func area(of action: ScenarioAction) -> ScenarioArea? {
        switch action {
        case .launch: nil
        case .launchHolding: .rotationAndTraits
        case .launchFor, .openURL, .notificationTap, .remoteNotification: .linksAndNotifications
        case .home, .foreground, .lock, .unlock, .interruption, .interruptionEnd, .appSwitcher, .kill, .terminate,
            .suspend, .killWhileMinimizing:
            .backgroundAndLock
        case .memoryWarning: .memory
        case .push, .pop, .popToRoot, .pushDuringLaunch, .interactivePopCancelled: .navigation
        case .present, .dismiss, .sheetDismissCancelled, .swipeDismiss: .presentation
        case .addChild, .removeChild, .transition, .selectTab: .tabsAndContainers
        case .addSubview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded, .runLoop: .views
        case .rotate, .traitChange: .rotationAndTraits
        case .newWindow, .showWindow, .hideWindow: .windows
        }
    }
}
