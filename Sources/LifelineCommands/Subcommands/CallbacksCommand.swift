import ArgumentParser
import LifelineEngine
import LifelineScenarios

/// `lifeline callbacks`: the engine's callback registry — selector, Swift spelling, owner
/// type and the iOS versions that call each.
struct CallbacksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "callbacks",
        abstract: "List the callbacks the lifecycle engine knows, with their owners and platforms."
    )

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text
        case json
    }

    @Option(help: "text or json.")
    var format: Format = .text

    func run() {
        let rendered =
            switch format {
            case .text: CallbackListWriter.text()
            case .json: CallbackListWriter.json()
            }
        Terminal.out(String(rendered.dropLast()))
    }
}
