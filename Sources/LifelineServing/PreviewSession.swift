import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineSite

/// The building half of the preview server: runs one incremental build at a time, keeps the
/// parsed topics between builds, and tells the open pages what happened.
actor PreviewSession {
    let builder: SiteBuilder
    let liveReload: LiveReload?
    let stepReport: BuildPipeline.Report?
    private var cache = TopicCache()
    private var builds = 0

    init(builder: SiteBuilder, liveReload: LiveReload?, stepReport: BuildPipeline.Report? = nil) {
        self.builder = builder
        self.liveReload = liveReload
        self.stepReport = stepReport
    }

    /// Builds once and reports it; a failed build leaves the served site as it was.
    func build() async -> ServeEvent {
        let first = builds == 0
        builds += 1
        let started = ContinuousClock.now
        // Builds never overlap (the watcher awaits each one), so the cache is taken out and put
        // back around the suspension.
        var cache = self.cache
        let rebuild: SiteRebuild
        do {
            // The same lock as `lifeline build`: a build run by hand while the server watches
            // takes turns with the server's rebuilds instead of racing their swaps.
            try builder.checkOutput()
            let lock = try await Self.lock(builder.options.outputDirectory)
            defer { withExtendedLifetime(lock) {} }
            rebuild = try await builder.rebuild(reusing: &cache, report: stepReport)
            self.cache = cache
        } catch {
            await liveReload?.failed("\(error)")
            return .unavailable("\(error)")
        }
        guard rebuild.outcome.written else {
            let blocking = rebuild.outcome.diagnostics.filter(isBlocking)
            await liveReload?.failed(Self.overlayText(blocking))
            return .failed(rebuild.outcome.diagnostics, first: first)
        }
        await liveReload?.succeeded(changed: rebuild.changedFiles)
        let elapsed = started.duration(to: .now).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return .built(rebuild, seconds: seconds, first: first)
    }

    /// Takes the build lock on a thread of its own: waiting in `flock` on one of the few
    /// cooperative threads would stall every other task of the server meanwhile.
    private static func lock(_ output: String) async throws(SiteOutputError) -> SiteLock {
        let result: Result<SiteLock, SiteOutputError> = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    returning: Result { () throws(SiteOutputError) in try SiteLock.acquire(for: output) { _ in } })
            }
        }
        return try result.get()
    }

    private func isBlocking(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (builder.options.strict && diagnostic.severity == .warning)
    }

    /// The diagnostics as the terminal prints them (without colour), with source excerpts and
    /// the count line.
    static func overlayText(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticFormatter(sources: DiagnosticSources.texts(for: diagnostics), colour: false).format(diagnostics)
    }
}
