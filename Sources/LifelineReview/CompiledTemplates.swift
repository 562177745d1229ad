import LifelineContent
import LifelineDiagnostics
import LifelineRendering

/// One side's `*.mustache` templates compiled for this build of lifeline, or the problems
/// that stop them, as `lifeline build` would report them.
struct CompiledTemplates: Sendable {
    /// Nil when a template does not parse or a required one is missing (or there are none).
    var templates: TemplateSet?
    var diagnostics: [Diagnostic]
    /// Whether the side has any template at all.
    var isPresent: Bool

    static func compile(_ files: [String: [UInt8]], directory: String) -> CompiledTemplates {
        var sources: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (name, bytes) in files where name.hasSuffix(".mustache") && !name.contains("/") {
            let path = SnapshotContent.join(directory, name)
            switch SourceFile.decode(bytes, path: path) {
            case .success(let text): sources[String(name.dropLast(".mustache".count))] = normalizedSource(text)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        guard !sources.isEmpty || !diagnostics.isEmpty else {
            return CompiledTemplates(templates: nil, diagnostics: [], isPresent: false)
        }
        let (templates, problems) = TemplateSet.compile(sources, directory: directory)
        return CompiledTemplates(templates: templates, diagnostics: diagnostics + problems, isPresent: true)
    }
}
