import LifelineEngine

/// What a claim's table leaves out of the trace it was checked against: a claim names a few
/// objects and callbacks, and a "proven" badge over a table that shows part of the trace must
/// not read as the whole of it.
///
/// Worked out by the check, from the same steps it compared, and carried in the claim's
/// result to the page, which says "N of M calls", names what is missing and links to the
/// scenario's whole trace.
public struct TraceExcerpt: Sendable, Hashable {
    /// A callback left out on an object whose other calls are shown.
    public struct Callback: Sendable, Hashable {
        public var object: String
        public var selector: String

        public init(object: String, selector: String) {
            self.object = object
            self.selector = selector
        }
    }

    /// The calls the table shows.
    public var shown: Int
    /// The calls of the trace over the claimed steps.
    public var total: Int
    /// Objects the trace calls over the claimed steps and the table never shows, in the
    /// order of their first call.
    public var omittedObjects: [String]
    /// Callbacks left out on the objects the table shows, each once, in the order of its
    /// first call.
    public var omittedCallbacks: [Callback]

    public init(shown: Int, total: Int, omittedObjects: [String], omittedCallbacks: [Callback]) {
        self.shown = shown
        self.total = total
        self.omittedObjects = omittedObjects
        self.omittedCallbacks = omittedCallbacks
    }

    /// The excerpt `shown` makes of `trace` (the trace over the claimed steps, which `shown`
    /// is cut from); nil when `shown` has every call of it.
    public static func of(shown: [TraceStep], in trace: [TraceStep]) -> TraceExcerpt? {
        guard shown.count < trace.count else { return nil }
        let shownObjects = Set(shown.map(\.object))
        let shownCalls = Set(shown.map { Callback(object: $0.object, selector: $0.callback.selector) })
        var objects: [String] = []
        var callbacks: [Callback] = []
        for step in trace {
            if !shownObjects.contains(step.object) {
                if !objects.contains(step.object) { objects.append(step.object) }
                continue
            }
            let call = Callback(object: step.object, selector: step.callback.selector)
            if !shownCalls.contains(call), !callbacks.contains(call) { callbacks.append(call) }
        }
        return TraceExcerpt(
            shown: shown.count, total: trace.count, omittedObjects: objects, omittedCallbacks: callbacks)
    }
}
