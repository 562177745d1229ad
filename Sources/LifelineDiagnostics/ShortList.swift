/// A list in a diagnostic's words, cut to its first few items and a count of the rest.
///
/// A diagnostic may name what was possible (a page's anchors, the scenarios left without a
/// title). Such a list comes from the content and is as long as the content makes it, and a
/// diagnostic repeated for every repeated mistake would repeat the whole list each time: the
/// output would grow with the product of the two.
public enum ShortList {
    public static func text(_ items: [String], showing limit: Int = 10) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + ", and \(items.count - limit) more"
    }

    /// Alternatives in a sentence: "a", "a or b", "a, b or c".
    public static func alternatives(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}
