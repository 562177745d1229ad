import Foundation
import LifelineContent

/// The words of the site itself, as opposed to its content: navigation, search, the claim
/// box, the 404 page. One value per language, so a translated page has no English around its
/// text.
///
/// Templates read them as `{{ui.name}}` (every property is offered by that name), and the
/// renderer's own HTML (the claim box) reads the properties. Adding a property to one language
/// and not the other does not compile.
public struct UIStrings: Sendable {
    public var skipToContent: String
    public var tagline: String
    public var callbacksAZ: String
    public var scenarios: String
    public var evidence: String
    public var search: String
    public var searchPlaceholder: String
    public var sectionsAndTopics: String
    public var sectionsLabel: String
    public var indexesLabel: String
    public var breadcrumbsLabel: String
    public var home: String
    public var footer: String
    public var languageLabel: String
    public var themeLabel: String
    public var onThisPage: String
    public var related: String
    public var sources: String
    public var editThisPage: String
    /// Put right before the date, with its own punctuation and space.
    public var lastUpdated: String
    public var previous: String
    public var next: String
    public var previousAndNext: String
    public var selector: String
    public var swift: String
    public var declaredBy: String
    public var platformsNote: String
    public var homeSummary: String
    public var homeDescription: String
    public var guidesHeading: String
    public var guidesIntro: String
    public var topicsCount: String
    public var allTopics: String
    public var notFoundTitle: String
    public var notFoundText: String
    public var notFoundHome: String
    public var notFoundDescription: String
    public var searchTitle: String
    public var searchDescription: String
    public var searchFieldLabel: String
    public var searchButton: String
    public var searchNoScript: String
    public var byCallback: String
    public var byScenario: String
    public var untranslated: String
    /// On a translated site, above a page whose text is generated in English.
    public var inEnglishNote: String
    public var sectionDescription: String

    // The claim box.
    public var claimScenario: String
    /// `{n}`: the step.
    public var claimStep: String
    /// `{from}`, `{to}`: the first and last step.
    public var claimSteps: String
    public var claimProven: String
    /// `{platforms}`: the versions simulated.
    public var claimSimulates: String
    public var claimEachOf: String
    public var claimTraced: String
    public var claimTracedOn: String
    public var whatProvenMeans: String
    public var setup: String
    /// The setup line of a claim box: `{lifecycle}`, `{window}`, `{root}`.
    public var setupSummary: String
    public var setupSceneDelegate: String
    public var setupAppDelegate: String
    public var setupWindowStoryboard: String
    public var setupWindowCode: String
    /// `{controllers}`: the names, joined by `listSeparator`.
    public var setupNavigationRoot: String
    public var setupTabsRoot: String
    public var listSeparator: String
    /// `{label}`: the scenario on a version (`scenarioOn`).
    public var callbacksOf: String
    public var sequenceDiagram: String
    public var sequenceDiagramOf: String
    /// `{title}`, `{platform}`.
    public var scenarioOn: String
    /// `{shown}`, `{total}`, `{calls}`.
    public var excerptShows: String
    public var excerptAtSteps: String
    public var excerptLeftOut: String
    public var excerptSeparator: String
    public var sentenceEnd: String
    public var excerptEveryCallOf: String
    public var excerptOf: String
    public var wholeTrace: String
    public var and: String
    public var deviceLog: String
    public var deviceLogs: String
    public var inferredFromOtherVersions: String
    public var documentationOnly: String
    /// A rule or an order with no evidence behind it.
    public var inferred: String
    /// `{versions}`: the versions a log was made on, worked out from its source because it
    /// does not state them. Not `inferred`, which says a claim has no evidence: such a log is
    /// evidence, with a version known less exactly.
    public var versionEstimated: String
    /// Before the callbacks of a claim that no kept log shows (`EvidenceIndex.Backing.unlogged`).
    public var notInAnyLog: String
    public var tableStep: String
    public var tableObject: String
    public var tableCallback: String
    public var tableAppState: String
    public var tableViewInWindow: String
    /// The cells of the "view in window" column.
    public var inWindowYes: String
    public var inWindowNo: String
    /// The groups of the scenario index (`ScenarioArea`), in its order.
    public var areaLaunch: String
    public var areaLinksAndNotifications: String
    public var areaBackgroundAndLock: String
    public var areaMemory: String
    public var areaNavigation: String
    public var areaPresentation: String
    public var areaTabsAndContainers: String
    public var areaViews: String
    public var areaRotationAndTraits: String
    public var areaWindows: String

