import Foundation
import LifelineEngine

/// Diagrams drawn from the engine's own tables, placed with a ` ```diagram ` block:
/// `diagram state-machine [scenes] [ios17]` draws the application state machine;
/// `diagram window-levels` draws the window-level stack.
struct EngineDiagram {
    enum Kind: Hashable {
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

    /// A diagram depends on nothing but its kind and its language, and a knowledge base
    /// draws the same few on many pages, and laying one out is costly.
    private static let drawn = DrawnDiagrams()

    /// The diagram, its captions and labels in `words`' language.
    func html(in words: DiagramWords = .english) -> String {
        Self.drawn.html(for: Drawing(kind: kind, words: words)) { draw(in: words) }
    }

    private func draw(in words: DiagramWords) -> String {
        switch kind {
        case .stateMachine(let platform, let lifecycle):
            StateMachineDiagram(table: AppTransitionTable(platform: platform, lifecycle: lifecycle), words: words)
                .html()
        case .windowLevels:
            WindowLevelDiagram(words: words).html()
        }
    }

    fileprivate struct Drawing: Hashable {
        var kind: Kind
        var words: DiagramWords
    }
}

/// Diagrams drawn so far in this process, by kind and language.
private final class DrawnDiagrams: @unchecked Sendable {
    private let lock = NSLock()
    private var diagrams: [EngineDiagram.Drawing: String] = [:]

    func html(for drawing: EngineDiagram.Drawing, draw: () -> String) -> String {
        if let drawn = lock.withLock({ diagrams[drawing] }) { return drawn }
        let html = draw()
        lock.withLock { diagrams[drawing] = html }
        return html
    }
}
