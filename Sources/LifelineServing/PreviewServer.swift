import Foundation
import Hummingbird
import HummingbirdCore
import LifelineSite

/// `lifeline serve`: builds the site, serves the output folder, and with watching rebuilds on
/// every change to the sources and reloads the open pages.
///
/// Three things run side by side: Hummingbird's server (under `runService`, which turns SIGINT
/// and SIGTERM into a graceful shutdown), the poll loop that rebuilds, and the live-reload
/// streams. Requests read the output folder afresh each time, and a build swaps a whole new
/// folder in, so a request sees either the old site or the new one, never half of each.
public struct PreviewServer: Sendable {
    public var options: ServeOptions

    public init(options: ServeOptions) {
        self.options = options
    }

    /// Builds, then serves until SIGINT or SIGTERM (or until the task is cancelled), handing
    /// every event to `report`. Returns normally after a graceful shutdown.
    public func run(report: @escaping @Sendable (ServeEvent) -> Void) async throws(ServeError) {
        if options.port != 0 { try ListenProbe.check(host: options.host, port: options.port) }

        let liveReload = options.watch ? LiveReload() : nil
        let session = PreviewSession(
            builder: SiteBuilder(options: options.build), liveReload: liveReload, stepReport: options.stepReport)
        let watched = [options.build.contentDirectory, options.build.templatesDirectory]
        let output = options.build.outputDirectory
        let baseline = SourceSnapshot.take(watched, excluding: output)
        let first = await session.build()
        if case .unavailable(let message) = first { throw .build(message) }
        report(first)
        if case .failed = first, !options.watch { throw .buildFailed(output: output) }

        let idle = options.idleTimeout.components
        var application = Application(
            responder: SiteResponder(
                folder: SiteFolder(directory: output), liveReload: liveReload,
                loopbackHost: LoopbackHost.isLoopback(options.host) ? options.host : nil),
            server: .http1ClosingWhenAsked(
                configuration: .init(
                    idleTimeout: .nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000))),
            configuration: ApplicationConfiguration(
                address: .hostname(options.host, port: options.port),
                availableConnectionsDelegate: MaximumAvailableConnections(
                    options.maximumConnections ?? ConnectionLimit.current())),
            onServerRunning: { [host = options.host] channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                report(.listening(url: "http://\(shown):\(port)/", port: port))
            }
        )
        // The command prints what matters; Hummingbird's own log lines stay quiet unless
        // LOG_LEVEL asks for them.
        if ProcessInfo.processInfo.environment["LOG_LEVEL"] == nil { application.logger.logLevel = .critical }
        let server = application

        let signals = ShutdownSignals {
            report(.stopping)
            Task { await liveReload?.close() }
        }
        defer { withExtendedLifetime(signals) {} }

        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await server.runService() }
                if let liveReload {
                    group.addTask {
                        await watch(watched, excluding: output, from: baseline, session: session, report: report)
                    }
                    group.addTask { await beat(liveReload) }
                }
                // The server ends first (shutdown); the watcher and the heartbeat are then cancelled.
                try await group.next()
                group.cancelAll()
            }
        } catch is CancellationError {
            await liveReload?.close()
        } catch {
            await liveReload?.close()
            throw .cannotListen(host: options.host, port: options.port, reason: String(describing: error))
        }
        await liveReload?.close()
    }

    /// Sends a heartbeat to the open pages every `heartbeatInterval`, until cancelled.
    private func beat(_ liveReload: LiveReload) async {
        while (try? await Task.sleep(for: options.heartbeatInterval)) != nil {
            await liveReload.heartbeat()
        }
    }

    /// Polls the sources and rebuilds when they have settled, until cancelled.
    private func watch(
        _ folders: [String], excluding output: String, from baseline: SourceSnapshot, session: PreviewSession,
        report: @escaping @Sendable (ServeEvent) -> Void
    ) async {
        var schedule = RebuildSchedule(baseline: baseline, quietPolls: options.quietPolls)
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: options.pollInterval)
            } catch {
                return
            }
            guard schedule.polled(SourceSnapshot.take(folders, excluding: output)) == .rebuild else { continue }
            report(await session.build())
        }
    }
}
