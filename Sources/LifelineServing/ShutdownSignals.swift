import Dispatch
import Foundation

/// Observes SIGINT and SIGTERM beside Hummingbird's own handling of them.
///
/// Hummingbird's `runService` turns either signal into a graceful shutdown: stop accepting,
/// finish the requests in flight. A live-reload event stream is a request that never
/// finishes by itself, so this observer closes the streams at the same moment; without it a
/// server with an open page would wait forever. Dispatch delivers a signal to every source
/// that watches it, so both observers see each signal. The observer stays in the task that
/// made it (Dispatch sources are not `Sendable`).
final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    /// Starts observing; `handler` runs on each signal until the observer is released.
    init(_ handler: @escaping @Sendable () -> Void) {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            // The default action (ending the process) must be off for Dispatch to deliver it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
