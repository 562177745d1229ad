import LifelineContent
import LifelineSite
import Testing

@testable import LifelineServing

@Suite("When to rebuild")
struct RebuildScheduleTests {
    func snapshot(_ saves: Int) -> SourceSnapshot {
        SourceSnapshot(stamps: [
            "Content/a.md": FileStamp(size: 10, modifiedSeconds: Int64(saves), modifiedNanoseconds: 0, inode: 1)
        ])
    }

    @Test func waitsForOneQuietPollBeforeRebuilding() {
        var schedule = RebuildSchedule(baseline: snapshot(0), quietPolls: 1)
        #expect(schedule.polled(snapshot(0)) == .wait)
        #expect(schedule.polled(snapshot(1)) == .wait)
        #expect(schedule.polled(snapshot(1)) == .rebuild)
        #expect(schedule.polled(snapshot(1)) == .wait)
    }

    @Test func coalescesRapidSavesIntoOneRebuild() {
        var schedule = RebuildSchedule(baseline: snapshot(0), quietPolls: 1)
        let actions = (1...5).map { schedule.polled(snapshot($0)) } + [schedule.polled(snapshot(5))]
        #expect(actions == [.wait, .wait, .wait, .wait, .wait, .rebuild])
        #expect(schedule.polled(snapshot(5)) == .wait)
    }

    @Test func buildsNothingWhenAChangeIsUndone() {
        var schedule = RebuildSchedule(baseline: snapshot(0), quietPolls: 1)
        #expect(schedule.polled(snapshot(1)) == .wait)
        #expect(schedule.polled(snapshot(0)) == .wait)
        #expect(schedule.polled(snapshot(0)) == .wait)
    }

    @Test func rebuildsAgainForASaveDuringABuild() {
        var schedule = RebuildSchedule(baseline: snapshot(0), quietPolls: 1)
        _ = schedule.polled(snapshot(1))
        #expect(schedule.polled(snapshot(1)) == .rebuild)
        // The build started from snapshot 1; the author saved again while it ran.
        #expect(schedule.polled(snapshot(2)) == .wait)
        #expect(schedule.polled(snapshot(2)) == .rebuild)
    }

    @Test func rebuildsAtOnceWithoutAQuietPeriod() {
        var schedule = RebuildSchedule(baseline: snapshot(0), quietPolls: 0)
        #expect(schedule.polled(snapshot(1)) == .rebuild)
    }
}
