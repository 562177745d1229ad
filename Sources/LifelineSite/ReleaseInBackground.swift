import Dispatch

/// Lets go of a large value on another thread, so that nothing waits for it to be freed.
///
/// At the end of an incremental build the knowledge base and the cache hold every topic, each
/// a score of allocations; freeing them one by one is slow, after the build's work is done and
/// before its result can be printed (docs/performance.md). The value is handed to a global
/// queue, which frees it while the build writes its cache and reports, or never, when the
/// process exits first and the system takes the memory back whole.
///
/// The caller hands the value over at its last use of it. A value still referenced elsewhere
/// is freed by whichever owner lets go last, as it would have been anyway.
enum ReleaseInBackground {
    static func release(_ value: consuming some Sendable) {
        let owned = Owned(value)
        DispatchQueue.global(qos: .utility).async { owned.drop() }
    }

    /// Holds the value until the queue drops it.
    private final class Owned<Value: Sendable>: @unchecked Sendable {
        // Written once in `init` and once, on the queue, in `drop`.
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }
}
