import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// Checks that need the whole scenario: every name used is declared, scenes, containment and
/// storyboards exist on the platform, `log` names something that can call back.
extension ScenarioBuilder {
    static let roles = ["AppDelegate", "SceneDelegate", "Window"]

    mutating func check(_ scenario: Scenario, log: [(String, YAMLNode)]) {
        let controllerNames = scenario.controllers.map(\.name)
        let viewNames = scenario.views.map(\.name)
        for name in Set(controllerNames).intersection(viewNames).sorted() {
            reader.error("scenario.duplicate-name", "'\(name)' is declared both as a controller and as a view", at: nil)
        }
        checkStateRestoration(scenario)
        var windowNames: [String] = []
        for step in scenario.steps {
            if case .showWindow(let name, _, _) = step.action { windowNames.append(name) }
        }
        // Sets, because a scenario may name thousands of controllers, each used by a step.
        let controllerSet = Set(controllerNames)
        let viewSet = Set(viewNames)
        for reference in references {
            let isController = controllerSet.contains(reference.name)
            let isView = viewSet.contains(reference.name)
            switch reference.kind {
            case .controller where !isController:
                undeclared(
                    reference.name, among: controllerNames, id: "scenario.undeclared-controller", noun: "controller",
                    sections: ["controllers"], at: reference.node)
            case .view where !isView:
                undeclared(
                    reference.name, among: viewNames, id: "scenario.undeclared-view", noun: "view",
                    sections: ["views"], at: reference.node)
            case .viewOrController
            where !isController && !isView && !(Self.roles + windowNames).contains(reference.name):
                undeclared(
                    reference.name, among: controllerNames + viewNames, id: "scenario.undeclared-controller",
                    noun: "controller or view", sections: ["controllers", "views"], at: reference.node)
            default:
                break
            }
        }
        let loggable = controllerNames + viewNames + Self.roles + windowNames
        let loggableSet = Set(loggable)
        let declarationsLost = declarationsMayBeLost(["controllers", "views"])
        for (name, node) in log
        where !loggableSet.contains(name) && !Self.isNumberedSceneDelegate(name) && !declarationsLost {
            let hint = NearMiss.suggestion(for: name, among: loggable)
            reader.error(
                "scenario.unknown-log-object",
                "'\(name)' in 'log' is not a declared controller or view, nor AppDelegate, SceneDelegate or Window"
                    + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                at: node, fixIt: hint)
        }
        checkSceneDelegateNames(scenario, log: log)
        checkNibViews(scenario)
        checkStoryboards(scenario)
        checkParentCycles(scenario)
        if scenario.app.lifecycle == .scenes && !scenario.platform.hasScenes {
            reader.error(
                "scenario.scenes-before-ios13",
                "'lifecycle: scenes' needs ios13 or later, but the platform is \(scenario.platform)",
                at: lifecycleNode ?? platformNode)
        }
        if !scenario.platform.hasContainment {
            for spec in scenario.controllers where spec.parent != nil && spec.containment {
                reader.error(
                    "scenario.unsupported-on-platform",
                    "containment (addChildViewController:) needs ios5 or later; write 'containment: false' for \(spec.name)",
                    at: platformNode)
            }
        }
    }

    /// Storyboards do not exist before iOS 5 (`Platform.hasStoryboards`): a storyboard
    /// window or a storyboard-made controller on ios4 is reported at its key. A file that
    /// leaves `window:` out gets the storyboard default, so that is reported at `app:`.
    private mutating func checkStoryboards(_ scenario: Scenario) {
        let platform = scenario.platform
        guard !platform.hasStoryboards else { return }
        if scenario.app.window == .storyboard {
            let explicit = windowKeyNode != nil
            reader.error(
                "scenario.unsupported-on-platform",
                explicit
                    ? "storyboards need ios5 or later, but the platform is \(platform); write 'window: code'"
                    : "'window' defaults to storyboard, which needs ios5 or later; write 'window: code' for \(platform)",
                at: windowKeyNode ?? appNode ?? platformNode)
        }
        for spec in scenario.controllers where spec.created == .storyboard {
            reader.error(
                "scenario.unsupported-on-platform",
                "storyboards need ios5 or later, but the platform is \(platform); create \(spec.name) with "
                    + "'init', 'initWithNibName' or 'nib'",
                at: createdKeyNodes[spec.name] ?? platformNode)
        }
    }

