import CYaml
import Yams

/// The one door through which Lifeline composes YAML, so that every reader (front matter,
/// `sections.yml`, scenarios, reference cases) gets the same nesting limit whichever of them
/// runs first in a process.
///
/// libyaml's own limit (1,000 levels) is deeper than Yams can hash a key recursively under
/// AddressSanitizer: the fuzzer overflowed the stack with a key of 971 nested lists. No
/// Lifeline file needs more than a few levels; deeper input gets libyaml's located
/// "Maximum nesting level reached" error instead of a crash.
public enum BoundedYAML {
    /// How deeply collections may nest.
    public static let maximumNesting = 64

    /// Composes `text` in UTF-8. The encoding is named, or Yams would look it up in the
    /// environment for every document.
    ///
    /// - Parameter resolver: `.basic` (the default) reads every scalar as text without
    ///   running Yams' regular expressions to find its type; readers that convert values
    ///   themselves want that.
    public static func compose(_ text: String, resolver: Resolver = .basic) throws -> Node? {
        _ = nestingLimited
        return try Yams.compose(yaml: text, resolver, .default, .utf8)
    }

    /// libyaml's limit is process-wide; set once, before the first document is composed.
    private static let nestingLimited: Void = yaml_set_max_nest_level(Int32(maximumNesting))
}
