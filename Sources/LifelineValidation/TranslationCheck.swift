import LifelineContent
import LifelineDiagnostics
import LifelineScenarios

/// What a translation must agree with: it translates a topic that exists, it says which
/// version of that topic it was made from, it repeats none of the original's facts
/// differently, and its sequence claims are the original's, block for block.
///
/// The claims are checked against the engine once, on the original; a translation whose blocks
/// are the same takes their results. So a claim changed in one language alone is an error
/// here, and never a second, diverging proof.
public struct TranslationCheck: Sendable {
    public var knowledgeBase: KnowledgeBase
    /// The content folder as printed, for the paths of originals in messages.
    public var contentDirectory: String
    /// The current hash of each original (`Translation.hashLength` hex digits), by its path
    /// inside the content folder.
    public var originalHashes: [String: String]
    /// The topic files that failed to parse, by path inside the content folder: each has its
    /// own error, and a translation of one is not also told that it translates nothing.
    public var unparsedOriginals: Set<String>

    public init(
        knowledgeBase: KnowledgeBase, contentDirectory: String, originalHashes: [String: String],
        unparsedOriginals: Set<String> = []
    ) {
        self.knowledgeBase = knowledgeBase
        self.contentDirectory = contentDirectory
        self.originalHashes = originalHashes
        self.unparsedOriginals = unparsedOriginals
    }

    /// Every problem of one translation, and its original when it has one.
    ///
    /// A claim of the original that has an error of its own (`originalClaimFails`) is not
    /// compared: the error is there, and the translation still says what the original said
    /// before it. One mistake gives one error.
    public func check(
        _ translation: Translation, originalClaimFails: (Topic, SequenceClaim) -> Bool = { _, _ in false }
    ) -> (original: Topic?, diagnostics: [Diagnostic]) {
        let originalFile = display(translation.originalPath)
        guard let original = knowledgeBase.topic(atContentPath: translation.originalPath) else {
            if unparsedOriginals.contains(translation.originalPath) { return (nil, []) }
            let diagnostic = Diagnostic(
                id: "translation.no-original", file: translation.path, range: SourceRange(line: 1, column: 1),
                summary: "there is no topic '\(originalFile)' for this file to translate; a translation has its "
                    + "original's path inside the language's folder")
            return (nil, [diagnostic])
        }
        var diagnostics = versionProblems(translation, originalFile: originalFile)
        diagnostics += repeatedFactProblems(translation, original: original)
        diagnostics += claimProblems(translation, original: original) { originalClaimFails(original, $0) }
        if translation.markdown.headings.count != original.markdown.headingAnchors.count {
            diagnostics.append(
                Diagnostic(
                    id: "translation.headings-differ", severity: .warning, file: translation.path,
                    range: SourceRange(line: translation.bodyFirstLine, column: 1),
                    summary:
                        "the translation has \(translation.markdown.headings.count) headings and '\(originalFile)' "
                        + "\(original.markdown.headingAnchors.count); with the same headings in the same order, a "
                        + "link to a section lands on the same heading in both languages"))
        }
        return (original, diagnostics)
    }

    /// A warning for each topic `language` has no translation of; none when the language has
    /// no translations at all, as a content folder that publishes only English has none.
    public func missing(in language: SiteLanguage, translated: Set<String>) -> [Diagnostic] {
        guard !translated.isEmpty, let folder = language.folder else { return [] }
        return knowledgeBase.topics.filter { !translated.contains($0.contentPath) }.map { topic in
            Diagnostic(
                id: "translation.missing", severity: .warning, file: topic.path, range: SourceRange(line: 1, column: 1),
                summary:
                    "'\(topic.id)' has no \(language.nativeName) translation ('\(display(folder + "/" + topic.contentPath))'); "
                    + "its page in that language shows the English text")
        }
    }

    /// The entries of a file of translated texts that name nothing (an error at the id, with
    /// a did-you-mean), and one warning that names what is left without a text. A title of a
    /// scenario whose file has errors names something: that file's error is the cause.
    public static func problems(of texts: TranslatedTexts, scenarios: ScenarioLibrary) -> [Diagnostic] {
        switch texts.kind {
        case .scenarioTitles:
            problems(
                of: texts, ids: scenarios.ids, isKnown: scenarios.hasFile(for:),
                unknown: ("translation.unknown-scenario", { "there is no scenario '\($0)' to give a title" }),
                missing: (
                    "translation.missing-scenario-title",
                    { "\($0) scenarios have no title here, and show their English one: \($1)" }
                ))
        case .callbackSummaries:
            problems(
                of: texts, ids: ValidationContext.knownSelectors.sorted(),
                isKnown: ValidationContext.knownSelectors.contains,
                unknown: ("translation.unknown-callback", { "the engine knows no callback '\($0)' to describe" }),
                missing: (
                    "translation.missing-callback-summary",
                    { "\($0) callbacks have no text here, and show their English one: \($1)" }
                ))
        }
    }

