import LifelineEngine

/// Diagrams drawn from the engine's own tables, placed with a ` ```diagram ` block:
/// `diagram state-machine [scenes] [ios17]` draws the application state machine;
/// `diagram window-levels` draws the window-level stack.
struct EngineDiagram {
    enum Kind {
        case stateMachine(Platform, Lifecycle)
        case windowLevels
    }

    var kind: Kind

    init?(words: [String]) {
        guard let name = words.first else { return nil }
        switch name {
        case "state-machine":
            let platform = words.dropFirst().compactMap(Platform.init(parsing:)).first ?? Platform(major: 17)
            let lifecycle: Lifecycle = words.contains("scenes") && platform.hasScenes ? .scenes : .appDelegate
            kind = .stateMachine(platform, lifecycle)
        case "window-levels":
            kind = .windowLevels
        default:
            return nil
        }
    }

    func html() -> String {
        switch kind {
        case .stateMachine(let platform, let lifecycle):
            StateMachineDiagram(table: AppTransitionTable(platform: platform, lifecycle: lifecycle)).html()
        case .windowLevels:
            WindowLevelDiagram().html()
        }
    }
}
