import LifelineDiagnostics
import LifelineRendering
import Testing

@Suite("Compiling templates")
struct TemplateSetTests {
    static let minimal = Dictionary(uniqueKeysWithValues: TemplateSet.requiredNames.map { ($0, "{{title}}") })

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

    @Test func reportsAMissingTemplateByName() {
        var sources = Self.minimal
        sources["layout"] = nil
        let (_, diagnostics) = TemplateSet.compile(sources, directory: "Templates")
        #expect(diagnostics.map(\.id) == ["template.missing"])
        #expect(diagnostics.first?.file == "Templates/layout.mustache")
    }
}
