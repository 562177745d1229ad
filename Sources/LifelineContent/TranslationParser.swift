import LifelineDiagnostics
import LifelineMarkdown
import LifelineYAML

/// Turns the text of one translation file into a `Translation`, or into every problem it has.
///
/// Pure, like `TopicParser`: what a translation must agree with (its original) is checked once
/// both are known, by `TranslationCheck`.
public enum TranslationParser {
    /// The keys a translation writes for itself.
    static let ownKeys: Set<String> = ["title", "summary", "translationOf"]

    /// The keys it may repeat from its original, as long as the values agree: every other key a
    /// topic can have. Scalars and lists of scalars are compared; anything else is refused.
    static let originalKeys: Set<String> = TopicParser.commonKeys.subtracting(ownKeys)
        .union(TopicDetailsReader.keysOfEveryKind)

    public static func parse(
        _ source: String, path: String, originalPath: String, language: SiteLanguage, preparingHTML: Bool = true
    ) -> (Translation?, [Diagnostic]) {
        let document: FrontMatterDocument
        let hint = "its title, summary and translationOf"
        switch FrontMatterDocument.read(source, path: path, kind: "translation", missingHint: hint) {
        case .success(let read): document = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let (frontMatter, mapping) = (document.frontMatter, document.mapping)

        var reader = FrontMatterReader(path: path, lineOffset: frontMatter.yamlFirstLine - 1, mapping: mapping)
        let title = reader.string("title", required: true)
        let summary = reader.string("summary")
        let translationOf = reader.string("translationOf")
        if let translationOf, !isHash(translationOf) {
            reader.report(
                "translation.invalid-hash",
                "translationOf '\(translationOf)' must be the first \(Translation.hashLength) hexadecimal digits of "
                    + "the original's SHA-256, as `sha256sum` prints them", at: reader.values["translationOf"])
        }
        if reader.values["title"]?.scalar?.string.isEmpty == true {
            reader.report("topic.empty-value", "'title' must not be empty", at: reader.values["title"])
        }
        var repeated: [Translation.RepeatedFact] = []
        for key in reader.values.keys.sorted() where originalKeys.contains(key) {
            guard let node = reader.values[key] else { continue }
            switch node {
            case .scalar(let scalar):
                repeated.append(.init(key: key, values: [scalar.string], range: reader.range(of: node)))
            case .sequence(let items) where items.allSatisfy({ $0.scalar != nil }):
                repeated.append(
                    .init(key: key, values: items.compactMap { $0.scalar?.string }, range: reader.range(of: node)))
            default:
                reader.report(
                    "translation.repeated-key",
                    "'\(key)' comes from the original; a translation writes only title, summary and translationOf",
                    at: node)
            }
        }
        // The original's keys are allowed (and refused above) but never suggested: a
        // translation writes only its own.
        reader.reportKeys(allowed: ownKeys.union(originalKeys), suggesting: ownKeys)

        let markdown = MarkdownDocument(
            parsing: frontMatter.body, firstLine: frontMatter.bodyFirstLine, preparingHTML: preparingHTML)
        let (claims, claimDiagnostics) = SequenceClaimParser.claims(in: markdown, path: path)
        let diagnostics = reader.diagnostics + claimDiagnostics
        // Without its hash a translation cannot be checked, and the check would say so again.
        guard let title, reader.keepsValue(despite: reader.diagnostics, needing: ["translationOf"]) else {
            return (nil, diagnostics)
        }
        let translation = Translation(
            language: language, path: path, originalPath: originalPath, title: title, summary: summary,
            translationOf: translationOf, body: frontMatter.body, bodyFirstLine: frontMatter.bodyFirstLine,
            markdown: markdown, claims: claims, repeatedFacts: repeated, keyLocations: reader.keyLocations)
        return (translation, diagnostics)
    }

    static func isHash(_ text: String) -> Bool {
        text.utf8.count == Translation.hashLength
            && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
