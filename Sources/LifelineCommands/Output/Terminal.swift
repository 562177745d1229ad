import ArgumentParser
import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineSite

/// The command line's only way to print: standard output for results, standard error for
/// diagnostics and failures. Libraries never print; commands hand their values to this.
enum Terminal {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints diagnostics in the compiler form, with source excerpts where the file is known.
    static func report(_ diagnostics: [Diagnostic], sources: [String: String] = [:]) {
        guard !diagnostics.isEmpty else { return }
        let excerpts = DiagnosticSources.texts(for: diagnostics, known: sources)
        error(DiagnosticFormatter(sources: excerpts, colour: isatty(STDERR_FILENO) == 1).format(diagnostics))
    }

    /// What `--verbose` prints as each step of a build ends: its name and time on standard
    /// error, or that it was skipped because an earlier step stopped the build.
    static func stepReport(_ verbose: Bool) -> BuildPipeline.Report? {
        guard verbose else { return nil }
        return { step, duration in
            guard let duration else {
                error("  \(step.padding(toLength: 32, withPad: " ", startingAt: 0))  skipped")
                return
            }
            let milliseconds =
                Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            error(
                "  \(step.padding(toLength: 32, withPad: " ", startingAt: 0)) \(String(format: "%8.1f ms", milliseconds))"
            )
        }
    }

    /// Prints a one-line operational failure and returns the exit code to throw (1).
    static func fail(_ message: String) -> ExitCode {
        error("error: \(message)")
        return ExitCode(1)
    }
}
