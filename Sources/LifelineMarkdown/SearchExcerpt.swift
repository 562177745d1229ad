/// The text the search index holds for a page: its first `length` characters, with every run
/// of white space made one space.
///
/// Worked out once, when a body is parsed, and kept instead of the body's text: it is all
/// the search index needs, and the build cache keeps it for topics it does not parse again.
///
/// Not the whole text: the index is one file that the search page loads and that every build
/// rewrites. With whole texts it was 59 MB for 10,000 generated topics, and a one-topic edit
/// took twice as long as with these excerpts, far past its 100 ms target (docs/performance.md).
public enum SearchExcerpt {
    public static let length = 400

    /// The first `length` characters of `text` with every run of white space made one
    /// space; it reads no further, so a long body costs no more than a short one.
    ///
    /// It never ends with a space, so the excerpt of an excerpt is the excerpt itself: the
    /// build cache keeps only the excerpt of a topic it does not parse again.
    public static func of(_ text: String) -> String {
        asciiExcerpt(of: text) ?? characterExcerpt(of: text)
    }

    /// `of(_:)` character by character, for any text.
    static func characterExcerpt(of text: String) -> String {
        var out = ""
        var pendingSpace = false
        var count = 0
        for character in text {
            if character.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                guard count + 1 < length else { break }
                out.append(" ")
                count += 1
                pendingSpace = false
            }
            guard count < length else { break }
            out.append(character)
            count += 1
        }
        return out
    }

    /// `of(_:)` for the common case of a text whose beginning is ASCII, byte by byte
    /// instead of by grapheme cluster (the search index asks for one per topic, every build);
    /// nil as soon as a byte is not ASCII, for the general loop to redo.
    ///
    /// In ASCII every byte is one character, except "\r\n", which is one white-space character
    /// made of two white-space bytes and so collapses the same way; the white space is the
    /// Unicode property's ASCII part: tab, line feed, vertical tab, form feed, return, space.
    static func asciiExcerpt(of text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(length)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                guard out.count + 1 < length else { break }
                out.append(0x20)
                pendingSpace = false
            }
            guard out.count < length else { break }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
