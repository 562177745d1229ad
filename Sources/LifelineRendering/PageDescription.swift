import LifelineMarkdown

/// The `<meta name="description">` of a page without a summary: the start of its text, cut
/// after a sentence or at a word, short enough for a search engine or a link preview to show.
enum PageDescription {
    static let length = 160

    static func of(text: String) -> String {
        let excerpt = SearchExcerpt.of(text)
        guard excerpt.count > length else { return excerpt }
        let head = excerpt.prefix(length)
        if let end = head.range(of: ". ", options: .backwards),
            head.distance(from: head.startIndex, to: end.lowerBound) > 40
        {
            return String(head[...end.lowerBound])
        }
        let words = head.split(separator: " ").dropLast().joined(separator: " ")
        return words + "…"
    }
}
