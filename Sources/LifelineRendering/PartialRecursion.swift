import LifelineDiagnostics

/// Finds templates that include themselves, directly (`{{>topic}}` in `topic.mustache`) or
/// through other partials, and reports each loop once, at the include tag that closes it.
///
/// swift-mustache expands a partial every time it is rendered, with no depth limit, so such a
/// loop recurses until the stack overflows and the process dies. None of the site's contexts
/// is a tree that a partial could walk down and stop at the leaves: a name looked up again
/// inside the loop finds the same value, so every loop is endless and none is legitimate.
enum PartialRecursion {
    /// One error per loop among `sources` (template name → text); `path` gives a template's file.
    static func check(_ sources: [String: String], path: (String) -> String) -> [Diagnostic] {
        let includes = sources.mapValues { text in
            TemplateTagScanner.tags(in: text).filter { $0.kind == .partial && sources[$0.name] != nil }
        }
        var finished: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for root in sources.keys.sorted() where !finished.contains(root) {
            // Depth-first, without recursion: the chain of templates being expanded, each with
            // the index of the next include tag to follow.
            var chain: [(name: String, next: Int)] = [(root, 0)]
            while let (name, next) = chain.last {
                let tags = includes[name] ?? []
                guard next < tags.count else {
                    finished.insert(name)
                    chain.removeLast()
                    continue
                }
                chain[chain.count - 1].next += 1
                let tag = tags[next]
                if let start = chain.firstIndex(where: { $0.name == tag.name }) {
                    let loop = chain[start...].map(\.name)
                    diagnostics.append(diagnostic(loop: loop, at: tag, in: path(name)))
                } else if !finished.contains(tag.name) {
                    chain.append((tag.name, 0))
                }
            }
        }
        return diagnostics
    }

    /// The error for a loop of templates, the last of which includes the first at `tag`.
    private static func diagnostic(loop: [String], at tag: TemplateTag, in path: String) -> Diagnostic {
        let summary: String
        if loop.count == 1 {
            summary = "the template '\(tag.name)' includes itself, so rendering it never ends"
        } else {
            let route = (loop + [tag.name]).map { "'\($0)'" }.joined(separator: " → ")
            summary =
                "the template '\(tag.name)' includes itself through other partials (\(route)), so rendering it never ends"
        }
        return Diagnostic(
            id: "template.recursive-partial", file: path, range: SourceRange(line: tag.line, column: tag.column),
            summary: summary)
    }
}
