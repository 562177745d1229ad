/// How many columns of a terminal a character takes: two for the wide characters of East Asian
/// scripts and for emoji shown as pictures, none for a combining mark or an invisible format
/// character, one for the rest. It puts an excerpt's caret under its place on a line of Chinese;
/// the column numbers a diagnostic prints still count Unicode scalars, as editors do.
enum TerminalColumns {
    /// The blocks of East Asian Width W and F that content is likely to hold: Hangul jamo, CJK
    /// punctuation, kana and ideographs, Hangul syllables, fullwidth forms, and the
    /// supplementary ideographs.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    static func width(of scalar: Unicode.Scalar) -> Int {
        if scalar.isASCII { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation || wide.contains(where: { $0.contains(scalar.value) }) { return 2 }
        return 1
    }

    static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + width(of: $1) }
    }
}
