import Testing

@testable import LifelineDiagnostics

@Suite("Did you mean")
struct NearMissTests {
    /// Two swapped letters are the commonest typo: one edit, so a short word gets its suggestion.
    @Test func twoSwappedLettersAreOneEdit() {
        #expect(NearMiss.editDistance("titel", "title") == 1)
        #expect(NearMiss.suggestion(for: "titel", among: ["summary", "title", "toc"]) == "title")
        #expect(NearMiss.suggestion(for: "kidn", among: ["kind", "id"]) == "kind")
    }

    @Test func unrelatedNamesAreNotSuggested() {
        #expect(NearMiss.suggestion(for: "body", among: ["title", "toc"]) == nil)
        #expect(NearMiss.editDistance("abc", "cba") == 2)
    }

    /// The bounded distance stops as soon as a row of the table is past the limit; it must give
    /// the full table's answer whenever that is within the limit, and nil otherwise. Checked
    /// against the table written out here on random words over a small alphabet, so that
    /// near words (and swapped neighbours) are common.
    @Test func theBoundedDistanceAgreesWithTheWholeTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "é"]
        func word() -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }
        for _ in 0..<3_000 {
            let (a, b) = (word(), word())
            let whole = wholeTable(a, b)
            for limit in 0...4 {
                #expect(NearMiss.editDistance(a, b, atMost: limit) == (whole <= limit ? whole : nil))
            }
        }
    }

    /// Optimal string alignment distance, every cell of the table.
    private func wholeTable(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
