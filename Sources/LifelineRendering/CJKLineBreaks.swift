/// Removes the line breaks that fall between two Chinese characters in rendered prose.
///
/// A paragraph wrapped over several lines in Markdown keeps its line ends in the HTML, and a
/// browser shows each as a space. Between English words that is right; between two Chinese
/// characters, which are written without spaces, it is a stray gap in the middle of a word.
/// Code (`<pre>`) keeps its lines as written.
enum CJKLineBreaks {
    static func joined(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        while let start = rest.range(of: "<pre") {
            out += join(rest[..<start.lowerBound])
            let end = rest.range(of: "</pre>", range: start.upperBound..<rest.endIndex)?.upperBound ?? rest.endIndex
            out += rest[start.lowerBound..<end]
            rest = rest[end...]
        }
        return out + join(rest)
    }

    private static func join(_ text: Substring) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n", index > 0, index + 1 < scalars.count, isWide(scalars[index - 1]),
                isWide(scalars[index + 1])
            {
                continue
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// Han characters, CJK punctuation and full-width forms: the characters Chinese text runs
    /// together without spaces.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x2FFFF: true
        default: false
        }
    }
}
