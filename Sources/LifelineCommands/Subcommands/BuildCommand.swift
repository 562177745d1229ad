import ArgumentParser
import Foundation
import LifelineDiagnostics
import LifelineSite

/// `lifeline build`: check the content and write the site, or write nothing at all.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build Content/ into a static site in Site/.",
        discussion: """
            The site is written into a temporary folder beside the output and swapped in only \
            when every step succeeded, so a failed build leaves the previous site as it was.
            """
    )

    @Option(help: "The folder of topic files.")
    var content = "Content"

    @Option(help: "The folder of Mustache templates and assets.")
    var templates = "Templates"

    @Option(help: "The folder the site is written into; replaced as a whole.")
    var output = "Site"

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "The address the site will be served from, for sitemap.xml.")
    var baseURL = "http://127.0.0.1:8000/"

    @Option(
        help: ArgumentHelp(
            "Where a topic's source can be edited, its path in the content folder appended, for an 'Edit this page' link; for example https://github.com/OWNER/REPO/edit/main/Content/.",
            valueName: "url"))
    var editURL: String?

    @Flag(help: "Copy raw HTML written in Markdown into the pages; by default it is omitted.")
    var allowRawHTML = false

    @Flag(
        help: "Show on each topic's page when its file last changed, read from the content folder's git history.")
    var lastUpdatedFromGit = false

    @Option(
        help: ArgumentHelp(
            "A folder for the build cache: later builds parse, check and render only what changed.",
            valueName: "dir"))
    var cacheDir: String?

    @Flag(help: "Print every step of the build with its time.")
    var verbose = false

    func validate() throws {
        if let problem = BaseURL.problem(baseURL) { throw ValidationError("--base-url: \(problem)") }
        if let editURL, let problem = BaseURL.problem(editURL) { throw ValidationError("--edit-url: \(problem)") }
        if let cacheDir, let problem = CacheFolder.problem(cacheDir) {
            throw ValidationError("--cache-dir: \(problem)")
        }
    }

    func run() async throws {
        let started = ContinuousClock.now
        var builder = SiteBuilder(
            options: .init(
                contentDirectory: content, templatesDirectory: templates, outputDirectory: output, strict: strict,
                allowsRawHTML: allowRawHTML, baseURL: baseURL)
        )
        builder.options.editURL = editURL
        builder.options.datesFromGit = lastUpdatedFromGit
        let outcome: SiteBuilder.Outcome
        do {
            try builder.checkOutput()
            let lock = try SiteLock.acquire(for: output) { path in
                Terminal.error("waiting for another build of \(output)/ to finish (it holds \(path))")
            }
            defer { withExtendedLifetime(lock) {} }
            outcome = try await builder.build(cacheDirectory: cacheDir, report: Terminal.stepReport(verbose))
        } catch {
            throw Terminal.fail("\(error)")
        }
        Terminal.report(outcome.diagnostics)
        guard outcome.written else {
            Terminal.error("build failed: \(output)/ was left unchanged")
            throw ExitCode(1)
        }
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let time = String(format: "%.2f s", seconds)
        switch outcome.cacheUse {
        case .incremental(let reparsed, let changed):
            Terminal.out(
                "Updated \(output)/ (\(outcome.topicsRead) topics): \(reparsed.count) topic file(s) changed, "
                    + "\(changed.count) site file(s) rewritten in \(time)")
        case .whole(let reason):
            Terminal.out("Built \(outcome.topicsRead) topics into \(output)/: \(outcome.pagesWritten) pages in \(time)")
            Terminal.out("(whole build: \(reason))")
        case nil:
            Terminal.out("Built \(outcome.topicsRead) topics into \(output)/: \(outcome.pagesWritten) pages in \(time)")
        }
    }
}
