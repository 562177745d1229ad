import LifelineDiagnostics

/// One named step of a build: list sources, parse topics, load sections, load scenarios and
/// observations, assemble, validate, compile templates, render, write.
///
/// `check`, `build`, each rebuild of `serve` and each side of `review` are lists of these
/// (`BuildPipeline`), differing only in where they read and where they write. A newcomer finds
/// any behaviour from the step's name: each is defined once, in `BuildStep+*.swift`.
public struct BuildStep: Sendable {
    /// What the step is for, as `--verbose` prints it and an operational error names it.
    public let name: String
    /// Whether the step runs after an earlier one stopped the build (it records what the
    /// build did, rather than making the site).
    public let runsWhenStopped: Bool
    let body: @Sendable (inout BuildState) async throws(SiteBuildError) -> Void

    public init(
        _ name: String, runsWhenStopped: Bool = false,
        body: @escaping @Sendable (inout BuildState) async throws(SiteBuildError) -> Void
    ) {
        self.name = name
        self.runsWhenStopped = runsWhenStopped
        self.body = body
    }
}

/// An operational error (a folder missing, an output that cannot be written) and the step it
/// stopped; problems inside files are diagnostics instead.
public struct BuildFailure: Error, Equatable, CustomStringConvertible {
    public var step: String
    public var reason: SiteBuildError

    public init(step: String, reason: SiteBuildError) {
        self.step = step
        self.reason = reason
    }

    public var description: String { "\(step): \(reason)" }
}
