/// The search terms of Chinese text: every pair of neighbouring Han characters, each once.
///
/// Chinese is written without spaces, so there are no words to index without a dictionary.
/// Pairs of characters are what a word of two or more characters is made of: 视图控制器 is
/// found as 视图, 图控, 控制 and 制器 all being on a page, which a page about something else
/// rarely has. The search script splits what a reader types the same way.
enum CJKSearchTerms {
    static func of(_ text: String) -> String {
        var seen: Set<String> = []
        var terms: [String] = []
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            guard isHan(scalar) else {
                previous = nil
                continue
            }
            if let previous {
                var pair = String.UnicodeScalarView()
                pair.append(previous)
                pair.append(scalar)
                let term = String(pair)
                if seen.insert(term).inserted { terms.append(term) }
            }
            previous = scalar
        }
        return terms.joined(separator: " ")
    }

    /// CJK unified ideographs, with extension A and the compatibility block.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true
        default: false
        }
    }
}