    /// A controller or view that is its own parent, directly or through others, would have
    /// the simulation add it inside itself for ever; reported at the `parent:` of each one on
    /// the loop. (A view's parent may be a controller, a controller's never a view.)
    private mutating func checkParentCycles(_ scenario: Scenario) {
        var parents: [String: String] = [:]
        for spec in scenario.controllers { parents[spec.name] = spec.parent }
        for spec in scenario.views where parents[spec.name] == nil { parents[spec.name] = spec.parent }
        for name in scenario.controllers.map(\.name) + scenario.views.map(\.name) where parents[name] != nil {
            var chain = [name]
            var next = parents[name]
            while let current = next, !chain.contains(current) {
                chain.append(current)
                next = parents[current]
            }
            guard next == name else { continue }
            let noun = scenario.controller(named: name) != nil ? "controller" : "view"
            reader.error(
                "scenario.parent-cycle",
                "\(noun) '\(name)' is its own parent: \((chain + [name]).joined(separator: " -> "))",
                at: parentNodes[name])
        }
    }

    /// Whether a mistake already reported may have kept any of `sections` from being read:
    /// `controlers:` misspelt leaves every controller undeclared, and that is its one error.
    private func declarationsMayBeLost(_ sections: [String]) -> Bool {
        guard let rootNode else { return false }
        return sections.contains { reader.mayHaveLost($0, in: rootNode) }
    }

    private mutating func undeclared(
        _ name: String, among names: [String], id: String, noun: String, sections: [String], at node: YAMLNode
    ) {
        guard !declarationsMayBeLost(sections) else { return }
        let hint = NearMiss.suggestion(for: name, among: names)
        let suffix = hint.map { "; did you mean '\($0)'?" } ?? ""
        let under = sections.map { "'\($0):'" }.joined(separator: " or ")
        reader.error(id, "\(noun) '\(name)' is not declared under \(under)\(suffix)", at: node, fixIt: hint)
    }

    /// A view declared as a controller's nib-made root view needs a nib that controller
    /// actually loads: its storyboard or xib, the nib passed to `initWithNibName:bundle:`, or
    /// one the default lookup finds (`NibLookup`); an overridden `loadView` loads none.
    private mutating func checkNibViews(_ scenario: Scenario) {
        for view in scenario.views where view.created == .nib {
            guard let owner = view.viewOf, let spec = scenario.controller(named: owner) else { continue }
            let node = references.first { $0.name == owner }?.node
            if spec.loadView == .override && spec.created != .nib {
                reader.warning(
                    "scenario.view-without-nib",
                    "\(owner) overrides loadView, so its view '\(view.name)' is made in code, not unarchived", at: node)
                continue
            }
            let hasNib =
                switch spec.created {
                case .storyboard, .nib: true
                case .initWithNibName where spec.nib != nil: true
                default: NibLookup.nibName(forClass: owner, in: scenario.nibs) != nil
                }
            if !hasNib {
                let tried = NibLookup.candidates(forClass: owner).joined(separator: "' or '")
                reader.warning(
                    "scenario.view-without-nib",
                    "\(owner) has no nib ('\(tried)' is not under 'nibs:'), so UIKit gives it an empty view, not '\(view.name)'",
                    at: node)
            }
        }
    }

    /// `SceneDelegate[scene2]`: the name FORMAT version 2 gives each scene delegate of a run in
    /// which UIKit connects more than one scene.
    static func isNumberedSceneDelegate(_ name: String) -> Bool {
        guard name.hasPrefix("SceneDelegate[scene"), name.hasSuffix("]") else { return false }
        let number = name.dropFirst("SceneDelegate[scene".count).dropLast()
        return !number.isEmpty && number.allSatisfy(\.isASCII) && Int(number).map { $0 >= 1 } == true
    }
}
