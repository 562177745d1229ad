import CYaml

/// The one door through which Lifeline composes YAML, so that every reader (front matter,
/// `sections.yml`, scenarios, observations, reference cases) gets the same nesting limit
/// whichever of them runs first in a process, and the same refusals (`YAMLProblem`).
///
/// libyaml (the copy the Yams package carries) scans and parses; `YAMLComposer` nests its
/// events into `YAMLNode`s. Yams' own composer was most of the time spent on front matter
/// (`docs/performance.md`), and none of what it adds (type tags, anchors, Foundation
/// strings) is read here.
public enum BoundedYAML {
    /// How deeply collections may nest. No Lifeline file needs more than a few levels; deeper
    /// input gets libyaml's located "maximum nesting level reached" error, where the
    /// composer's recursion is still shallow.
    public static let maximumNesting = 64

    /// The text's single document, or nil when it holds none.
    public static func compose(_ text: String) throws(YAMLProblem) -> YAMLNode? {
        _ = nestingLimited
        var text = text
        let result: Result<YAMLNode?, YAMLProblem> = text.withUTF8 { bytes in
            Result { () throws(YAMLProblem) in try YAMLComposer(bytes).document() }
        }
        return try result.get()
    }

    /// libyaml's limit is process-wide; set once, before the first document is composed.
    private static let nestingLimited: Void = yaml_set_max_nest_level(Int32(maximumNesting))
}
