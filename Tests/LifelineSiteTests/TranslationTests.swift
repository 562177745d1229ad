import Foundation
import LifelineContent
import LifelineDiagnostics
import LifelineSite
import Testing

/// The Simplified Chinese site: translations take their originals' facts and claims, are
/// checked against them, and are published in `zh-Hans/` beside the English pages.
@Suite("Translations")
struct TranslationTests {
    /// A copy of the repository's Content/ and Templates/, to build or to change.
    struct Copy {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-zh-\(UUID().uuidString)")
            for name in ["Content", "Templates"] {
                try FileManager.default.copyItem(
                    at: SiteFixture.repositoryRoot.appendingPathComponent(name), to: root.appendingPathComponent(name))
            }
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

        func edit(_ relative: String, _ change: (String) -> String) throws {
            try Data(change(try text(relative)).utf8).write(to: URL(fileURLWithPath: path(relative)))
        }

        func builder(strict: Bool = false) -> SiteBuilder {
            SiteBuilder(
                options: .init(
                    contentDirectory: path("Content"), templatesDirectory: path("Templates"),
                    outputDirectory: path("Site"), strict: strict, baseURL: "https://example.org/docs/"))
        }

        /// The diagnostics of a check, as `file-inside-the-copy:line id`.
        func found(severity: DiagnosticSeverity) async throws -> [String] {
            try await builder().check().filter { $0.severity == severity }.map {
                "\($0.file.replacingOccurrences(of: path("Content") + "/", with: "")):\($0.location.line) \($0.id)"
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let original = "view-controllers/view-will-appear.md"
    static let translation = "zh-Hans/view-controllers/view-will-appear.md"

    @Test func theChinesePagesAreBuiltBesideTheEnglishOnesAndPointAtEachOther() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        let outcome = try await copy.builder().build()
        #expect(outcome.written, "\(outcome.diagnostics.filter { $0.severity == .error })")
        let english = try copy.text("Site/view-controllers/view-will-appear.html")
        let chinese = try copy.text("Site/zh-Hans/view-controllers/view-will-appear.html")
        #expect(english.contains("<html lang=\"en\">"))
        #expect(chinese.contains("<html lang=\"zh-Hans\">"))
        for page in [english, chinese] {
            #expect(page.contains("hreflang=\"en\""))
            #expect(page.contains("hreflang=\"zh-Hans\""))
        }
        // The switch leads to the same topic in the other language.
        #expect(english.contains("href=\"../zh-Hans/view-controllers/view-will-appear.html\" hreflang=\"zh-Hans\""))
        #expect(chinese.contains("href=\"../../view-controllers/view-will-appear.html\" hreflang=\"en\""))
        // The assets are the site's one set.
        #expect(chinese.contains("href=\"../../assets/site.css\""))
        // The claim box is in Chinese, with the original's result.
        #expect(chinese.contains("✓ 已由引擎验证"))
        #expect(!chinese.contains("proven by the engine"))
        // A heading keeps the original's anchor, so links to a section work in both languages.
        #expect(english.contains("<h2 id=\"when-it-runs\">"))
        #expect(chinese.contains("<h2 id=\"when-it-runs\">"))
        // The sitemap lists each page in each language, with its alternates.
        let sitemap = try copy.text("Site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/zh-Hans/view-controllers/view-will-appear.html</loc>"))
        #expect(
            sitemap.contains(
                "<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" "
                    + "href=\"https://example.org/docs/zh-Hans/view-controllers/view-will-appear.html\"/>"))
        // Each language has its own search index; the Chinese one holds pairs of characters.
        let index = try copy.text("Site/zh-Hans/search-index.js")
        #expect(index.contains("视图"))
        #expect(index.contains("周期"))
        // The 404 page of the Chinese pages leads to their home.
        #expect(try copy.text("Site/zh-Hans/404.html").contains("href=\"/docs/zh-Hans/\""))
    }

