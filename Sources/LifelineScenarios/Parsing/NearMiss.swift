/// "Did you mean" for a misspelt key or action: the closest known word within a small edit
/// distance, compared case-insensitively.
enum NearMiss {
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (i, leftScalar) in left.enumerated() {
            var current = [i + 1]
            for (j, rightScalar) in right.enumerated() {
                let substitution = previous[j] + (leftScalar == rightScalar ? 0 : 1)
                current.append(min(previous[j + 1] + 1, current[j] + 1, substitution))
            }
            previous = current
        }
        return previous[right.count]
    }
}
