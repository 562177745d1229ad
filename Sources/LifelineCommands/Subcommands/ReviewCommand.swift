import ArgumentParser
import LifelineReview

/// `lifeline review`: what a content change means, between two git revisions.
struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Explain a content change: topics, claims, traces, diagnostics and pages between two revisions.",
        discussion: """
            Reads the content and templates at --base (and at --head, or in the working tree) from \
            git objects, without touching the working tree or the index, checks and renders both \
            in memory, and reports what differs. Exit status: 0 when the head introduces no \
            errors, 1 when it does, 2 for a revision that does not exist or a folder outside git.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, json, github
    }

    @Option(help: "The revision to compare against, such as origin/main or HEAD~3.")
    var base: String

    @Option(help: "The revision under review (default: the working tree).")
    var head: String?

    @Option(help: "markdown (a pull-request comment), json (versioned schema) or github (annotations).")
    var format: Format = .markdown

    @Option(help: "The folder of topic files.")
    var content = "Content"

    @Option(help: "The folder of Mustache templates.")
    var templates = "Templates"

    @Option(help: "A lifeline built at the base revision, to simulate the base's scenarios with the base's engine.")
    var baseLifeline: String?

    func run() async throws {
        let review: Review
        do {
            review = try await Reviewer(
                options: .init(
                    base: base, head: head, contentDirectory: content, templatesDirectory: templates,
                    baseEngine: baseLifeline.map(BaseEngine.init(executable:)))
            ).review()
        } catch {
            Terminal.error("error: \(error.description)")
            throw ExitCode(2)
        }
        let rendered =
            switch format {
            case .markdown: ReviewMarkdown.render(review)
            case .json: ReviewJSON.encode(review) + "\n"
            case .github: ReviewAnnotations.render(review)
            }
        Terminal.out(String(rendered.dropLast()))
        if review.introducesErrors { throw ExitCode(1) }
    }
}
