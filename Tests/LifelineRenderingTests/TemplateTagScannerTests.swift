import Testing

@testable import LifelineRendering

@Suite("Finding the names a template uses")
struct TemplateTagScannerTests {
    @Test func findsVariablesSectionsAndPartialsWithTheirLineAndColumn() {
        let tags = TemplateTagScanner.tags(
            in: "<h1>{{ title }}</h1>\n{{#toc}}<a>{{{body}}}</a>{{/toc}}\n  {{^empty(related)}}{{&raw}}{{> footer}}")
        #expect(
            tags == [
                TemplateTag(kind: .variable, name: "title", transforms: [], line: 1, column: 5),
                TemplateTag(kind: .section, name: "toc", transforms: [], line: 2, column: 1),
                TemplateTag(kind: .variable, name: "body", transforms: [], line: 2, column: 12),
                TemplateTag(kind: .section, name: "related", transforms: ["empty"], line: 3, column: 3),
                TemplateTag(kind: .variable, name: "raw", transforms: [], line: 3, column: 22),
                TemplateTag(kind: .partial, name: "footer", transforms: [], line: 3, column: 30),
            ])
    }

    @Test func skipsCommentsAndClosingTagsAndCountsTheLinesInsideThem() {
        let tags = TemplateTagScanner.tags(in: "{{! a comment\nover two lines }}{{/x}}\n{{name}}")
        #expect(tags == [TemplateTag(kind: .variable, name: "name", transforms: [], line: 3, column: 1)])
    }

    @Test func followsSetDelimiterTags() {
        let tags = TemplateTagScanner.tags(in: "{{=<% %>=}}{{not}}<%name%><%={{ }}=%>{{back}}")
        #expect(tags.map(\.name) == ["name", "back"])
    }

    @Test func splitsNestedTransformsOutermostFirst() {
        let tags = TemplateTagScanner.tags(in: "{{uppercased(first(items))}}{{#first()}}x{{/first()}}")
        #expect(tags.first?.transforms == ["uppercased", "first"])
        #expect(tags.first?.name == "items")
        #expect(tags.last?.name == "")
        #expect(tags.last?.transforms == ["first"])
    }

    @Test func stopsAtATagThatIsNeverClosed() {
        #expect(TemplateTagScanner.tags(in: "{{a}} {{b").map(\.name) == ["a"])
    }
}
