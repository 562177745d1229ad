import LifelineDiagnostics
import LifelineYAML

/// Reads `sections.yml`: a list of `{ id, title, summary }` mappings, in navigation order.
public enum SectionListParser {
    public static func parse(_ source: String, path: String) -> ([Section], [Diagnostic]) {
        if let overlong = LineBound.diagnostic(for: source, path: path) { return ([], [overlong]) }
        let text = normalizedSource(source)
        let root: YAMLNode?
        do {
            root = try BoundedYAML.compose(text)
        } catch {
            var diagnostic = YAMLDocument.diagnostic(
                for: error, path: path, lineOffset: 0, document: "sections.yml", text: text)
            diagnostic.id = diagnostic.id.replacingPrefix("topic.", with: "sections.")
            return ([], [diagnostic])
        }
        guard case .sequence(let items)? = root else {
            let summary = "sections file must be a list of sections, each with an 'id' and a 'title'"
            return (
                [],
                [
                    Diagnostic(
                        id: "sections.not-a-list", file: path, range: SourceRange(line: 1, column: 1), summary: summary)
                ]
            )
        }
        var sections: [Section] = []
        var diagnostics: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for item in items {
            let line = item.mark.line
            let column = item.mark.column
            guard case .mapping(let mapping) = item, let id = mapping["id"]?.string,
                let title = mapping["title"]?.string
            else {
                diagnostics.append(
                    Diagnostic(
                        id: "sections.invalid-entry", file: path, range: SourceRange(line: line, column: column),
                        summary: "each section needs an 'id' and a 'title'"
                    )
                )
                continue
            }
            if let first = seen[id] {
                diagnostics.append(
                    Diagnostic(
                        id: "sections.duplicate-id", file: path, range: SourceRange(line: line, column: column),
                        summary: "section id '\(id)' is listed twice",
                        notes: [
                            DiagnosticNote(
                                file: path, range: SourceRange(line: first, column: 1), message: "first listed here")
                        ]
                    )
                )
                continue
            }
            if !TopicParser.isKebabCase(id) {
                diagnostics.append(
                    Diagnostic(
                        id: "sections.invalid-id", file: path, range: SourceRange(line: line, column: column),
                        summary: "section id '\(id)' must be kebab-case"
                    )
                )
                continue
            }
            if let problem = PortableName.problem(id) {
                diagnostics.append(
                    Diagnostic(
                        id: "sections.invalid-id", file: path, range: SourceRange(line: line, column: column),
                        summary: "section id '\(id)' \(problem)"
                    )
                )
                continue
            }
            if ReservedNames.sectionIDs.contains(id) {
                diagnostics.append(
                    Diagnostic(
                        id: "sections.reserved-id", file: path, range: SourceRange(line: line, column: column),
                        summary: "section id '\(id)' is reserved: the site writes its own pages into '\(id)/'"
                    )
                )
                continue
            }
            seen[id] = line
            sections.append(Section(id: id, title: title, summary: mapping["summary"]?.string))
        }
        return (sections, diagnostics)
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
