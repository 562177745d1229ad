import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// Window levels a page states have the engine's values (normal 0, statusBar 1000,
/// alert 2000), and the page lists them in increasing order, as they stack.
struct WindowLevelRule: ValidationRule {
    static let ids = ["window.unknown-level", "window.level-mismatch", "window.level-order"]

    static let named: [String: WindowLevel] = ["normal": .normal, "statusBar": .statusBar, "alert": .alert]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        guard case .window(let facts) = topic.details else { return [] }
        var diagnostics: [Diagnostic] = []
        for level in facts.levels {
            let range = SourceRange(line: level.line, column: 1)
            guard let engine = Self.named[level.name] else {
                diagnostics.append(
                    Diagnostic(
                        id: "window.unknown-level", file: topic.path, range: range,
                        summary:
                            "'\(level.name)' is not a named window level; the engine knows normal, statusBar and alert"
                    )
                )
                continue
            }
            if engine.rawValue != level.value {
                diagnostics.append(
                    Diagnostic(
                        id: "window.level-mismatch", file: topic.path, range: range,
                        summary: "window level \(level.name) is \(Int(engine.rawValue)), not \(level.value)"
                    )
                )
            }
        }
        for (earlier, later) in zip(facts.levels, facts.levels.dropFirst()) where earlier.value > later.value {
            diagnostics.append(
                Diagnostic(
                    id: "window.level-order", file: topic.path, range: SourceRange(line: later.line, column: 1),
                    summary:
                        "levels are listed from the bottom of the stack up; \(later.name) comes below \(earlier.name)"
                )
            )
        }
        return diagnostics
    }
}
