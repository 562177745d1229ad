import LifelineDiagnostics
import LifelineMarkdown

/// A topic in another language: its own title, summary and prose, and everything else (id,
/// kind, section, selectors, relations, sources) taken from the original it translates.
///
/// It records the version of the original it was made from (`translationOf`, the first
/// characters of the SHA-256 of the original file), so a check can tell that the original has
/// changed since. Its sequence claims must be the original's, block for block: they are
/// checked once, on the original, and the result carries over to every language.
public struct Translation: Hashable, Sendable {
    public var language: SiteLanguage
    /// The path printed in diagnostics.
    public var path: String
    /// The path inside the content folder of the topic it translates (`views/layout.md`).
    public var originalPath: String
    public var title: String
    public var summary: String?
    /// The hash of the original this translation was made from; nil when the file has none.
    public var translationOf: String?
    public var body: String
    public var bodyFirstLine: Int
    public var markdown: MarkdownDocument
    public var claims: [SequenceClaim]
    /// Front-matter keys the translation repeats from the original (`kind`, `related`...), with
    /// their values as text and where they were written: each must agree with the original.
    public var repeatedFacts: [RepeatedFact]
    /// Where each front-matter key was written.
    public var keyLocations: [String: SourceLocation]

    /// A front-matter value a translation repeats from its original.
    public struct RepeatedFact: Hashable, Sendable {
        public var key: String
        /// A scalar as one item, a list item by item.
        public var values: [String]
        public var range: SourceRange
    }

    /// The hash `translationOf` records: the first 12 hexadecimal digits of the SHA-256 of the
    /// original file's bytes, as `sha256sum` prints them.
    public static let hashLength = 12
}
