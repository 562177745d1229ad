import ArgumentParser
import Foundation

/// The root of the `lifeline` command line: each capability is a subcommand, so the
/// executable target stays a one-line `main.swift` and tests can call every command.
public struct LifelineCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Build a verified documentation site about the iOS application and UIKit lifecycle.",
        subcommands: [
            BuildCommand.self, CheckCommand.self, TraceCommand.self, EvidenceCommand.self, CallbacksCommand.self,
            ReviewCommand.self, ServeCommand.self,
        ]
    )

    public init() {}
}

extension LifelineCommand {
    /// Runs the command line; `main.swift` calls only this.
    ///
    /// Usage errors exit with 2, as compilers and most Unix tools do (ArgumentParser's own
    /// default is 64); every other error keeps the exit code the command chose.
    public static func run(arguments: [String]? = nil) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