    @Test func aClaimChangedInTheTranslationAloneIsAnErrorAtItsFence() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        #expect(try await copy.found(severity: .error) == [])
        try copy.edit("Content/" + Self.translation) {
            $0.replacingOccurrences(
                of: "List viewWillDisappear:\nDetail viewWillAppear:\n",
                with: "Detail viewWillAppear:\nList viewWillDisappear:\n")
        }
        let line = try copy.text("Content/" + Self.translation).components(separatedBy: "\n")
            .firstIndex { $0.hasPrefix("```sequence nav-push-pop-ios17") }
        #expect(
            try await copy.found(severity: .error) == [
                "\(Self.translation):\(try #require(line) + 1) translation.claim-differs"
            ])
    }

    /// A claim that is wrong in the original is one error, at the original: its translation,
    /// which still says what the original said, is not compared with it (the check reads the
    /// original claim's verdict).
    @Test func aWrongClaimInTheOriginalIsOneErrorThere() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        let swap = { (text: String) in
            text.replacingOccurrences(
                of: "List viewWillDisappear:\nDetail viewWillAppear:\n",
                with: "Detail viewWillAppear:\nList viewWillDisappear:\n")
        }
        #expect(try swap(copy.text("Content/" + Self.translation)) != copy.text("Content/" + Self.translation))
        try copy.edit("Content/" + Self.original, swap)
        let found = try await copy.found(severity: .error)
        #expect(found.count == 1, "\(found)")
        #expect(found.allSatisfy { $0.hasPrefix(Self.original + ":") && $0.hasSuffix(" claim.mismatch") }, "\(found)")
    }

    @Test func aChangedOriginalMakesItsTranslationStaleAndStrictRefusesIt() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.original) { $0 + "\nOne more sentence.\n" }
        let stale = try await copy.found(severity: .warning).filter { $0.hasSuffix("translation.stale") }
        #expect(stale == ["\(Self.translation):4 translation.stale"])
        #expect(try await copy.builder().build().written)
        #expect(!(try await copy.builder(strict: true).build().written))
    }

    @Test func aMissingTranslationIsAWarningAtTheOriginal() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try FileManager.default.removeItem(atPath: copy.path("Content/" + Self.translation))
        let missing = try await copy.found(severity: .warning).filter { $0.hasSuffix("translation.missing") }
        #expect(missing == ["\(Self.original):1 translation.missing"])
        // Its Chinese page shows the English text, and says so.
        #expect(try await copy.builder().build().written)
        let page = try copy.text("Site/zh-Hans/view-controllers/view-will-appear.html")
        #expect(page.contains("本页尚未翻译"))
        #expect(page.contains("<div class=\"topic-body\" lang=\"en\">"))
    }

    @Test func aTranslationThatContradictsItsOriginalOrLinksNowhereIsAnError() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.translation) {
            $0.replacingOccurrences(of: "\ntranslationOf:", with: "\nkind: concept\ntranslationOf:")
                + "\n[断开的链接](no-such-topic.md)\n"
        }
        let lines = try copy.text("Content/" + Self.translation).components(separatedBy: "\n")
        let kindLine = try #require(lines.firstIndex { $0.hasPrefix("kind:") }) + 1
        let linkLine = try #require(lines.firstIndex { $0.contains("no-such-topic.md") }) + 1
        #expect(
            try await copy.found(severity: .error).sorted() == [
                "\(Self.translation):\(kindLine) translation.contradicts-original",
                "\(Self.translation):\(linkLine) link.broken",
            ])
    }

    /// A key of another kind, here a callback's `selector:` on the translation of a concept, is
    /// not a fact of the original: the error says the original has none, rather than that the
    /// value "comes from the original".
    @Test func aKeyTheOriginalsKindHasNotIsNamedAsSuch() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        let file = "Content/zh-Hans/app-delegate/app-delegate-overview.md"
        try copy.edit(file) {
            $0.replacingOccurrences(of: "\ntranslationOf:", with: "\nselector: viewDidLoad\ntranslationOf:")
        }
        let found = try await copy.builder().check().filter { $0.severity == .error }
        #expect(found.map(\.id) == ["translation.contradicts-original"], "\(found)")
        let summary = try #require(found.first?.summary)
        #expect(summary.hasPrefix("the original, a concept, has no 'selector'"), "\(summary)")
    }

    /// `serve` rebuilds with its cache in memory: an edit to a translation alone reaches the
    /// translated page, and only the pages whose bytes changed are reported (and reloaded).
    @Test func servesRebuildWritesAnEditedTranslationsPage() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        var cache = TopicCache()
        _ = try await copy.builder().rebuild(reusing: &cache)
        try copy.edit("Content/" + Self.translation) { $0 + "\n编辑后的一句话。\n" }
        let rebuild = try await copy.builder().rebuild(reusing: &cache)
        #expect(rebuild.changedFiles.contains("zh-Hans/view-controllers/view-will-appear.html"))
        #expect(!rebuild.changedFiles.contains("view-controllers/view-will-appear.html"))
        #expect(try copy.text("Site/zh-Hans/view-controllers/view-will-appear.html").contains("编辑后的一句话。"))
    }

    /// What a callback marks is translated once, in the language's `callbacks.yml`, and shows
    /// on that language's Callbacks A–Z page; a callback left without a
    /// text shows the engine's English, marked as English. A selector the engine does not know
    /// is an error at the selector, with a did-you-mean, and the callbacks left without a text
    /// are named in one warning.
    @Test func callbackSummariesAreTranslatedOnceAndCheckedAgainstTheEngine() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        let file = "Content/zh-Hans/callbacks.yml"
        try Data("\"viewDidLoad\": \"测试：视图已载入\"\n\"viewDidLod\": \"多余\"\n".utf8)
            .write(to: URL(fileURLWithPath: copy.path(file)))
        let diagnostics = try await copy.builder().check().filter { $0.file.hasSuffix("callbacks.yml") }
        let unknown = try #require(diagnostics.first { $0.id == "translation.unknown-callback" })
        #expect(unknown.location.line == 2 && unknown.location.column == 2, "inside the quotes")
        #expect(unknown.summary.hasSuffix("did you mean 'viewDidLoad'?"), "\(unknown.summary)")
        #expect(
            diagnostics.map(\.id).sorted() == ["translation.missing-callback-summary", "translation.unknown-callback"])

        try copy.edit(file) { String($0.prefix { $0 != "\n" }) + "\n" }
        #expect(try await copy.builder().build().written)
        let chinese = try copy.text("Site/zh-Hans/callbacks.html")
        #expect(chinese.contains("<td>测试：视图已载入</td>"))
        #expect(chinese.contains("<td lang=\"en\">The view is about to join a window"), "an untranslated one is marked")
        // The English pages keep the engine's words, unmarked.
        let english = try copy.text("Site/callbacks.html")
        #expect(!english.contains("测试") && !english.contains("<td lang="))
    }

    /// A scenario's title is translated once, in the language's `scenarios.yml`, and shows in
    /// the claim boxes and on the trace page of that language; an id that names no scenario is an
    /// error at its line, and the scenarios left without a title are named in one warning.
    @Test func scenarioTitlesAreTranslatedOnceAndCheckedAgainstTheScenarios() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        let file = "Content/zh-Hans/scenarios.yml"
        try Data("nav-push-pop-ios17: \"先 push 再返回（测试标题）\"\nnav-push-pop-ios71: \"多余\"\n".utf8)
            .write(to: URL(fileURLWithPath: copy.path(file)))
        #expect(try await copy.found(severity: .error) == ["zh-Hans/scenarios.yml:2 translation.unknown-scenario"])
        let warnings = try await copy.found(severity: .warning).filter { $0.contains("scenario-title") }
        #expect(warnings == ["zh-Hans/scenarios.yml:1 translation.missing-scenario-title"])

        try copy.edit(file) { String($0.prefix { $0 != "\n" }) + "\n" }
        #expect(try await copy.builder().build().written)
        let chinese = try copy.text("Site/zh-Hans/view-controllers/view-will-appear.html")
        #expect(chinese.contains(">先 push 再返回（测试标题）</a>"))
        #expect(try copy.text("Site/zh-Hans/traces/nav-push-pop-ios17.html").contains("<h1>先 push 再返回（测试标题）</h1>"))
        // The English pages keep the scenario's own title.
        #expect(!(try copy.text("Site/view-controllers/view-will-appear.html").contains("测试标题")))
    }

    @Test func aTranslationWithNoOriginalIsAnError() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.translation) { $0 }
        try FileManager.default.copyItem(
            atPath: copy.path("Content/" + Self.translation), toPath: copy.path("Content/zh-Hans/views/no-such-page.md")
        )
        #expect(try await copy.found(severity: .error) == ["zh-Hans/views/no-such-page.md:1 translation.no-original"])
    }

    /// An original whose front matter does not parse has its error; its translation is not
    /// also told that it translates nothing.
    @Test func anOriginalThatFailsToParseGivesOneError() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.original) { $0.replacingOccurrences(of: "\nkind: ", with: "\nkind: [") }
        let found = try await copy.found(severity: .error)
        #expect(found == ["\(Self.original):5 topic.yaml-syntax"], "\(found)")
    }

    /// A scenario file with an error is one error in the whole content: not also one for each
    /// claim and guide that uses the scenario, in either language, nor for its Chinese title.
    @Test func aBrokenScenarioGivesOneErrorInEveryLanguage() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/scenarios/nav-push-pop-ios17.yml") {
            $0.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: [")
        }
        let found = try await copy.found(severity: .error)
        #expect(found.count == 1 && found.first?.hasPrefix("scenarios/nav-push-pop-ios17.yml:") == true, "\(found)")
    }

    /// A translation whose front matter does not parse has its error; its original is not
    /// also said to have no translation.
    @Test func aTranslationThatFailsToParseGivesOneProblem() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.translation) { $0.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: [") }
        #expect(try await copy.found(severity: .error) == ["\(Self.translation):3 topic.yaml-syntax"])
        let warnings = try await copy.found(severity: .warning)
        #expect(!warnings.contains { $0.hasSuffix("translation.missing") }, "\(warnings)")
    }

    /// A misspelt `translationOf` left the translation's freshness unchecked, with only a
    /// warning. It is one error now: the translation is set aside like one that fails to
    /// parse, so it is neither said to lack its hash nor its original to lack a translation.
    @Test func aMisspeltTranslationOfIsOneError() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.translation) {
            $0.replacingOccurrences(of: "\ntranslationOf:", with: "\ntranslatonOf:")
        }
        let errors = try await copy.found(severity: .error)
        #expect(errors == ["\(Self.translation):4 topic.misspelled-key"], "\(errors)")
        let warnings = try await copy.found(severity: .warning)
        #expect(!warnings.contains { $0.hasSuffix("translation.missing") }, "\(warnings)")
    }

    /// A translation writes only its title, summary and hash: a typo is never taken for a key
    /// of the original's, whose fix-it would only lead to the next error.
    @Test func aTranslationsTypoIsNotTakenForAKeyOfTheOriginals() async throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("Content/" + Self.translation) {
            $0.replacingOccurrences(of: "\ntranslationOf:", with: "\nselectr: x\ntranslationOf:")
        }
        #expect(try await copy.found(severity: .error) == [])
        let warnings = try await copy.found(severity: .warning)
        #expect(warnings == ["\(Self.translation):4 topic.unknown-key"], "\(warnings)")
    }
}
