import LifelineDiagnostics
import LifelineYAML

/// Composes a YAML text into a node tree, turning every problem into a located diagnostic in
/// the file's own line numbers.
enum YAMLDocument {
    static func mapping(_ yaml: String, path: String, firstLine: Int) -> Result<YAMLNode.Mapping, Diagnostic> {
        let root: YAMLNode?
        do {
            root = try BoundedYAML.compose(yaml)
        } catch {
            return .failure(diagnostic(for: error, path: path, lineOffset: firstLine - 1, text: yaml))
        }
        guard let root else {
            return .success(YAMLNode.Mapping([]))
        }
        guard case .mapping(let mapping) = root else {
            return .failure(
                Diagnostic(
                    id: "topic.front-matter-not-mapping", file: path,
                    range: SourceRange(line: root.mark.line + firstLine - 1, column: 1),
                    summary: "front matter must be a mapping of keys to values"
                )
            )
        }
        return .success(mapping)
    }

    /// The located error for a problem; `document` names what was being read ("front
    /// matter", "sections.yml") in the summary.
    static func diagnostic(
        for problem: YAMLProblem, path: String, lineOffset: Int, document: String = "front matter", text: String = ""
    ) -> Diagnostic {
        let range = SourceRange(line: problem.mark.line + lineOffset, column: problem.mark.column)
        switch problem.kind {
        case .syntax:
            // Selectors end in ':', which YAML reads as a key inside [flow, lists].
            let hint =
                problem.message.contains("':'")
                ? " (a selector ending in ':' inside [brackets] must be quoted, or list it one item per line)"
                : problem.hint(in: text).map { "; \($0)" } ?? ""
            return Diagnostic(
                id: "topic.yaml-syntax", file: path, range: range,
                summary: "\(document) is not valid YAML: \(problem.message)\(hint)")
        case .duplicateKey(let name):
            return Diagnostic(
                id: "topic.duplicate-key", file: path, range: range, summary: "\(document) repeats the key '\(name)'")
        case .alias:
            return Diagnostic(
                id: "topic.yaml-alias", file: path, range: range,
                summary: "anchors and aliases are not allowed in \(document)")
        case .encoding:
            return Diagnostic(
                id: "topic.invalid-encoding", file: path, range: range,
                summary: "\(document) is not valid YAML: \(problem.message)")
        }
    }
}
