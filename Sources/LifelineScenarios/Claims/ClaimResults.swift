import Foundation

/// The results of every claim a check looked at, by the topic file's printed path and the line
/// of the claim's opening fence: where the claim was written, which is how the page and the
/// review find it again.
///
/// Filled in by the claim rule as it runs over topics in parallel, then read; a class so the
/// rule, the renderer and the review share one set.
public final class ClaimResults: @unchecked Sendable {
    // Read and written only while `lock` is held (a pthread mutex, which ThreadSanitizer
    // follows; see `TraceCache`).
    private let lock = NSLock()
    private var results: [String: [Int: ClaimResult]] = [:]

    public init() {}

    public func record(_ result: ClaimResult, file: String, fenceLine: Int) {
        lock.withLock { results[file, default: [:]][fenceLine] = result }
    }

    /// The result of the claim whose fence opens on `fenceLine` of `file`.
    public func result(file: String, fenceLine: Int) -> ClaimResult? {
        lock.withLock { results[file]?[fenceLine] }
    }
}
