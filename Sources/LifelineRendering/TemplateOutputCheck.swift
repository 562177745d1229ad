import LifelineDiagnostics

/// What templates promise the pages that the templates folder cannot keep: a page that loads
/// `{{assetsRoot}}assets/site.css` when `assets/` has no such file (a site without styles), a layout
/// that never places `{{{content}}}` (every page loses its text), a required template with
/// nothing in it (a page of 0 bytes). Each builds without complaint, so each is an error here,
/// at the place in the template that makes the promise.
public enum TemplateOutputCheck {
    /// How templates lead to the assets: `assetsRoot` is the site's root from a page in any
    /// language's folder; `root`, the root of the page's own language, is the same in English.
    static let assetPrefixes = ["{{assetsRoot}}assets/", "{{root}}assets/"]

    /// `sources` are template name → text as written; `assets` the paths the build copies
    /// (`assets/site.css`); `directory` names the folder in diagnostics.
    public static func problems(sources: [String: String], assets: Set<String>, directory: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = "\(directory)/\(name).mustache"
            for (path, location) in assetReferences(in: text) where !assets.contains(path) {
                diagnostics.append(
                    Diagnostic(
                        id: "template.missing-asset", file: file,
                        range: SourceRange(line: location.line, column: location.column),
                        summary: "'\(path)' is not in \(directory)/assets; the pages would load nothing from it"))
            }
        }
        for name in TemplateSet.requiredNames {
            guard let text = sources[name] else { continue }
            let file = "\(directory)/\(name).mustache"
            if text.allSatisfy(\.isWhitespace) {
                diagnostics.append(
                    Diagnostic(
                        id: "template.empty", file: file, range: SourceRange(line: 1, column: 1),
                        summary: "\(name).mustache is empty; its pages would have nothing in them"))
            } else if name == "layout", !placesContent(text) {
                diagnostics.append(
                    Diagnostic(
                        id: "template.no-content", file: file, range: SourceRange(line: 1, column: 1),
                        summary: "layout.mustache never places {{{content}}}, so every page would lose its text"))
            }
        }
        return diagnostics
    }

    /// Whether `text` has `{{{content}}}` or `{{&content}}`, with or without spaces inside the tag.
    static func placesContent(_ text: String) -> Bool {
        let compact = text.filter { $0 != " " && $0 != "\t" }
        return compact.contains("{{{content}}}") || compact.contains("{{&content}}")
    }

    /// Each `{{root}}assets/<path>` in `text`, the path ending at a quote, a space or `>`, with
    /// where it starts.
    static func assetReferences(in text: String) -> [(path: String, location: SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for prefix in assetPrefixes {
                var rest = line[...]
                while let range = rest.range(of: prefix) {
                    let tail = rest[range.upperBound...]
                    let end = tail.firstIndex { $0 == "\"" || $0 == "'" || $0 == " " || $0 == ">" } ?? tail.endIndex
                    let column = line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1
                    found.append(("assets/" + tail[..<end], SourceLocation(line: index + 1, column: column)))
                    rest = tail[end...]
                }
            }
        }
        return found
    }
}
