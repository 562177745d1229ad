/// Finds the known name a misspelt one most likely meant, for "did you mean" fix-its.
///
/// Uses the edit distance with adjacent transpositions (optimal string alignment), ignoring
/// case (`ViewDidLoad` means `viewDidLoad`): two swapped letters, the commonest typo
/// (`titel`), are one edit, as a wrong letter is. A candidate is accepted only when the
/// distance is small relative to the word's length, so unrelated names are never suggested.
public enum NearMiss {
    /// The closest candidate within the allowed distance, or nil; ties go to the first in
    /// sorted order so suggestions are deterministic.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let length = word.count
        let limit = max(1, min(3, length / 3))
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            guard let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), atMost: limit),
                // A one-letter name is one edit from every other one-letter name: no suggestion.
                distance < length
            else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// The number of single-character insertions, deletions, substitutions or swaps of two
    /// neighbouring characters between two words.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        return editDistance(a, b, atMost: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// `editDistance`, or nil as soon as it is sure to be more than `limit`. A suggestion is
    /// looked for among every topic id, and most ids are far from the word: the lengths alone,
    /// or the first few rows of the table, tell. (No row's smallest entry is less than the row
    /// before's: a swap adds one to an entry two rows up, which the row between already
    /// reached with at most one edit.)
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                smallest = min(smallest, current[j])
            }
            if smallest > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
