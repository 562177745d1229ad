import Foundation
import LifelineDiagnostics
import LifelineRendering
import Testing

@Suite("Compiling templates")
struct TemplateSetTests {
    /// Every required template, each using one name its context provides.
    static let minimal = Dictionary(
        uniqueKeysWithValues: TemplateSet.requiredNames.map { name in
            (
                name,
                [
                    "not-found": "{{home}}", "search": "{{root}}", "callbacks": "{{letter}}", "proven": "{{versions}}",
                ][name] ?? "{{title}}"
            )
        })

    /// The minimal templates with `topic` replaced by `text`, compiled.
    static func compiling(topic text: String) throws -> TemplateSet {
        var sources = minimal
        sources["topic"] = text
        return try #require(TemplateSet.compile(sources, directory: "Templates").0)
    }

    @Test func escapesValuesFromContent() throws {
        let templates = try #require(TemplateSet.compile(Self.minimal, directory: "Templates").0)
        #expect(
            templates.render("topic", ["title": "<script>alert(1)</script>"]) == "&lt;script&gt;alert(1)&lt;/script&gt;"
        )
    }

    @Test func reportsASyntaxErrorAtItsLineInTheTemplateFile() throws {
        var sources = Self.minimal
        sources["topic"] = "<h1>\n{{#items}}\n{{title}}\n"
        let (templates, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(templates == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "template.syntax")
        #expect(diagnostic.file == "Templates/topic.mustache")
        #expect(diagnostic.summary.contains("never closed"))
    }

    /// A pragma tag names no value; it was once read as a variable named after its text.
    @Test func aPragmaIsNotReportedAsAName() throws {
        var sources = Self.minimal
        sources["topic"] = "{{% CONTENT_TYPE: TEXT }}\n{{title}}"
        let (templates, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(templates?.render("topic", ["title": "<b>"]) == "<b>")
    }

    @Test func reportsAMissingTemplateByName() {
        var sources = Self.minimal
        sources["layout"] = nil
        let (_, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(diagnostics.map(\.id) == ["template.missing"])
        #expect(diagnostics.first?.file == "Templates/layout.mustache")
    }

    @Test func reportsANameNoContextProvidesAtItsTag() throws {
        var sources = Self.minimal
        sources["topic"] = "<h1>{{title}}</h1>\n<p>{{summry}}</p>{{#toc}}{{anchr}}{{/toc}}"
        let (templates, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(templates == nil)
        #expect(diagnostics.map(\.id) == ["template.unknown-variable", "template.unknown-variable"])
        #expect(diagnostics.map(\.location) == [.init(line: 2, column: 4), .init(line: 2, column: 26)])
        #expect(diagnostics.first?.summary.contains("did you mean 'summary'?") == true)
        #expect(diagnostics.allSatisfy { $0.file == "Templates/topic.mustache" })
    }

    @Test func checksEachTemplateAgainstItsOwnContext() {
        var sources = Self.minimal
        // `body` is a value of topic pages only.
        sources["section"] = "{{{body}}}"
        let (_, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(diagnostics.map(\.file) == ["Templates/section.mustache"])
    }

    @Test func reportsAMissingPartialAndAnUnknownTransform() {
        var sources = Self.minimal
        sources["layout"] = "{{title}}{{> footer}}{{#emty(breadcrumbs)}}{{/emty(breadcrumbs)}}"
        let (_, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(diagnostics.map(\.id) == ["template.unknown-partial", "template.unknown-transform"])
        #expect(diagnostics.last?.summary.contains("did you mean 'empty'?") == true)
    }

    @Test func aPartialMayUseTheNamesOfAnyTemplateThatIncludesIt() {
        var sources = Self.minimal
        sources["layout"] = "{{title}}{{> footer}}"
        sources["footer"] = "{{siteTitle}} {{searchHref}}"
        #expect(TemplateSet.compile(sources, directory: "Templates").1.isEmpty)
        sources["footer"] = "{{copyright}}"
        #expect(TemplateSet.compile(sources, directory: "Templates").1.map(\.id) == ["template.unknown-variable"])
    }

    /// Mustache's `{{ }}` goes through `HTML.escape`, which a combining mark cannot slip past.
    @Test func templateValuesAreEscapedByteByByte() throws {
        let templates = try Self.compiling(topic: #"<a title="{{title}}">"#)
        #expect(
            templates.render("topic", ["title": "x\"\u{301} onclick=y"]) == "<a title=\"x&quot;\u{301} onclick=y\">")
    }

    /// The escaping pragma put before each template leaves no trace in the output, even for a
    /// template that starts with a blank line or with spaces.
    @Test func rendersATemplateExactlyAsWritten() throws {
        for text in ["\n\n{{title}}\n", "  {{title}}", "\t\n{{title}}", "{{title}}\n\n"] {
            let templates = try Self.compiling(topic: text)
            #expect(templates.render("topic", ["title": "T"]) == text.replacingOccurrences(of: "{{title}}", with: "T"))
        }
    }

    /// The renderer puts "" where a page has no such text; the section around it must then
    /// be skipped, at the top of the context and inside a list's items.
    @Test func anEmptyTextIsFalseInASection() throws {
        let templates = try Self.compiling(
            topic:
                "{{#summary}}<p>{{summary}}</p>{{/summary}}{{^summary}}none{{/summary}}|"
                + "{{#related}}{{#href}}<a href=\"{{href}}\">{{title}}</a>{{/href}}{{^href}}{{title}}{{/href}};{{/related}}"
        )
        let related: [[String: Any]] = [["title": "A", "href": "a.html"], ["title": "B", "href": ""]]
        #expect(templates.render("topic", ["summary": "", "related": related]) == "none|<a href=\"a.html\">A</a>;B;")
        #expect(templates.render("topic", ["summary": "S & T", "related": []]) == "<p>S &amp; T</p>|")
    }

    /// Inside a text's section, names are found around it; `{{.}}`, `{{{ }}}` and the string
    /// transforms see the text.
    @Test func aTextWritesOutAndTransformsLikeAString() throws {
        let templates = try Self.compiling(
            topic:
                "{{#title}}{{.}} {{kind}} {{uppercased(title)}} {{{title}}}{{/title}}"
                + "{{^empty(summary)}} [{{summary}}]{{/empty(summary)}}{{#empty(kind)}} no kind{{/empty(kind)}}"
        )
        #expect(
            templates.render("topic", ["title": "a<b", "kind": "", "summary": "s"]) == "a&lt;b  A&lt;B a<b [s] no kind")
        #expect(templates.render("topic", ["title": "t", "kind": "k", "summary": ""]) == "t k T t")
    }

    /// swift-mustache counts columns in Characters and lines at every character Swift calls a
    /// newline; a diagnostic counts Unicode scalars and lines at "\n", as an editor does. A
    /// combining accent, or a line separator or form feed kept in the text, must not move the
    /// error off the name it is about.
    @Test(arguments: [
        ("e\u{301}e\u{301} {{#items}} {{/itemz}}", LifelineDiagnostics.SourceLocation(line: 1, column: 20)),
        ("<p>\u{2028}</p>\n\u{C}ab {{#items}}{{/itemz}}", LifelineDiagnostics.SourceLocation(line: 2, column: 18)),
        ("中文\n\ncafe\u{301} {{/nothing}}", LifelineDiagnostics.SourceLocation(line: 3, column: 10)),
    ])
    func placesASyntaxErrorInUnicodeScalarsAndNewlines(text: String, expected: LifelineDiagnostics.SourceLocation)
        throws
    {
        var sources = Self.minimal
        sources["topic"] = text
        let diagnostic = try #require(TemplateSet.compile(sources, directory: "Templates").1.first)
        #expect(diagnostic.id == "template.syntax")
        #expect(diagnostic.location == expected)
    }

    @Test func reportsASyntaxErrorOnTheFirstLineAtItsLine() throws {
        var sources = Self.minimal
        sources["topic"] = "{{#a}}"
        let diagnostic = try #require(TemplateSet.compile(sources, directory: "Templates").1.first)
        #expect(diagnostic.location.line == 1)
    }
    /// swift-mustache expands partials without a depth limit: a loop among them overflowed
    /// the stack at render time, so each loop must be refused when the templates are compiled.
    @Test func refusesAPartialThatIncludesItselfAtTheIncludeTag() throws {
        var sources = Self.minimal
        sources["sidebar-topic"] = "<li>\n  {{title}}{{>sidebar-topic}}</li>"
        let (templates, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(templates == nil)
        #expect(diagnostics.map(\.id) == ["template.recursive-partial"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.file == "Templates/sidebar-topic.mustache")
        #expect(diagnostic.location == SourceLocation(line: 2, column: 12))
        #expect(diagnostic.summary.contains("includes itself"))
    }

    /// A loop through other partials is one mistake and gets one error, at the tag that closes it.
    @Test func refusesALoopThroughOtherPartialsOnce() throws {
        var sources = Self.minimal
        sources["layout"] = "{{title}}{{>header}}"
        sources["header"] = "{{#breadcrumbs}}{{>crumb}}{{/breadcrumbs}}"
        sources["crumb"] = "{{href}}\n{{>footer}}"
        sources["footer"] = "{{> header}}"
        let (templates, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(templates == nil)
        #expect(diagnostics.map(\.id) == ["template.recursive-partial"])
        let diagnostic = try #require(diagnostics.first)
        // Templates are walked in name order, so the loop is found from 'crumb', and closed by
        // the tag in 'header' that includes it.
        #expect(diagnostic.file == "Templates/header.mustache")
        #expect(diagnostic.location == SourceLocation(line: 1, column: 17))
        #expect(diagnostic.summary.contains("'crumb' → 'footer' → 'header' → 'crumb'"))
    }

    /// A partial included many times, by many templates, is not a loop.
    @Test func acceptsAPartialIncludedFromSeveralPlaces() {
        var sources = Self.minimal
        sources["layout"] = "{{title}}{{>header}}{{>footer}}{{>header}}"
        sources["header"] = "{{>crumb}}{{>crumb}}"
        sources["footer"] = "{{>crumb}}"
        sources["crumb"] = "{{href}}"
        #expect(TemplateSet.compile(sources, directory: "Templates").1.isEmpty)
    }
    /// swift-mustache reports an unclosed section at the end of the file; the error points at
    /// the tag that was left open.
    @Test func reportsAnUnclosedSectionAtItsOpeningTag() throws {
        var sources = Self.minimal
        sources["topic"] = "<h1>{{title}}</h1>\n{{#related}}{{title}}{{/related}}\n  {{#toc}}\n<li>{{text}}</li>\n\n"
        let diagnostic = try #require(TemplateSet.compile(sources, directory: "Templates").1.first)
        #expect(diagnostic.id == "template.syntax")
        #expect(diagnostic.location == SourceLocation(line: 3, column: 3))
        #expect(diagnostic.summary.contains("'toc'"))
    }

    @Test func suggestsTheNameAMisspeltVariableMeant() throws {
        var sources = Self.minimal
        sources["topic"] = "<h1>{{titel}}</h1>"
        let diagnostic = try #require(TemplateSet.compile(sources, directory: "Templates").1.first)
        #expect(diagnostic.id == "template.unknown-variable")
        #expect(diagnostic.summary.hasSuffix("did you mean 'title'?"))
    }
}
