import LifelineScenarios

/// A kept device log (an observation file) added, removed or edited between the sides, with
/// what the engine makes of it on each.
///
/// A pull request that brings evidence is judged by whether the engine reproduces it; the
/// page list alone says only that evidence pages were added.
public struct ObservationChange: Hashable, Sendable, Encodable {
    /// `added`, `removed` or `changed`.
    public var change: TopicChange.Kind
    /// The file as diagnostics print it (`Content/observations/navigation/…yml`).
    public var path: String
    public var title: String?
    /// The verdict on each side (`reproduced`, `differs`, `disputed`, `not compared`, or
    /// `unreadable` for a file with errors); nil where the file is absent.
    public var base: String?
    public var head: String?

    public init(change: TopicChange.Kind, path: String, title: String?, base: String?, head: String?) {
        self.change = change
        self.path = path
        self.title = title
        self.base = base
        self.head = head
    }

    /// The observation files whose bytes differ between the sides, with each side's verdict.
    static func changes(base: SideAnalysis, head: SideAnalysis, content: String) -> [ObservationChange] {
        let baseFiles = base.snapshotContent.filter { isObservation($0.key) }
        let headFiles = head.snapshotContent.filter { isObservation($0.key) }
        let oldResults = byPath(base.observations)
        let newResults = byPath(head.observations)
        return Set(baseFiles.keys).union(headFiles.keys).sorted().compactMap { relative in
            let (old, new) = (baseFiles[relative], headFiles[relative])
            guard old != new else { return nil }
            let path = SnapshotContent.join(content, relative)
            let verdict = { (results: [String: ObservationResult], present: Bool) -> String? in
                guard present else { return nil }
                return results[path]?.shortVerdict ?? "unreadable"
            }
            return ObservationChange(
                change: old == nil ? .added : new == nil ? .removed : .changed, path: path,
                title: (newResults[path] ?? oldResults[path])?.observation.title,
                base: verdict(oldResults, old != nil), head: verdict(newResults, new != nil))
        }
    }

    static func isObservation(_ relative: String) -> Bool {
        relative.hasPrefix("observations/") && relative.hasSuffix(".yml")
    }

    private static func byPath(_ results: [String: ObservationResult]) -> [String: ObservationResult] {
        Dictionary(results.values.map { ($0.observation.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
