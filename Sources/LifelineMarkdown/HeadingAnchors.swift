/// Turns heading text into stable, unique anchor ids.
///
/// Ids are derived from the text alone (lowercased, letters and digits kept, runs of
/// anything else folded into one hyphen), so a link written as `topic.md#some-heading`
/// keeps working as long as the heading's words do. Repeats get `-1`, `-2`, ... the way
/// GitHub numbers them, so two "Example" headings stay distinct.
public enum HeadingAnchors {
    public static func slug(_ text: String) -> String {
        asciiSlug(text) ?? slugByScalar(text)
    }

    /// The definition of `slug`, by Unicode scalar: letters are what Unicode calls alphabetic.
    static func slugByScalar(_ text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "section" : out
    }

    /// `slug` of an ASCII text, worked out on its bytes, or nil when the text is not ASCII.
    /// Every heading of every topic is slugged on each parse, and looking up each scalar's
    /// Unicode properties was most of it; in ASCII, the letters are `A`-`Z` and `a`-`z`.
    private static func asciiSlug(_ text: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lowered) || lowered == UInt8(ascii: "_")
            {
                if pendingHyphen && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                out.append(lowered)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "section" : String(decoding: out, as: UTF8.self)
    }

    /// Unique ids for the headings of one page, in order.
    public static func ids(for texts: [String]) -> [String] {
        var used: [String: Int] = [:]
        var taken = Set<String>()
        var result: [String] = []
        result.reserveCapacity(texts.count)
        for text in texts {
            let base = slug(text)
            var candidate = base
            var count = used[base, default: 0]
            while taken.contains(candidate) {
                count += 1
                candidate = "\(base)-\(count)"
            }
            used[base] = count
            taken.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
