import Testing

@testable import LifelineCommands

/// What `lifeline serve` says about the host it listens on.
@Suite("The serve command")
struct ServeCommandTests {
    /// The warning belongs to a preview that listens: it is part of the listening message, so a
    /// host that cannot be listened on (`999.1.1.1`) gets its error alone, not a warning first.
    @Test func warnsOnlyAboutAHostOthersCanReach() {
        for host in ["0.0.0.0", "192.168.1.5", "::", "example.org"] {
            #expect(ServeCommand.exposureWarning(host: host)?.contains("reachable from the network") == true, "\(host)")
        }
        for host in ["127.0.0.1", "localhost", "::1"] {
            #expect(ServeCommand.exposureWarning(host: host) == nil, "\(host)")
        }
    }
}