    // The scenario pages, the callback index and the page that explains "proven".
    public var scenarioCode: String
    public var simulatedOnLabel: String
    public var platform: String
    public var lifecycle: String
    public var window: String
    public var rootLabel: String
    public var controllers: String
    public var views: String
    /// Between a controller's or view's name and its notes.
    public var nameNotesSeparator: String
    public var steps: String
    public var trace: String
    public var usedBy: String
    public var scenariosSummary: String
    public var scenariosDescription: String
    public var scenarioFilterLabel: String
    public var simulatedOnBadge: String
    public var noScenarioMatches: String
    /// A scenario's line in the search index, `{platform}`: `iOS 17`.
    public var scenarioSearchSummary: String
    public var callbacksSummary: String
    public var lettersLabel: String
    public var calledOn: String
    public var whatItMarks: String
    public var provenTitle: String
    public var provenDescription: String
    public var provenSummary: String
    public var provenEngineHeading: String
    public var provenEngine1: String
    public var provenEngine2Before: String
    public var provenEngine2Link: String
    public var provenEngine2After: String
    public var provenVersions: String
    public var provenBoxHeading: String
    public var provenBox1: String
    public var provenProvenText: String
    public var provenTracedText: String
    public var provenTable: String
    public var provenBackingHeading: String
    public var provenBacking1Before: String
    public var provenBacking1After: String
    public var provenLogText: String
    public var provenOtherVersionsText: String
    public var provenDocumentationText: String
    public var provenInferredText: String
    public var provenUnloggedText: String
    public var provenLimitsHeading: String
    public var provenLimit1: String
    public var provenLimit2: String

    // Kinds of topic.
    public var kindState: String
    public var kindDelegateMethod: String
    public var kindCallback: String
    public var kindScenarioGuide: String
    public var kindNibLoading: String
    public var kindWindow: String
    public var kindConcept: String

    /// The words of a scenario's setup and steps (`ScenarioSetup`).
    public var scenario: ScenarioWords

    /// The words of the diagrams drawn at build time (`SequenceDiagram`, `EngineDiagram`).
    public var diagram: DiagramWords

    /// The page scripts' words (`site.js`, `search.js`), which they read from the page
    /// (`scriptWords`).
    public var script: ScriptWords

    /// The words `site.js` and `search.js` show, by the names the scripts read them by.
    public struct ScriptWords: Sendable, Codable, Equatable {
        public var themeSystem: String
        public var themeLight: String
        public var themeDark: String
        public var copyCode: String
        public var copyCodeLabel: String
        public var codeCopied: String
        public var pressToCopy: String
        public var searchNoMatch: String
        public var searchOneMatch: String
        /// `{n}`: the number of pages.
        public var searchMatches: String
        public var searchAllResults: String
    }

    /// The words of `language`'s pages.
    public static func of(_ language: SiteLanguage) -> UIStrings {
        switch language {
        case .english: english
        case .simplifiedChinese: simplifiedChinese
        }
    }

    /// Every property by name, as templates read them (`{{ui.search}}`).
    public var templateValues: [String: String] {
        var values: [String: String] = [:]
        for child in Mirror(reflecting: self).children {
            if let label = child.label, let text = child.value as? String { values[label] = text }
        }
        return values
    }

    /// The page scripts' words as JSON, which the layout puts in its `lifeline-words` element:
    /// the scripts carry no words of their own, so a language's words are all here. `<` is
    /// written as `\u003c`, so no word can end the script element it sits in.
    public var scriptWords: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(script)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The names templates may use after `ui.`.
    public static let names = Set(english.templateValues.keys)

    /// `count` topics, in words.
    public func topics(_ count: Int) -> String {
        Self.fill(topicsCount, ["n": String(count)])
    }

    /// `text` with each `{name}` replaced by its value, in one pass: a value is never searched
    /// for placeholders itself, so a title that contains `{platform}` stays as written. A
    /// brace that names no value is kept.
    ///
    /// The values are pairs rather than a dictionary: a call names one to three, and figures
    /// fill a few for every claim, where hashing them into a dictionary first cost more than
    /// the filling (docs/performance.md).
    public static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        var filled = ""
        var rest = text[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            filled += rest[..<open]
            let nameStart = rest.index(after: open)
            if let close = rest.utf8[nameStart...].firstIndex(of: UInt8(ascii: "}")),
                let value = values.first(where: { $0.key == rest[nameStart..<close] })?.value
            {
                filled += value
                rest = rest[rest.index(after: close)...]
            } else {
                filled += "{"
                rest = rest[nameStart...]
            }
        }
        return filled + rest
    }
}
