import LifelineDiagnostics
import Testing

@testable import LifelineRendering

/// What templates promise the pages: every asset they load exists, the layout places the
/// content, no required template is empty.
@Suite("Template output check")
struct TemplateOutputCheckTests {
    @Test func findsEachAssetReferenceWithItsPlace() {
        let text = "<a>\n<link href=\"{{root}}assets/site.css\"><img src='{{root}}assets/img/a.svg'>\n"
        let found = TemplateOutputCheck.assetReferences(in: text)
        #expect(found.map(\.path) == ["assets/site.css", "assets/img/a.svg"])
        #expect(found.map(\.location) == [SourceLocation(line: 2, column: 13), SourceLocation(line: 2, column: 48)])
    }

    @Test func reportsOnlyWhatIsMissing() {
        let sources = [
            "layout": "<link href=\"{{root}}assets/site.css\">{{{content}}}<script src=\"{{root}}assets/x.js\">"
        ]
        let problems = TemplateOutputCheck.problems(
            sources: sources, assets: ["assets/site.css"], directory: "Templates")
        #expect(problems.map(\.id) == ["template.missing-asset"])
        #expect(problems.first?.summary.hasPrefix("'assets/x.js' is not in Templates/assets") == true)
    }

    @Test(
        arguments: [
            ("", "template.empty"), ("  \n", "template.empty"), ("<main></main>", "template.no-content"),
            ("<main>{{{content}}}</main>", nil), ("<main>{{& content}}</main>", nil),
            ("<main>{{{ content }}}</main>", nil), ("<main>{{{contents}}}</main>", "template.no-content"),
        ] as [(String, String?)])
    func aLayoutMustPlaceTheContent(layout: String, problem: String?) {
        let problems = TemplateOutputCheck.problems(sources: ["layout": layout], assets: [], directory: "T")
        #expect(problems.map(\.id) == (problem.map { [$0] } ?? []))
    }
}
