/// The server's side of live reload: what the open pages are told, and who is listening.
///
/// It remembers the site generation and, while the last build failed, its diagnostics, so a
/// page that connects (or reconnects) late is brought up to date at once. Closing it ends every
/// event stream and refuses new ones; graceful shutdown depends on that, because an event
/// stream is a response that would otherwise never finish.
public actor LiveReload {
    /// Counts the builds that changed the site; pages carry the one they were served from.
    public private(set) var generation = 0
    /// The diagnostics of the failing build, while the last build failed.
    public private(set) var failure: String?
    private var listeners: [Int: AsyncStream<LiveReloadEvent>.Continuation] = [:]
    private var nextListener = 0
    private var closed = false

    public init() {}

    /// How many pages are listening now.
    public var listenerCount: Int { listeners.count }

    /// A stream of events for one page, starting with what it needs to catch up; nil once closed.
    public func listen() -> AsyncStream<LiveReloadEvent>? {
        guard !closed else { return nil }
        let (stream, continuation) = AsyncStream.makeStream(
            of: LiveReloadEvent.self, bufferingPolicy: .bufferingNewest(16))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.forget(id) } }
        continuation.yield(.hello(generation: generation))
        if let failure { continuation.yield(.failed(failure)) }
        return stream
    }

    /// A build succeeded: pages showing or loading a changed file reload, and every overlay goes.
    public func succeeded(changed: [String]) {
        if !changed.isEmpty { generation += 1 }
        failure = nil
        send(.reload(generation: generation, changed: changed))
    }

    /// A build failed: every page shows `diagnostics` over the last good site until a build succeeds.
    public func failed(_ diagnostics: String) {
        failure = diagnostics
        send(.failed(diagnostics))
    }

    /// Sends every page a heartbeat, which lets go of connections whose page is gone.
    public func heartbeat() {
        send(.heartbeat)
    }

    /// Ends every stream and refuses new ones, for shutdown.
    public func close() {
        closed = true
        for continuation in listeners.values { continuation.finish() }
        listeners.removeAll()
    }

    private func send(_ event: LiveReloadEvent) {
        for continuation in listeners.values { continuation.yield(event) }
    }

    private func forget(_ id: Int) {
        listeners[id] = nil
    }
}
