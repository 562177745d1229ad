import LifelineDiagnostics
import LifelineMarkdown
import LifelineYAML
import Yams

/// Composes a YAML text into a node tree, turning every Yams error into a located
/// diagnostic in the file's own line numbers.
///
/// Anchors and aliases are refused: front matter has no use for them, and refusing them
/// closes the door on alias-expansion attacks ("billion laughs").
enum YAMLDocument {
    /// Composes `text` without resolving scalar types.
    ///
    /// Every value in front matter and `sections.yml` is read as text (`order` and window
    /// levels are converted by their readers), so YAML's type tags are never needed. Yams would
    /// otherwise run a regular expression per scalar to find its tag (while checking keys for
    /// duplicates, on every scalar of every topic). Without tags, `1` and `"1"` are the same
    /// key, which is how a reader that reads keys as text sees them.
    static func compose(_ text: String) throws -> Node? {
        try BoundedYAML.compose(text, resolver: .basic)
    }

    static func mapping(_ yaml: String, path: String, firstLine: Int) -> Result<Node.Mapping, Diagnostic> {
        let offset = firstLine - 1
        let root: Node?
        do {
            root = try compose(yaml)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, path: path, lineOffset: offset))
        } catch {
            return .failure(
                Diagnostic(
                    id: "topic.yaml-syntax", file: path, range: SourceRange(line: firstLine, column: 1),
                    summary: "front matter is not valid YAML"
                )
            )
        }
        guard let root else {
            return .success(Node.Mapping([]))
        }
        guard case .mapping(let mapping) = root else {
            let line = (root.mark?.line ?? 1) + offset
            return .failure(
                Diagnostic(
                    id: "topic.front-matter-not-mapping", file: path, range: SourceRange(line: line, column: 1),
                    summary: "front matter must be a mapping of keys to values"
                )
            )
        }
        // An alias is written `*name`; a text without a `*` has none, and is not walked.
        if ByteSearch.contains(UInt8(ascii: "*"), in: yaml), let mark = firstAliasUse(in: root) {
            return .failure(
                Diagnostic(
                    id: "topic.yaml-alias", file: path,
                    range: SourceRange(line: mark.line + offset, column: mark.column),
                    summary: "anchors and aliases are not allowed in front matter"
                )
            )
        }
        return .success(mapping)
    }

    /// Where the first alias is used (the position of the node read just before it), or nil.
    ///
    /// Yams resolves an alias to the very node its anchor named, position and all, and keeps
    /// no anchor names; so an alias shows up as a node whose position is before the node
    /// read ahead of it. The walk stops at the first one, before any expansion is followed.
    private static func firstAliasUse(in root: Node) -> Mark? {
        var last: Mark?
        func visit(_ node: Node) -> Mark? {
            if case .alias = node { return last ?? node.mark }
            if let mark = node.mark {
                if let previous = last, (mark.line, mark.column) < (previous.line, previous.column) { return previous }
                last = mark
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    if let found = visit(key) ?? visit(value) { return found }
                }
            case .sequence(let sequence):
                for item in sequence {
                    if let found = visit(item) { return found }
                }
            case .scalar, .alias:
                break
            }
            return nil
        }
        return visit(root)
    }

    /// The located error for a Yams error; `document` names what was being read ("front
    /// matter", "sections.yml") in the summary.
    static func diagnostic(for error: YamlError, path: String, lineOffset: Int, document: String = "front matter")
        -> Diagnostic
    {
        func located(_ problem: String, _ mark: Mark?, id: String = "topic.yaml-syntax") -> Diagnostic {
            let line = (mark?.line ?? 1) + lineOffset
            return Diagnostic(
                id: id, file: path, range: SourceRange(line: line, column: mark?.column ?? 1),
                summary: "\(document) is not valid YAML: \(problem)"
            )
        }
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            // Selectors end in ':', which YAML reads as a key inside [flow, lists].
            let hint =
                problem.contains("':'")
                ? " (a selector ending in ':' inside [brackets] must be quoted, or list it one item per line)" : ""
            return located(problem + hint, mark)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(
                id: "topic.duplicate-key", file: path,
                range: SourceRange(line: context.mark.line + lineOffset, column: context.mark.column),
                summary: "\(document) repeats the key \(names)"
            )
        case .reader(let problem, _, _, _):
            return located(problem, nil, id: "topic.invalid-encoding")
        default:
            return located("\(error)", nil)
        }
    }
}
