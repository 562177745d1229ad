import ArgumentParser
import Foundation
import LifelineDiagnostics
import LifelineSite

/// `lifeline check`: run every rule without writing the site.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate every topic and cross-check every claim against the engine.",
        discussion: "Exit status: 0 clean, 1 errors (or warnings with --strict), 2 usage errors."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @Option(help: "The folder of topic files.")
    var content = "Content"

    @Option(
        help: """
            The folder of Mustache templates, compiled and checked as a build would \
            (default: Templates, when that folder exists).
            """)
    var templates: String?

    @Option(help: "How to print diagnostics: text, json (versioned schema) or github (workflow annotations).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "A folder for the check cache: later checks parse and check only the topics that changed.",
            valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Print every step of the check with its time.")
    var verbose = false

    func validate() throws {
        if let cacheDir, let problem = CacheFolder.problem(cacheDir) {
            throw ValidationError("--cache-dir: \(problem)")
        }
    }

    func run() async throws {
        let diagnostics: [Diagnostic]
        do {
            // A content folder checked on its own, with no templates beside it, is still checked.
            var options = SiteBuilder.Options(contentDirectory: content, strict: strict)
            if let templates {
                options.templatesDirectory = templates
            } else {
                options.checksTemplates = FileManager.default.fileExists(atPath: options.templatesDirectory)
            }
            let builder = SiteBuilder(options: options)
            let report = Terminal.stepReport(verbose)
            if let cacheDir {
                diagnostics = try await builder.check(cacheDirectory: cacheDir, report: report).diagnostics
            } else {
                diagnostics = try await builder.check(report: report)
            }
        } catch {
            throw Terminal.fail(error.description)
        }
        switch format {
        case .text:
            if diagnostics.isEmpty {
                Terminal.out("no problems")
            } else {
                Terminal.report(diagnostics)
            }
        case .json:
            Terminal.out(DiagnosticJSON.encode(diagnostics))
        case .github:
            if !diagnostics.isEmpty { Terminal.out(GitHubAnnotations.format(diagnostics)) }
            Terminal.out(DiagnosticFormatter.countLine(diagnostics))
        }
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(1) }
    }
}
