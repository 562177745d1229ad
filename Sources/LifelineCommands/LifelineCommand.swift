import ArgumentParser

/// The root of the `lifeline` command line: each capability is a subcommand, so the
/// executable target stays a one-line `main.swift` and tests can call every command.
public struct LifelineCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Build a verified documentation site about the iOS application and UIKit lifecycle.",
        subcommands: [
            BuildCommand.self, CheckCommand.self, TraceCommand.self, CallbacksCommand.self,
        ]
    )

    public init() {}
}

extension LifelineCommand {
    /// Runs the command line; `main.swift` calls only this.
    ///
    /// Going through the `AsyncParsableCommand` existential makes sure the asynchronous
    /// entry point is chosen, never the synchronous one `ParsableCommand` also declares.
    public static func run() async {
        let command: any AsyncParsableCommand.Type = LifelineCommand.self
        await command.main()
    }
}
