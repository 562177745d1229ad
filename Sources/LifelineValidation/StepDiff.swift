/// A small line diff between what a claim says and what the engine does, for the note
/// under a mismatch: `  ` both, `- ` only the claim, `+ ` only the engine.
///
/// Public because `lifeline review` shows an old claim against a new one the same way
/// (`- ` only the old side, `+ ` only the new).
public enum StepDiff {
    public static func lines(claimed: [String], actual: [String]) -> [String] {
        let n = claimed.count
        let m = actual.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = claimed[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, claimed[i] == actual[j] {
                result.append("  \(claimed[i])")
                i += 1
                j += 1
            } else if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] {
                result.append("+ \(actual[j])")
                j += 1
            } else {
                result.append("- \(claimed[i])")
                i += 1
            }
        }
        return result
    }

    /// The index of the first claimed line that differs from the engine, or the claim's
    /// length when the claim is a strict prefix of the engine's steps.
    public static func firstDifference(claimed: [String], actual: [String]) -> Int? {
        for index in 0..<max(claimed.count, actual.count) {
            let left = index < claimed.count ? claimed[index] : nil
            let right = index < actual.count ? actual[index] : nil
            if left != right { return index }
        }
        return nil
    }
}
