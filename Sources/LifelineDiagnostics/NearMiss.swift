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
        let limit = max(1, min(3, word.count / 3))
        let lowered = word.lowercased()
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            guard abs(candidate.count - word.count) <= limit else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            // A one-letter name is one edit from every other one-letter name: no suggestion.
            guard distance <= limit, distance < word.count else { continue }
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
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
