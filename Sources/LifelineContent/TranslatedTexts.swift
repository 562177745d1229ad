import LifelineDiagnostics
import LifelineYAML

/// Texts a translated language gives to what is shared by every language, by id: the
/// scenarios' titles (`Content/zh-Hans/scenarios.yml`) and what each callback marks
/// (`Content/zh-Hans/callbacks.yml`).
///
/// A scenario's steps and trace, and a callback's facts, are the same in every language: only
/// the words a reader sees are translated, once, here. Something without a text here shows its
/// English one.
public struct TranslatedTexts: Sendable, Equatable {
    /// What the texts of a file are for, which its diagnostics name.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// `scenarios.yml`: scenario id → title.
        case scenarioTitles
        /// `callbacks.yml`: Objective-C selector → what the callback marks.
        case callbackSummaries

        /// The file's name in the language's folder.
        public var fileName: String {
            switch self {
            case .scenarioTitles: "scenarios.yml"
            case .callbackSummaries: "callbacks.yml"
            }
        }

        /// What one entry is, for its errors.
        var entry: (id: String, shape: String) {
            switch self {
            case .scenarioTitles:
                (
                    "translation.invalid-scenario-title",
                    "a scenario's id and its title on one line, such as 'push-pop: \"Push 一个控制器，然后返回\"'"
                )
            case .callbackSummaries:
                (
                    "translation.invalid-callback-summary",
                    "a callback's selector and what it marks on one line, such as '\"viewDidLoad\": \"视图已载入内存。\"'"
                )
            }
        }
    }

    public var kind: Kind
    /// The file as diagnostics print it.
    public var path: String
    public var texts: [String: String]
    /// Where each id was written.
    public var locations: [String: SourceLocation]

    public init(
        _ kind: Kind, path: String, texts: [String: String] = [:], locations: [String: SourceLocation] = [:]
    ) {
        self.kind = kind
        self.path = path
        self.texts = texts
        self.locations = locations
    }

    /// The texts `text` gives, and a located error for every entry that is not an id with one
    /// line of text.
    public static func parse(_ text: String, path: String, of kind: Kind) -> (TranslatedTexts, [Diagnostic]) {
        var result = TranslatedTexts(kind, path: path)
        let mapping: YAMLNode.Mapping
        switch YAMLDocument.mapping(normalizedSource(text), path: path, firstLine: 1) {
        case .success(let value): mapping = value
        case .failure(let diagnostic): return (result, [diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        for (key, value) in mapping {
            // A quoted id (a selector has colons) is found inside its quotes.
            let quoted = key.scalar.map { $0.style != .plain } ?? false
            let location = SourceLocation(line: key.mark.line, column: key.mark.column + (quoted ? 1 : 0))
            guard let id = key.string, let text = value.scalar?.string, !text.isEmpty, !text.contains("\n") else {
                diagnostics.append(
                    Diagnostic(
                        id: kind.entry.id, file: path, range: SourceRange(line: location.line, column: location.column),
                        summary: "each entry is \(kind.entry.shape)"))
                continue
            }
            result.texts[id] = text
            result.locations[id] = location
        }
        return (result, diagnostics)
    }
}
