import Foundation
import LifelineSite
import Testing

@testable import LifelineServing

@Suite("Preview rebuilds take the build lock")
struct PreviewLockTests {
    /// A `lifeline build` run by hand holds the lock: the server's rebuild waits for it, then
    /// builds, instead of swapping sites at the same time.
    @Test func aRebuildWaitsWhileAnotherBuildHoldsTheLock() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        var held: SiteLock? = try SiteLock.acquire(for: sources.output) { _ in }
        let session = PreviewSession(
            builder: SiteBuilder(options: sources.options().build), liveReload: nil)
        let rebuild = Task { await session.build() }
        try await Task.sleep(for: .milliseconds(500))
        #expect(!FileManager.default.fileExists(atPath: sources.output), "built while the lock was held")
        #expect(held != nil)
        held = nil
        guard case .built = await rebuild.value else {
            Issue.record("the rebuild did not build once the lock was free")
            return
        }
        #expect(FileManager.default.fileExists(atPath: sources.output + "/index.html"))
    }
}
