/// When to rebuild, as a pure state machine fed with one snapshot per poll.
///
/// A change is not built at once: the schedule waits until the sources have stayed the same
/// for `quietPolls` polls in a row, so an editor that writes a file in several steps, or an
/// author who saves three times in a second, causes one build of the final state. The
/// snapshot a build starts from becomes the new baseline, so a save during a build is seen as
/// a change and built next.
struct RebuildSchedule: Equatable, Sendable {
    enum State: Equatable, Sendable {
        /// Nothing changed since the last build started.
        case idle(baseline: SourceSnapshot)
        /// Something changed; `latest` has been seen `quiet` polls in a row.
        case settling(baseline: SourceSnapshot, latest: SourceSnapshot, quiet: Int)
    }

    enum Action: Equatable, Sendable {
        case wait
        case rebuild
    }

    private(set) var state: State
    let quietPolls: Int

    init(baseline: SourceSnapshot, quietPolls: Int = 1) {
        state = .idle(baseline: baseline)
        self.quietPolls = quietPolls
    }

    mutating func polled(_ snapshot: SourceSnapshot) -> Action {
        switch state {
        case .idle(let baseline):
            guard snapshot != baseline else { return .wait }
            return settle(baseline: baseline, latest: snapshot, quiet: 0)
        case .settling(let baseline, let latest, let quiet):
            guard snapshot != baseline else {
                // Changed and changed back (an undo): nothing to build.
                state = .idle(baseline: baseline)
                return .wait
            }
            return settle(baseline: baseline, latest: snapshot, quiet: snapshot == latest ? quiet + 1 : 0)
        }
    }

    private mutating func settle(baseline: SourceSnapshot, latest: SourceSnapshot, quiet: Int) -> Action {
        guard quiet >= quietPolls else {
            state = .settling(baseline: baseline, latest: latest, quiet: quiet)
            return .wait
        }
        state = .idle(baseline: latest)
        return .rebuild
    }
}
