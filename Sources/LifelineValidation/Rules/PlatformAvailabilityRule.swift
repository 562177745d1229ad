import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// A callback page agrees with the engine's registry about the callback: its owner, its
/// Swift spelling, and the platforms on which UIKit calls it (a page may not claim
/// `viewDidUnload` on ios13). Sequence claims may not name a callback on a platform that
/// lacks it.
struct PlatformAvailabilityRule: ValidationRule {
    static let ids = ["callback.owner-mismatch", "callback.swift-mismatch", "callback.unavailable"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        switch topic.details {
        case .callback(let facts), .delegateMethod(let facts):
            guard let callback = CallbackRegistry.callback(selector: facts.selector) else { break }
            if facts.owner != callback.owner.rawValue {
                diagnostics.append(
                    Diagnostic(
                        id: "callback.owner-mismatch", file: topic.path,
                        range: topic.range(ofValueOf: "owner") ?? topic.range(ofKey: "owner"),
                        summary: "\(facts.selector) is declared by \(callback.owner.rawValue), not \(facts.owner)",
                        fixIts: FixIt.replacing(topic.range(ofValueOf: "owner"), with: callback.owner.rawValue)
                    )
                )
            }
            if let swift = facts.swift, swift != callback.swift {
                diagnostics.append(
                    Diagnostic(
                        id: "callback.swift-mismatch", file: topic.path, range: topic.range(ofKey: "swift"),
                        summary: "the Swift spelling of \(facts.selector) is \(callback.swift), not \(swift)"
                    )
                )
            }
            if let platforms = topic.platforms,
                let missing = ValidationContext.platforms(in: platforms).first(where: {
                    !callback.availability.contains($0)
                })
            {
                diagnostics.append(
                    Diagnostic(
                        id: "callback.unavailable", file: topic.path, range: topic.range(ofKey: "platforms"),
                        summary:
                            "UIKit does not call \(facts.selector) on \(missing) (it is called on \(callback.availability)), "
                            + "but the page claims \(platforms)"
                    )
                )
            }
        default:
            break
        }
        for claim in topic.claims {
            guard let range = claim.platforms else { continue }
            let platforms = ValidationContext.platforms(in: range)
            for line in claim.lines {
                guard let callback = CallbackRegistry.callback(selector: line.callback),
                    let missing = platforms.first(where: { !callback.availability.contains($0) })
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        id: "callback.unavailable", file: topic.path,
                        range: SourceRange(
                            line: line.line, column: line.callbackColumn, length: line.callback.unicodeScalars.count),
                        summary: "the claim covers \(range), but UIKit does not call \(line.callback) on \(missing)"
                    )
                )
            }
        }
        return diagnostics
    }
}
