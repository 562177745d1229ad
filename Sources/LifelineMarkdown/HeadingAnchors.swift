/// Turns heading text into stable, unique anchor ids.
///
/// Ids are derived from the text alone (lowercased, letters and digits kept, runs of
/// anything else folded into one hyphen), so a link written as `topic.md#some-heading`
/// keeps working as long as the heading's words do. Repeats get `-1`, `-2`, ... the way
/// GitHub numbers them, so two "Example" headings stay distinct.
public enum HeadingAnchors {
    public static func slug(_ text: String) -> String {
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
