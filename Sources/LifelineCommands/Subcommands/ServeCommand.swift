import ArgumentParser
import Foundation
import LifelineDiagnostics
import LifelineServing
import LifelineSite

/// `lifeline serve`: build the site, serve it on loopback, and rebuild and reload on every change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site and serve it locally, rebuilding and reloading open pages on every change.",
        discussion: """
            Watches the content and templates folders and rebuilds when a file changes; open pages \
            reload themselves, and a failed build keeps the last good site served with the errors \
            shown over the page. Stops gracefully on Ctrl-C (SIGINT) or SIGTERM.
            """
    )

    @Option(help: "The port to listen on.")
    var port = 8000

    @Option(help: "The address to listen on; loopback unless you mean to share the preview.")
    var host = "127.0.0.1"

    @Flag(inversion: .prefixedNo, help: "Rebuild on changes and reload open pages.")
    var watch = true

    @Option(help: "The folder of topic files.")
    var content = "Content"

    @Option(help: "The folder of Mustache templates and assets.")
    var templates = "Templates"

    @Option(help: "The folder the site is written into and served from.")
    var output = "Site"

    @Option(help: "The address written into sitemap.xml (default: the server's own address).")
    var baseURL: String?

    @Flag(
        help: """
            Show on each topic's page when its file last changed, read from the content folder's git \
            history. Every rebuild then renders every page.
            """)
    var lastUpdatedFromGit = false

    @Flag(help: "Print every step of each build with its time.")
    var verbose = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let baseURL, let problem = BaseURL.problem(baseURL) { throw ValidationError("--base-url: \(problem)") }
    }

    /// What each build of the preview is asked for.
    var buildOptions: SiteBuilder.Options {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        var options = SiteBuilder.Options(
            contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
            baseURL: baseURL ?? "http://\(shownHost):\(port)/")
        options.datesFromGit = lastUpdatedFromGit
        return options
    }

    func run() async throws {
        let server = PreviewServer(
            options: ServeOptions(
                build: buildOptions, host: host, port: port, watch: watch, stepReport: Terminal.stepReport(verbose)))
        let watching = watch ? "watching \(content)/ and \(templates)/" : "not watching"
        do {
            try await server.run { [output, host] event in
                Self.print(event, output: output, watching: watching, host: host)
            }
        } catch {
            throw Terminal.fail(error.description)
        }
        Terminal.out("Stopped.")
    }

    /// The warning for a preview others can reach, printed once it listens: a host that
    /// cannot be listened on (`999.1.1.1`) gets its error alone.
    static func exposureWarning(host: String) -> String? {
        guard !LoopbackHost.isLoopback(host) else { return nil }
        return "warning: listening on \(host), so the preview is reachable from the network, by anyone who can "
            + "reach this machine; use --host 127.0.0.1 to keep it to yourself"
    }

    private static func print(_ event: ServeEvent, output: String, watching: String, host: String) {
        switch event {
        case .built(let rebuild, let seconds, first: true):
            Terminal.report(rebuild.outcome.diagnostics)
            Terminal.out(
                "Built \(rebuild.outcome.topicsRead) topics into \(output)/: \(rebuild.outcome.pagesWritten) pages in "
                    + String(format: "%.2f s", seconds))
        case .built(let rebuild, let seconds, first: false):
            let parsed =
                rebuild.reparsedTopics.isEmpty
                ? "" : " (parsed again: \(rebuild.reparsedTopics.joined(separator: ", ")))"
            Terminal.out(
                "Rebuilt in " + String(format: "%.2f s", seconds) + ": \(rebuild.changedFiles.count) files changed"
                    + parsed)
        case .failed(let diagnostics, let first):
            Terminal.report(diagnostics.filter { $0.severity == .error })
            Terminal.error(
                first
                    ? "build failed: \(output)/ was left unchanged; fix the errors and save to rebuild"
                    : "build failed: still serving the last good site; open pages show the errors")
        case .unavailable(let message):
            Terminal.error("error: \(message)")
        case .listening(let url, _):
            if let warning = exposureWarning(host: host) { Terminal.error(warning) }
            Terminal.out("Serving \(output)/ at \(url) (\(watching); press Ctrl-C to stop)")
        case .stopping:
            Terminal.out("Stopping: finishing requests in flight...")
        }
    }
}
