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
    /// `BuildState.claims`. A check shows none, so it makes none.
    public static func validate(keepingClaimResults: Bool) -> BuildStep {
        BuildStep("validate") { state in
            await validate(&state, keepingClaimResults: keepingClaimResults)
        }
    }

    private static func validate(_ state: inout BuildState, keepingClaimResults: Bool) async {
        let knowledgeBase = state.assembled
        var context = ValidationContext(
            knowledgeBase: knowledgeBase, scenarios: state.scenarios, traces: state.traces,
            claims: keepingClaimResults ? state.claims : nil,
            contentDirectory: state.source.directory)
        context.unparsedTopics = state.unparsedTopics
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
