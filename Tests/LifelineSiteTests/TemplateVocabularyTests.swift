import Foundation
import LifelineContent
import Testing

@testable import LifelineRendering
@testable import LifelineSite

/// `TemplateVocabulary.site` is what lets the build call a template's name unknown; it must
/// list exactly the names the renderer's contexts hold, or a correct template would fail (a
/// name missing from the list) or a misspelt one would pass (a name no context fills).
@Suite("The template vocabulary matches the renderer")
struct TemplateVocabularyTests {
    @Test func listsExactlyTheNamesTheRealSitesContextsHold() async throws {
        let root = SiteFixture.repositoryRoot
        let content = root.appendingPathComponent("Content").path
        let checked = try await SiteFixture.checked(content)
        let (knowledgeBase, traces) = (checked.assembled, checked.traceSource)
        let (loaded, diagnostics) = try TemplateLoader(directory: root.appendingPathComponent("Templates").path).load()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var templates = try #require(loaded)
        let seen = ContextNames()
        templates.contextObserver = { template, context in seen.record(template, context) }
        // Both languages, as the real site is built: the language switch is in the contexts.
        let languages: [SiteLanguage] = [.english, .simplifiedChinese]
        for language in languages {
            var renderer = SiteRenderer(
                templates: templates, knowledgeBase: checked.languageBases[language] ?? knowledgeBase, traces: traces,
                language: language)
            renderer.languages = languages
            renderer.untranslatedTopicIDs = [knowledgeBase.topics[0].id]
            _ = try await SiteBuilder.render(renderer) { _, _ in }
        }

        let provided = seen.names
        #expect(Set(provided.keys) == Set(TemplateSet.requiredNames))
        for (template, declared) in TemplateVocabulary.site.names {
            let names = provided[template] ?? []
            #expect(names.subtracting(declared).isEmpty, "\(template) provides names the vocabulary lacks")
            #expect(declared.subtracting(names).isEmpty, "\(template) declares names no page provides")
        }
    }
}

/// Every key of every context, list items included, by template.
private final class ContextNames: @unchecked Sendable {
    private let lock = NSLock()
    private var byTemplate: [String: Set<String>] = [:]

    var names: [String: Set<String>] { lock.withLock { byTemplate } }

    func record(_ template: String, _ context: [String: Any]) {
        var keys = Set<String>()
        collect(context, into: &keys)
        lock.withLock { byTemplate[template, default: []].formUnion(keys) }
    }

    private func collect(_ value: Any, into keys: inout Set<String>) {
        if let dictionary = value as? [String: Any] {
            // The site's own words, offered to every template, are checked by `UIStrings.names`.
            for (key, child) in dictionary where key != "ui" {
                keys.insert(key)
                collect(child, into: &keys)
            }
        } else if let list = value as? [Any] {
            for item in list { collect(item, into: &keys) }
        }
    }
}
