import Dispatch
import Testing

@testable import LifelineSite

/// A value handed over to be released in the background is released, once the caller has
/// let go of it too, without the caller waiting for it.
@Suite("Releasing in the background")
struct ReleaseInBackgroundTests {
    final class Tracked: Sendable {
        let released: DispatchSemaphore
        init(_ released: DispatchSemaphore) { self.released = released }
        deinit { released.signal() }
    }

    @Test func theLastReferenceIsDroppedOnTheQueue() {
        let released = DispatchSemaphore(value: 0)
        // A value type holding the object, as the build's knowledge base holds its topics.
        ReleaseInBackground.release([Tracked(released)])
        #expect(released.wait(timeout: .now() + 10) == .success, "the value is freed")
    }

    @Test func aValueStillHeldElsewhereOutlivesTheRelease() {
        let released = DispatchSemaphore(value: 0)
        var kept: Tracked? = Tracked(released)
        ReleaseInBackground.release(kept)
        #expect(released.wait(timeout: .now() + 0.2) == .timedOut, "another owner still holds it")
        kept = nil
        #expect(released.wait(timeout: .now() + 10) == .success)
    }
}
