extension Topic {
    /// This topic as its translation presents it: the title, summary and prose are the
    /// translation's, every fact is the original's.
    ///
    /// The topic keeps its content path, so its page has the same path inside the language's
    /// folder and its relative links resolve as the original's do; it takes the translation's
    /// file path, so what is reported about its prose, and its claims' results, are found at
    /// the lines where the translation wrote them. Its headings keep the original's anchors
    /// when it has as many headings (see `MarkdownDocument.useHeadingAnchors`).
    public func translated(by translation: Translation) -> Topic {
        var topic = self
        topic.path = translation.path
        topic.title = translation.title
        topic.summary = translation.summary ?? summary
        topic.body = translation.body
        topic.bodyFirstLine = translation.bodyFirstLine
        var markdown = translation.markdown
        markdown.useHeadingAnchors(self.markdown.headingAnchors)
        topic.markdown = markdown
        topic.claims = translation.claims
        topic.keyLocations = translation.keyLocations
        topic.valueRanges = [:]
        return topic
    }
}
