import LifelineSite

/// Everything `lifeline serve` is told: what to build, where to listen, and whether to watch.
public struct ServeOptions: Sendable {
    /// The build; its output folder is the folder served.
    public var build: SiteBuilder.Options
    /// Loopback unless told otherwise: a preview is for the person at this machine.
    public var host: String
    /// 0 asks the system for a free port (the tests use it).
    public var port: Int
    /// Rebuild on changes under the content and templates folders, and reload open pages.
    public var watch: Bool
    /// How often the sources are polled for changes.
    public var pollInterval: Duration
    /// How many polls in a row must see the same sources before a rebuild (the debounce).
    public var quietPolls: Int
    /// How often open pages get a heartbeat, which frees the connections of closed pages.
    public var heartbeatInterval: Duration
    /// How long a connection may go without a complete request, or without a read while one
    /// arrives, before the server closes it. Hummingbird answers a request refused before its
    /// body is read, then stops reading and waits for the client to close; the close arrives
    /// behind the unread bytes and is never seen, so without this such a connection stayed
    /// open for good. It also ends clients that send a request slowly or not at all. A
    /// response being sent, such as an open page's event stream, is never cut by it.
    public var idleTimeout: Duration
    /// Hears each step of every rebuild with its time (`--verbose`).
    public var stepReport: BuildPipeline.Report?
    /// Connections held at once; nil works it out from the descriptor limit (`ConnectionLimit`).
    public var maximumConnections: Int?

    public init(
        build: SiteBuilder.Options, host: String = "127.0.0.1", port: Int = 8000, watch: Bool = true,
        pollInterval: Duration = .milliseconds(100), quietPolls: Int = 1, heartbeatInterval: Duration = .seconds(15),
        idleTimeout: Duration = .seconds(30), stepReport: BuildPipeline.Report? = nil
    ) {
        self.build = build
        self.host = host
        self.port = port
        self.watch = watch
        self.pollInterval = pollInterval
        self.quietPolls = quietPolls
        self.heartbeatInterval = heartbeatInterval
        self.idleTimeout = idleTimeout
        self.stepReport = stepReport
    }
}
