/// The changed parts of a long diff with a little context, as `diff -U` shows them, so a
/// one-step change in a sixty-step trace reads as five lines, not sixty.
enum DiffExcerpt {
    /// `diff` lines (`  `, `- `, `+ ` prefixes) with runs of unchanged lines longer than
    /// `context` on both sides of a change replaced by one `…` line.
    static func lines(_ diff: [String], context: Int = 2) -> [String] {
        let changed = diff.indices.filter { !diff[$0].hasPrefix("  ") }
        guard !changed.isEmpty else { return diff }
        var keep = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(diff.count - 1, index + context) { keep.insert(near) }
        }
        var out: [String] = []
        var skipped = false
        for index in diff.indices {
            if keep.contains(index) {
                out.append(diff[index])
                skipped = false
            } else if !skipped {
                out.append("  …")
                skipped = true
            }
        }
        return out
    }
}
