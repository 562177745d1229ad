import LifelineDiagnostics
import LifelineYAML

/// The scenarios' titles in a translated language (`Content/zh-Hans/scenarios.yml`): a mapping
/// from each scenario's id to its title.
///
/// A scenario is shared by every language: its steps, trace and claims are the same, so only
/// its title is translated, once, here. The Chinese pages show it in claim boxes and on the
/// trace pages; a scenario without one keeps its English title.
public struct ScenarioTitles: Sendable, Equatable {
    /// The file as diagnostics print it.
    public var path: String
    public var titles: [String: String]
    /// Where each id was written.
    public var locations: [String: SourceLocation]

    public init(path: String, titles: [String: String] = [:], locations: [String: SourceLocation] = [:]) {
        self.path = path
        self.titles = titles
        self.locations = locations
    }

    /// The titles `text` gives, and a located error for every entry that is not an id with one
    /// line of text.
    public static func parse(_ text: String, path: String) -> (ScenarioTitles, [Diagnostic]) {
        var result = ScenarioTitles(path: path)
        let mapping: YAMLNode.Mapping
        switch YAMLDocument.mapping(normalizedSource(text), path: path, firstLine: 1) {
        case .success(let value): mapping = value
        case .failure(let diagnostic): return (result, [diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        for (key, value) in mapping {
            let location = SourceLocation(line: key.mark.line, column: key.mark.column)
            guard let id = key.string, let title = value.scalar?.string, !title.isEmpty, !title.contains("\n") else {
                diagnostics.append(
                    Diagnostic(
                        id: "translation.invalid-scenario-title", file: path,
                        range: SourceRange(line: location.line, column: location.column),
                        summary: "each entry is a scenario's id and its title on one line, such as "
                            + "'push-pop: \"Push 一个控制器，然后返回\"'"))
                continue
            }
            result.titles[id] = title
            result.locations[id] = location
        }
        return (result, diagnostics)
    }
}
