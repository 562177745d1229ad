import Foundation
import LifelineSite
import Synchronization
import Testing

@testable import LifelineServing

@Suite("A preview rebuild runs the build's steps")
struct PreviewStepsTests {
    /// `serve --verbose` hears every step of each rebuild: the build's, with its cache in memory.
    @Test func eachRebuildReportsTheBuildsStepsWithTheCacheInMemory() async throws {
        let sources = try PreviewSources()
        defer { sources.remove() }
        let heard = Mutex<[String]>([])
        let session = PreviewSession(
            builder: SiteBuilder(options: sources.options().build), liveReload: nil,
            stepReport: { step, duration in if duration != nil { heard.withLock { $0.append(step) } } })
        guard case .built = await session.build() else {
            Issue.record("the first build failed")
            return
        }
        let steps = SiteBuilder(options: sources.options().build).buildSteps(cache: .memory).map(\.name)
        #expect(heard.withLock { $0 } == steps)
        #expect(steps.contains("read cache") && steps.contains("keep cache"))
    }
}
