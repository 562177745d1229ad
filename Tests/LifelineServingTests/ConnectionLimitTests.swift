import Testing

@testable import LifelineServing

/// The connection limit leaves room under the descriptor limit for the build, and stays
/// within sensible bounds however small or large the descriptor limit is.
@Suite("Connection limit")
struct ConnectionLimitTests {
    @Test(arguments: [(100, 8), (256, 64), (1024, 832), (4096, 3904), (1_048_576, 10_000)])
    func leavesRoomForTheBuild(descriptors: Int, connections: Int) {
        #expect(ConnectionLimit.connections(forDescriptors: descriptors) == connections)
    }

    @Test func thisProcessGetsALimitBelowItsDescriptors() {
        let limit = ConnectionLimit.current()
        #expect(limit >= 8 && limit <= 10_000)
    }
}
