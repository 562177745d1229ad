import LifelineContent
import LifelineDiagnostics
import LifelineValidation

/// The steps that judge the content.
extension BuildStep {
    /// Runs every rule, the cross-check of each claim against the engine among them: the one
    /// place a build does. The traces simulated here are kept for the pages.
    ///
    /// When the cache vouches for every other topic, only the topics parsed in this build are
    /// checked, and the findings about the whole knowledge base come from the cache: a rule
    /// reads other topics only through what their outline holds, which did not change.
    ///
    /// `keepingClaimResults` is for the builds that show claims (a site, a review): each
    /// claim's result, with the steps it shows and what backs them, is left in
    /// `BuildState.claims`. A check shows none, so it makes none, unless the content has
    /// translations: their check reads the verdicts of the originals' claims.
    public static func validate(keepingClaimResults: Bool) -> BuildStep {
        BuildStep("validate") { state in
            await validate(&state, keepingClaimResults: keepingClaimResults)
        }
    }

    private static func validate(_ state: inout BuildState, keepingClaimResults: Bool) async {
        let knowledgeBase = state.assembled
        var context = ValidationContext(
            knowledgeBase: knowledgeBase, scenarios: state.scenarios, traces: state.traces,
            claims: keepingClaimResults || !state.translations.isEmpty ? state.claims : nil,
            contentDirectory: state.source.directory)
        context.topicsInError = state.topicsInError
        state.evidence = context.evidence
        let validator = Validator()
        if state.isIncremental, var cache = state.cache {
            let changed = Set(state.reparsed)
            let findings = await validator.validate(
                knowledgeBase.topics.filter { changed.contains($0.contentPath) }, in: context)
            for index in cache.files.indices where changed.contains(cache.files[index].relative) {
                cache.files[index].findings = findings[cache.files[index].relative] ?? []
                state.diagnostics += cache.files[index].findings
            }
            state.diagnostics += cache.wholeBaseDiagnostics
            state.cache = cache
            return
        }
        let findings = await validator.validate(knowledgeBase.topics, in: context)
        let wholeBase = validator.validateWhole(context)
        state.diagnostics += findings.values.flatMap { $0 } + wholeBase
        if var cache = state.cache {
            for index in cache.files.indices {
                let found = findings[cache.files[index].relative] ?? []
                if cache.files[index].findings != found { cache.files[index].findings = found }
            }
            cache.wholeBaseDiagnostics = wholeBase
            state.cache = cache
        }
    }

    /// Stops the build before anything is written when a diagnostic is an error (or, with
    /// `strict`, a warning), or the templates did not compile.
    public static func stopIfBlocked(strict: Bool) -> BuildStep {
        BuildStep("stop if blocked") { state in
            state.stopped =
                state.templates == nil
                || state.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
    }
}

extension BuildStep {
    /// Checks each translation against its original (`TranslationCheck`) and its links as the
    /// original's are checked, gives its claims the original's results, and makes the knowledge
    /// base each language's pages show. A topic with no translation, or whose translation has
    /// errors, shows the English text.
    public static let checkTranslations = BuildStep("check translations") { state in
        for (_, files) in state.translatedTexts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for kind in TranslatedTexts.Kind.allCases {
                guard let texts = files[kind] else { continue }
                state.diagnostics += TranslationCheck.problems(of: texts, scenarios: state.scenarios)
            }
        }
        guard !state.translations.isEmpty else { return }
        let knowledgeBase = state.assembled
        var hashes: [String: String] = [:]
        for translation in state.translations.values.joined() where hashes[translation.originalPath] == nil {
            guard case .success(let bytes) = state.source.topicBytes(translation.originalPath) else { continue }
            hashes[translation.originalPath] = ContentHash.hex(of: bytes, digits: Translation.hashLength)
        }
        let check = TranslationCheck(
            knowledgeBase: knowledgeBase, contentDirectory: state.source.directory, originalHashes: hashes,
            unparsedOriginals: state.topicsInError)
        var context = ValidationContext(
            knowledgeBase: knowledgeBase, scenarios: state.scenarios, traces: state.traces, evidence: state.evidence,
            contentDirectory: state.source.directory)
        context.topicsInError = state.topicsInError
        let claims = state.claims
        let originalClaimFails = { (original: Topic, claim: SequenceClaim) -> Bool in
            claims.result(file: original.path, fenceLine: claim.fenceLine)?.verdict == .failing
        }
        for (language, translations) in state.translations.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            var shown: [String: Topic] = [:]
            for translation in translations {
                let (original, problems) = check.check(translation, originalClaimFails: originalClaimFails)
                guard let original else {
                    state.diagnostics += problems
                    continue
                }
                let topic = original.translated(by: translation)
                let diagnostics = problems + TranslationCheck.linkProblems(of: topic, in: context)
                state.diagnostics += diagnostics
                guard !diagnostics.containsErrors else { continue }
                for (mine, theirs) in zip(translation.claims, original.claims) {
                    guard let result = state.claims.result(file: original.path, fenceLine: theirs.fenceLine) else {
                        continue
                    }
                    state.claims.record(result, file: translation.path, fenceLine: mine.fenceLine)
                }
                shown[original.contentPath] = topic
            }
            // Every file of the language's folder counts, parsed or not: one that failed has its
            // own error, and its original is not also said to have no translation.
            state.diagnostics += check.missing(
                in: language, translated: Set((state.translationFiles[language] ?? []).map(\.relative)))
            state.untranslatedTopics[language] = Set(
                knowledgeBase.topics.filter { shown[$0.contentPath] == nil }.map(\.id))
            state.languageBases[language] = knowledgeBase.relabelled(
                topics: { shown[$0.contentPath] ?? $0 }, sections: state.translatedSections[language] ?? [])
        }
    }
}
