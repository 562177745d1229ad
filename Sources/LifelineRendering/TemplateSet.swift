import LifelineDiagnostics
import Mustache

/// The site's Mustache templates, compiled once per build and shared by every page.
///
/// A template that does not parse is a located diagnostic in the template's own file, not
/// a crash, and one missing template is reported by name.
public struct TemplateSet: Sendable {
    /// The templates every site needs; each is `Templates/<name>.mustache`.
    public static let requiredNames = [
        "layout", "sidebar-section", "sidebar-topic", "home", "section", "topic", "not-found", "callbacks", "scenarios",
        "scenario", "search", "evidence", "observation", "proven",
    ]

    /// Put before every template: `{{ }}` then escapes with `HTML.escape` rather than
    /// swift-mustache's own escaper (see `HTML.escape` for why). Alone on its line, the tag is
    /// removed with its line ending, so the output is the template's; error lines are one less.
    static let escapingPragma = "{{% CONTENT_TYPE: \(HTML.MustacheEscaping.name) }}\n"

    let library: MustacheLibrary
    /// Each template's text as written, by name, to be compiled again with the words in it.
    let sources: [String: String]
    /// The site's words in the pages' language, which every template may use as
    /// `{{ui.name}}`; none until `writing(_:variants:)` gives them.
    private(set) var words: [String: TemplateText] = [:]
    /// The template each variant that `writing(_:variants:)` added was written from, by the
    /// variant's name.
    private(set) var variantSources: [String: String] = [:]
    /// Sees every context before it is rendered; only tests set it, to compare the contexts
    /// the renderer builds with `TemplateVocabulary.site`.
    var contextObserver: (@Sendable (String, [String: Any]) -> Void)?

    /// Compiles templates given as name → text; `directory` is only used in diagnostics.
    /// Every name a template uses must be one `vocabulary` lists for it (see
    /// `TemplateVocabulary`: Mustache itself renders an unknown name as nothing).
    public static func compile(
        _ sources: [String: String], directory: String, vocabulary: TemplateVocabulary = .site
    ) -> (TemplateSet?, [Diagnostic]) {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        HTML.MustacheEscaping.registered
        for name in sources.keys.sorted() {
            let path = "\(directory)/\(name).mustache"
            do {
                try library.register(Self.escapingPragma + (sources[name] ?? ""), named: name)
            } catch let error as MustacheTemplate.ParserError {
                var range = Self.range(of: error.context, in: Self.escapingPragma + (sources[name] ?? ""))
                var summary = "template does not parse: \(describe(error.error))"
                if case .expectedSectionEnd = error.error as? MustacheTemplate.Error,
                    let opening = TemplateTagScanner.unclosedSection(in: sources[name] ?? "")
                {
                    range = SourceRange(line: opening.line, column: opening.column)
                    summary = "template does not parse: the section '\(opening.name)' opened here is never closed"
                }
                diagnostics.append(Diagnostic(id: "template.syntax", file: path, range: range, summary: summary))
            } catch {
                diagnostics.append(
                    Diagnostic(id: "template.syntax", file: path, summary: "template does not parse: \(error)"))
            }
        }
        if !diagnostics.containsErrors {
            diagnostics += PartialRecursion.check(sources) { "\(directory)/\($0).mustache" }
            for name in sources.keys.sorted() {
                diagnostics += vocabulary.check(
                    sources[name] ?? "", template: name, path: "\(directory)/\(name).mustache",
                    templates: Set(sources.keys))
            }
        }
        for name in requiredNames where sources[name] == nil {
            diagnostics.append(
                Diagnostic(
                    id: "template.missing", file: "\(directory)/\(name).mustache",
                    summary: "the site needs a template named '\(name).mustache'"
                )
            )
        }
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        return (TemplateSet(library: library, sources: sources), diagnostics)
    }

    /// These templates for pages in one language: `words` (the site's words, by name) written
    /// into their text (`TemplateWords`), and given to every template as `ui` for the tags that
    /// still look a word up.
    ///
    /// Each of `variants` is one more template, named by its key: the text of `template` with
    /// `values` written in too, for pages on which those values never change. A page rendered
    /// with a variant still needs those values in its context, for the tags that stay.
    public func writing(
        _ words: [String: String], variants: [String: (template: String, values: [String: String])] = [:]
    ) -> TemplateSet {
        var library = MustacheLibrary()
        let wordValues = Dictionary(uniqueKeysWithValues: words.map { ("ui." + $0.key, $0.value) })
        func register(_ text: String, _ values: [String: String], as name: String) {
            // The text parsed as written, and a value written in opens no tag, so it parses
            // again; should it not, the template stays as written, which renders the same.
            do {
                try library.register(Self.escapingPragma + TemplateWords.writing(values, into: text), named: name)
            } catch {
                try? library.register(Self.escapingPragma + text, named: name)
            }
        }
        for (name, text) in sources { register(text, wordValues, as: name) }
        var variantSources: [String: String] = [:]
        for (name, variant) in variants {
            guard let text = sources[variant.template] else { continue }
            register(text, wordValues.merging(variant.values) { word, _ in word }, as: name)
            variantSources[name] = variant.template
        }
        var written = TemplateSet(library: library, sources: sources)
        written.variantSources = variantSources
        written.words = words.mapValues(TemplateText.init(text:))
        written.contextObserver = contextObserver
        return written
    }

    /// Renders one template with a context of dictionaries, arrays and strings, and the site's
    /// words as `ui` once `writing(_:variants:)` gave them; an empty string is false in a
    /// section (see `TemplateText`).
    public func render(_ name: String, _ context: [String: Any]) -> String {
        contextObserver?(variantSources[name] ?? name, context)
        var wrapped = TemplateText.wrapping(context)
        if !words.isEmpty { wrapped["ui"] = words }
        return library.render(wrapped, withTemplate: name) ?? ""
    }

    /// Where swift-mustache's error is, in the template file's own lines and columns.
    ///
    /// swift-mustache counts a line at every character Swift calls a newline (a form feed, a
    /// line separator), and a column in Characters back to the last "\n"; a diagnostic counts
    /// lines at "\n" and columns in Unicode scalars, as editors do. So the place is found again
    /// in `text` (the template as registered, the pragma's line first) by swift-mustache's
    /// counting, and measured by ours.
    static func range(of context: MustacheParserContext, in text: String) -> SourceRange {
        var newlines = 0
        var column = 1
        var place = text.endIndex
        for index in text.indices {
            if newlines == context.lineNumber - 1, column == context.columnNumber {
                place = index
                break
            }
            let character = text[index]
            if character.isNewline { newlines += 1 }
            column = character == "\n" ? 1 : column + 1
        }
        let before = text.unicodeScalars[..<place]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let line = before.count { $0 == "\n" } + 1
        // The pragma's line is not in the file.
        return SourceRange(line: max(1, line - 1), column: before[lineStart...].count + 1)
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        default: return "\(error)"
        }
    }
}
