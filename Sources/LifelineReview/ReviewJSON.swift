import Foundation
import LifelineDiagnostics

/// The versioned JSON form of a review, for bots and other tools.
///
/// Schema version 1 is documented in the README (`lifeline review`, "JSON"): the two
/// revisions, a summary of counts, then `topics`, `claims`, `scenarios`, `observations`,
/// `translations`, `diagnostics` (`introduced` and `fixed`, each in the `lifeline check
/// --format json` form), `pages` and `templates`: every list the Markdown report shows.
/// Keys are sorted and lists are in a fixed order, so the same review gives the same bytes.
public enum ReviewJSON {
    public static let version = 1

    struct Document: Encodable {
        var version: Int
        var base: Revision
        var head: Revision
        var summary: Summary
        var topics: [TopicChange]
        var claims: [ClaimChange]
        var scenarios: [ScenarioChange]
        var observations: [ObservationChange]
        var translations: [TranslationChange]
        var diagnostics: Diagnostics
        var pages: [PageChange]
        var templates: [String]
        var pagesNote: String?
        var engineChanged: Bool?
        var baseEngine: String?

        enum CodingKeys: String, CodingKey {
            case version, base, head, summary, topics, claims, scenarios, observations, translations, diagnostics
            case pages, templates, pagesNote
            case engineChanged, baseEngine
        }

        /// Written by hand so the optional values are `null` rather than missing.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(base, forKey: .base)
            try container.encode(head, forKey: .head)
            try container.encode(summary, forKey: .summary)
            try container.encode(topics, forKey: .topics)
            try container.encode(claims, forKey: .claims)
            try container.encode(scenarios, forKey: .scenarios)
            try container.encode(observations, forKey: .observations)
            try container.encode(translations, forKey: .translations)
            try container.encode(diagnostics, forKey: .diagnostics)
            try container.encode(pages, forKey: .pages)
            try container.encode(templates, forKey: .templates)
            try container.encode(pagesNote, forKey: .pagesNote)
            try container.encode(engineChanged, forKey: .engineChanged)
            try container.encode(baseEngine, forKey: .baseEngine)
        }
    }

    struct Revision: Encodable {
        var revision: String?
        var commit: String?
        var label: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(revision, forKey: .revision)
            try container.encode(commit, forKey: .commit)
            try container.encode(label, forKey: .label)
        }

        enum CodingKeys: String, CodingKey {
            case revision, commit, label
        }
    }

    struct Summary: Encodable {
        var introducesErrors: Bool
        var topics: [String: Int]
        var claims: [String: Int]
        var scenarios: [String: Int]
        var observations: [String: Int]
        var translations: [String: Int]
        var diagnostics: [String: [String: Int]]
        var pages: [String: Int]
        var templates: [String: Int]
    }

    struct Diagnostics: Encodable {
        var introduced: [DiagnosticJSON.Entry]
        var fixed: [DiagnosticJSON.Entry]
    }

    public static func encode(_ review: Review) -> String {
        let document = Document(
            version: version,
            base: Revision(revision: review.base.name, commit: review.base.commit, label: review.base.label),
            head: Revision(revision: review.head.name, commit: review.head.commit, label: review.head.label),
            summary: summary(review), topics: review.topics, claims: review.claims, scenarios: review.scenarios,
            observations: review.observations, translations: review.translations,
            diagnostics: Diagnostics(
                introduced: review.diagnostics.introduced.map(DiagnosticJSON.Entry.init),
                fixed: review.diagnostics.fixed.map(DiagnosticJSON.Entry.init)
            ),
            pages: review.pages, templates: review.changedTemplates, pagesNote: review.pagesNote,
            engineChanged: review.engineChanged,
            baseEngine: review.baseEngine
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func summary(_ review: Review) -> Summary {
        var topics: [String: Int] = [:]
        for kind in TopicChange.Kind.allCases {
            topics[kind.rawValue] = review.topics.filter { $0.change == kind }.count
        }
        func severities(_ diagnostics: [Diagnostic]) -> [String: Int] {
            [
                "errors": diagnostics.filter { $0.severity == .error }.count,
                "warnings": diagnostics.filter { $0.severity == .warning }.count,
            ]
        }
        return Summary(
            introducesErrors: review.introducesErrors, topics: topics,
            claims: [
                "stepsChanged": review.claimsWithChangedSteps.count,
                "verdictChanged": review.claimsWithChangedVerdict.count,
            ],
            scenarios: [
                "traceChanged": review.scenariosWithChangedTrace.count,
                "fileChanged": review.scenarios.filter(\.fileChanged).count,
            ],
            observations: fileChanges(review.observations.map(\.change)),
            translations: fileChanges(review.translations.map(\.change)),
            diagnostics: [
                "introduced": severities(review.diagnostics.introduced), "fixed": severities(review.diagnostics.fixed),
            ],
            pages: [
                "added": review.pages.filter { $0.change == .added }.count,
                "removed": review.pages.filter { $0.change == .removed }.count,
                "changed": review.pages.filter { $0.change == .changed }.count,
                "layoutOnly": review.pages.filter { $0.scope == .layout }.count,
            ],
            templates: ["changed": review.changedTemplates.count]
        )
    }

    /// How many files of one list were added, removed and changed.
    static func fileChanges(_ changes: [TopicChange.Kind]) -> [String: Int] {
        [
            "added": changes.filter { $0 == .added }.count,
            "removed": changes.filter { $0 == .removed }.count,
            "changed": changes.filter { $0 == .changed }.count,
        ]
    }
}
