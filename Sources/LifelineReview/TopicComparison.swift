import LifelineContent
import LifelineValidation

/// Matches the topics of two sides and says what happened to each.
///
/// Matching goes from surest to loosest: the same id in the same file, then the same id in
/// another file (a rename). What is left is added or removed, unless the file is still
/// there and no longer parses (broken), or parses now and did not before (repaired).
enum TopicComparison {
    /// A topic on both sides, or on one.
    struct Pair {
        var base: Topic?
        var head: Topic?
    }

    static func pairs(base: [Topic], head: [Topic]) -> [Pair] {
        var pairs: [Pair] = []
        var unmatchedBase = base.sorted { $0.path < $1.path }
        var unmatchedHead = head.sorted { $0.path < $1.path }
        for sameFile in [true, false] {
            var stillUnmatched: [Topic] = []
            for topic in unmatchedHead {
                let match = unmatchedBase.firstIndex { other in
                    other.id == topic.id && (!sameFile || other.contentPath == topic.contentPath)
                }
                if let match {
                    pairs.append(Pair(base: unmatchedBase.remove(at: match), head: topic))
                } else {
                    stillUnmatched.append(topic)
                }
            }
            unmatchedHead = stillUnmatched
        }
        pairs += unmatchedHead.map { Pair(base: nil, head: $0) }
        pairs += unmatchedBase.map { Pair(base: $0, head: nil) }
        return pairs
    }

    static func changes(_ pairs: [Pair], base: SideAnalysis, head: SideAnalysis) -> [TopicChange] {
        let changes: [TopicChange] = pairs.compactMap { pair in
            switch (pair.base, pair.head) {
            case (nil, let new?):
                let repaired = base.unparsedTopics.contains(new.contentPath)
                return TopicChange(
                    change: repaired ? .repaired : .added, id: new.id, title: new.title,
                    basePath: repaired ? new.path : nil, headPath: new.path)
            case (let old?, nil):
                let broken = head.unparsedTopics.contains(old.contentPath)
                return TopicChange(
                    change: broken ? .broken : .removed, id: old.id, title: old.title, basePath: old.path,
                    headPath: broken ? old.path : nil)
            case (let old?, let new?):
                let fields = FrontMatterFields.changes(base: old, head: new)
                let body = bodyChange(old.body, new.body)
                let renamed = old.path != new.path
                guard renamed || !fields.isEmpty || body != nil else { return nil }
                return TopicChange(
                    change: renamed ? .renamed : .changed, id: new.id, title: new.title, basePath: old.path,
                    headPath: new.path, fields: fields, body: body)
            case (nil, nil):
                return nil
            }
        }
        return changes.sorted { ($0.path, $0.id) < ($1.path, $1.id) }
    }

    /// Lines added and removed between two bodies; nil when they are the same.
    static func bodyChange(_ old: String, _ new: String) -> LineCounts? {
        guard old != new else { return nil }
        let diff = StepDiff.lines(
            claimed: old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            actual: new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        )
        return LineCounts(
            added: diff.filter { $0.hasPrefix("+ ") }.count, removed: diff.filter { $0.hasPrefix("- ") }.count)
    }
}
