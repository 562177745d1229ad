import LifelineDiagnostics
import LifelineYAML

/// The first steps of reading a topic file or a translation: bound the lines, normalize the
/// text, split off the front matter and parse its YAML mapping, each failure one located error.
struct FrontMatterDocument {
    var frontMatter: FrontMatter
    var mapping: YAMLNode.Mapping

    /// The document of `source`, or the one error that stops it. `missingHint` completes "start
    /// the file with a line '---', …" for a file with no front matter at all.
    static func read(_ source: String, path: String, kind: String, missingHint: String) -> Result<
        FrontMatterDocument, Diagnostic
    > {
        if let overlong = LineBound.diagnostic(for: source, path: path) { return .failure(overlong) }
        let frontMatter: FrontMatter
        switch FrontMatter.split(normalizedSource(source)) {
        case .success(let split):
            frontMatter = split
        case .failure(let error):
            let summary =
                error.problem == .missing
                ? "\(kind) has no front matter; start the file with a line '---', \(missingHint), and another '---'"
                : "front matter opened on line 1 is never closed by a line '---'"
            let id = error.problem == .missing ? "topic.missing-front-matter" : "topic.unclosed-front-matter"
            return .failure(Diagnostic(id: id, file: path, range: SourceRange(line: 1, column: 1), summary: summary))
        }
        switch YAMLDocument.mapping(frontMatter.yaml, path: path, firstLine: frontMatter.yamlFirstLine) {
        case .success(let mapping): return .success(FrontMatterDocument(frontMatter: frontMatter, mapping: mapping))
        case .failure(let diagnostic): return .failure(diagnostic)
        }
    }
}
