import LifelineContent
import LifelineDiagnostics
import LifelineEngine

/// A nib-loading page's lookup order for a controller class is the order UIKit tries:
/// the name without "Controller" first, then the full class name.
struct NibLookupRule: ValidationRule {
    static let ids = ["nib.lookup-mismatch"]

    func check(topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        guard case .nibLoading(let facts) = topic.details, let controller = facts.controllerClass,
            !facts.lookupOrder.isEmpty
        else { return [] }
        let engine = NibLookup.candidates(forClass: controller)
        guard engine != facts.lookupOrder else { return [] }
        return [
            Diagnostic(
                id: "nib.lookup-mismatch", file: topic.path, range: topic.range(ofKey: "lookup"),
                summary: "for \(controller) UIKit looks for [\(engine.joined(separator: ", "))], in that order, "
                    + "not [\(facts.lookupOrder.joined(separator: ", "))]"
            )
        ]
    }
}
