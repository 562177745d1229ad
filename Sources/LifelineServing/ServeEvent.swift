import LifelineDiagnostics
import LifelineSite

/// What the server did, handed to the command line to print (libraries never print).
public enum ServeEvent: Sendable {
    /// A build wrote the site (`first` is the one before serving started).
    case built(SiteRebuild, seconds: Double, first: Bool)
    /// A build found errors; the last good site stays served.
    case failed([Diagnostic], first: Bool)
    /// A build could not run at all (say, the content folder was moved away).
    case unavailable(String)
    /// The server accepts connections at this address.
    case listening(url: String, port: Int)
    /// SIGINT or SIGTERM arrived: no new connections, requests in flight are finished.
    case stopping
}