    private static func problems(
        of texts: TranslatedTexts, ids: [String], isKnown: (String) -> Bool,
        unknown: (id: String, summary: (String) -> String), missing: (id: String, summary: (Int, String) -> String)
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = texts.texts.keys.sorted().filter { !isKnown($0) }.map { id in
            let location = texts.locations[id] ?? SourceLocation(line: 1, column: 1)
            let suggestion = NearMiss.suggestion(for: id, among: ids)
            return Diagnostic(
                id: unknown.id, file: texts.path,
                range: SourceRange(line: location.line, column: location.column, length: id.unicodeScalars.count),
                summary: unknown.summary(id) + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
        let left = ids.filter { texts.texts[$0] == nil }
        if !left.isEmpty {
            diagnostics.append(
                Diagnostic(
                    id: missing.id, severity: .warning, file: texts.path, range: SourceRange(line: 1, column: 1),
                    summary: missing.summary(left.count, ShortList.text(left, showing: 5))))
        }
        return diagnostics
    }

    /// The broken links and anchors of a translated topic (`Topic.translated(by:)`), checked
    /// as its original's are: it keeps the original's place, so its links resolve alike.
    public static func linkProblems(of topic: Topic, in context: ValidationContext) -> [Diagnostic] {
        LinkRule().check(topic: topic, in: context)
    }

    private func display(_ relative: String) -> String {
        contentDirectory.isEmpty || contentDirectory.hasSuffix("/")
            ? contentDirectory + relative : contentDirectory + "/" + relative
    }

    private func versionProblems(_ translation: Translation, originalFile: String) -> [Diagnostic] {
        guard let current = originalHashes[translation.originalPath] else { return [] }
        guard let recorded = translation.translationOf else {
            return [
                Diagnostic(
                    id: "translation.missing-hash", file: translation.path, range: SourceRange(line: 1, column: 1),
                    summary: "the translation does not record which version of '\(originalFile)' it translates; "
                        + "add 'translationOf: \(current)' to its front matter")
            ]
        }
        guard recorded != current else { return [] }
        let location = translation.keyLocations["translationOf"] ?? SourceLocation(line: 1, column: 1)
        return [
            Diagnostic(
                id: "translation.stale", severity: .warning, file: translation.path,
                range: SourceRange(line: location.line, column: location.column, length: "translationOf".count),
                summary: "'\(originalFile)' has changed since this was translated (translationOf \(recorded), now "
                    + "\(current)); bring the translation up to date, then set translationOf to \(current)")
        ]
    }

    private func repeatedFactProblems(_ translation: Translation, original: Topic) -> [Diagnostic] {
        translation.repeatedFacts.compactMap { fact in
            let expected = Self.values(of: fact.key, in: original)
            let agrees =
                fact.key == "platforms"
                ? fact.values.count == 1 && PlatformRange(parsing: fact.values[0]) == original.platforms
                : expected == fact.values
            guard !agrees else { return nil }
            let what: String
            if !original.kind.reads(fact.key) {
                what = "the original, a \(original.kind.rawValue), has no '\(fact.key)'"
            } else if let expected {
                let said = expected.isEmpty ? "nothing" : "'\(expected.joined(separator: ", "))'"
                what = "'\(fact.key)' is \(said) in the original"
            } else {
                what = "'\(fact.key)' comes from the original"
            }
            return Diagnostic(
                id: "translation.contradicts-original", file: translation.path, range: fact.range,
                summary: what + "; a translation writes only title, summary and translationOf, and takes every fact "
                    + "from its original")
        }
    }

    /// The values of `key` as the original's front matter gave them, for the keys a topic keeps
    /// as text; nil for those it keeps only in structured form (a state's transitions).
    static func values(of key: String, in topic: Topic) -> [String]? {
        switch key {
        case "id": return [topic.id]
        case "kind": return [topic.kind.rawValue]
        case "section": return [topic.section]
        case "related": return topic.related
        case "sources": return topic.sources
        case "order": return topic.order.map { [String($0)] } ?? []
        default: break
        }
        switch (topic.details, key) {
        case (.callback(let facts), "selector"), (.delegateMethod(let facts), "selector"): return [facts.selector]
        case (.callback(let facts), "owner"), (.delegateMethod(let facts), "owner"): return [facts.owner]
        case (.callback(let facts), "swift"), (.delegateMethod(let facts), "swift"):
            return facts.swift.map { [$0] } ?? []
        case (.scenarioGuide(let facts), "scenarios"): return facts.scenarios
        default: return nil
        }
    }

    private func claimProblems(
        _ translation: Translation, original: Topic, fails: (SequenceClaim) -> Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (mine, theirs) in zip(translation.claims, original.claims) where !fails(theirs) {
            guard let difference = Self.difference(mine, theirs) else { continue }
            diagnostics.append(
                Diagnostic(
                    id: "translation.claim-differs", file: translation.path,
                    range: SourceRange(line: mine.fenceLine, column: 1),
                    summary: "this claim is not the original's: \(difference); a claim is checked once, on the "
                        + "original, so it must be the same block in every language",
                    notes: [
                        DiagnosticNote(
                            file: original.path, range: SourceRange(line: theirs.fenceLine, column: 1),
                            message: "the original's claim")
                    ]))
        }
        if translation.claims.count != original.claims.count {
            let line = translation.claims.dropFirst(original.claims.count).first?.fenceLine ?? translation.bodyFirstLine
            diagnostics.append(
                Diagnostic(
                    id: "translation.claim-count", file: translation.path, range: SourceRange(line: line, column: 1),
                    summary: "the translation has \(translation.claims.count) sequence claims and the original "
                        + "\(original.claims.count); every claim of the original appears once, in the same order"))
        }
        return diagnostics
    }

    /// What differs between two claims, or nil when they state the same thing (where each was
    /// written does not count).
    static func difference(_ mine: SequenceClaim, _ theirs: SequenceClaim) -> String? {
        if mine.scenario != theirs.scenario {
            return "scenario '\(mine.scenario)', the original's '\(theirs.scenario)'"
        }
        if mine.steps != theirs.steps { return "its steps differ from the original's" }
        if mine.platforms != theirs.platforms { return "its platforms differ from the original's" }
        for (index, (line, other)) in zip(mine.lines, theirs.lines).enumerated() where line.summary != other.summary {
            return "line \(index + 1) is '\(line.summary)', the original's '\(other.summary)'"
        }
        if mine.lines.count != theirs.lines.count {
            return "it has \(mine.lines.count) lines, the original \(theirs.lines.count)"
        }
        return nil
    }
}
