import Foundation
import LifelineDiagnostics

/// "Did you mean" answers among every topic id, each worked out once per run.
///
/// An answer compares the name with every topic id. Rules run topic by topic, so a topic that
/// was renamed while a thousand others still name it (in links or in `related`) would be
/// compared with every id a thousand times; here the first topic to ask looks, and the others
/// read its answer.
final class TopicIDSuggestions: @unchecked Sendable {
    // Unchecked: `sortedIDs` and `answers` are used only while `lock` is held. An NSLock, not
    // Synchronization's `Mutex`, for ThreadSanitizer's sake (see `TraceCache`).
    private let lock = NSLock()
    private var sortedIDs: [String]?
    private var answers: [String: String?] = [:]

    init() {}

    /// The id nearest to `name` among `ids`, which are read (and sorted, so that a tie always
    /// gives the same answer) at the first question only.
    func suggestion(for name: String, among ids: () -> some Collection<String>) -> String? {
        lock.withLock {
            if let known = answers[name] { return known }
            let sorted = sortedIDs ?? ids().sorted()
            sortedIDs = sorted
            let found = NearMiss.suggestion(for: name, among: sorted)
            answers[name] = found
            return found
        }
    }
}
