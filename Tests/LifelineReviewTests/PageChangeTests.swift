import Foundation
import LifelineReview
import Testing

/// Pages are rendered on both sides and compared byte for byte.
@Suite("Page changes")
struct PageChangeTests {
    @Test func separatesPagesWhoseContentChangedFromPagesWhoseNavigationChanged() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.edit("Content/concepts/windows.md", replacing: "title: Windows", with: "title: Windows and screens")
        try fixture.commit("retitle")

        let review = try await fixture.review()
        let content = review.pages.filter { $0.scope == .content }.map(\.path)
        let layout = review.pages.filter { $0.scope == .layout }.map(\.path)
        // The page itself, its section's list, and Layers, whose "next" link names it.
        #expect(content == ["concepts/index.html", "concepts/layers.html", "concepts/windows.html"])
        // Bounds lists it only in the sidebar; pages of other sections do not list it at all.
        #expect(layout == ["concepts/bounds.html"])
        #expect(review.pages.allSatisfy { $0.change == .changed })
    }

    @Test func listsPagesOfAddedAndRemovedTopics() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        try fixture.move("Content/concepts/windows.md", to: "Content/guides/windows.md")
        try fixture.edit("Content/guides/windows.md", replacing: "section: concepts", with: "section: guides")
        try fixture.commit("move to another section")

        let review = try await fixture.review()
        let changes = review.pages.filter { $0.change != .changed }.map { "\($0.change.rawValue) \($0.path)" }
        #expect(changes == ["removed concepts/windows.html", "added guides/windows.html"])
        let topic = try #require(review.topics.only)
        #expect(topic.change == .renamed)
        #expect(topic.fields == [FieldChange(key: "section", base: "concepts", head: "guides", line: 5)])
    }

    /// A template change touches every page; the report names the template, not only "N
    /// pages, navigation only".
    @Test func namesAChangedTemplateInTheReport() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        let topic = try fixture.read("Templates/sidebar-topic.mustache")
        try fixture.write(
            "Templates/sidebar-topic.mustache", topic.replacingOccurrences(of: "<li>", with: "<li class=\"t\">"))
        try fixture.commit("restyle the sidebar")

        let review = try await fixture.review()
        #expect(review.changedTemplates == ["sidebar-topic.mustache"])
        #expect(!review.pages.isEmpty)
        #expect(ReviewMarkdown.render(review).contains("> Templates changed: `sidebar-topic.mustache`"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewJSON.encode(review).utf8)) as? [String: Any])
        #expect(json["templates"] as? [String] == ["sidebar-topic.mustache"])
        #expect((json["summary"] as? [String: Any])?["templates"] as? [String: Int] == ["changed": 1])
    }

    @Test func rendersTheBaseWithTheHeadsTemplatesWhenItsOwnDoNotFitThisBuild() async throws {
        let fixture = try GitFixture()
        defer { fixture.delete() }
        let search = try fixture.read("Templates/search.mustache")
        try fixture.remove("Templates/search.mustache")
        try fixture.commit("templates of an older lifeline")
        try fixture.write("Templates/search.mustache", search)
        try fixture.edit("Content/concepts/windows.md", replacing: "title: Windows", with: "title: Screens")
        try fixture.commit("templates of this lifeline, and a new title")

        let review = try await fixture.review()
        #expect(
            review.pagesNote
                == "the base was rendered with the working tree's templates (its templates do not fit this build: the site needs a template named 'search.mustache')"
        )
        #expect(review.pages.contains { $0.path == "concepts/windows.html" && $0.scope == .content })
        #expect(!review.pages.contains { $0.path == "search.html" })
        #expect(review.diagnostics.fixed.isEmpty)
    }

    @Test func saysWhyPagesWereNotComparedWhenASideHasNoTemplates() async throws {
        let fixture = try GitFixture(templates: false)
        defer { fixture.delete() }
        try fixture.edit("Content/concepts/windows.md", replacing: "title: Windows", with: "title: Screens")
        try fixture.commit("retitle")

        let review = try await fixture.review()
        #expect(review.pages.isEmpty)
        #expect(
            review.pagesNote == "pages were not compared: there are no usable templates in Templates for either side")
    }
}
