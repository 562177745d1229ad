import LifelineDiagnostics

/// An ordered sequence of callbacks a topic claims UIKit makes, written as a fenced block
/// the check step compares with the engine's trace of a scenario:
///
///     ```sequence push-pop steps=2-3 platforms=ios11+
///     A viewWillDisappear:
///     B viewWillAppear:
///     ```
///
/// The trace is cut to the scenario steps named (all by default), to the objects the claim
/// names and to the callbacks it names, and must then equal the claim line for line. A
/// block with no lines asks the build to fill in the engine's trace instead.
public struct SequenceClaim: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public var object: String
        public var callback: String
        /// The file line of this step, so a mismatch is reported where it is written.
        public var line: Int
        /// The column of the callback, for diagnostics about its spelling.
        public var callbackColumn: Int
        /// The column of the object, where a line that differs from the engine is reported.
        public var objectColumn: Int

        public init(object: String, callback: String, line: Int, callbackColumn: Int, objectColumn: Int = 1) {
            self.object = object
            self.callback = callback
            self.line = line
            self.callbackColumn = callbackColumn
            self.objectColumn = objectColumn
        }

        public var summary: String { "\(object) \(callback)" }
    }

    /// The scenario file's id (`Content/scenarios/<id>.yml`).
    public var scenario: String
    /// The first and last scenario step compared, 1-based; nil for all.
    public var steps: ClosedRange<Int>?
    /// The platforms the claim holds for; nil for the scenario's own platform.
    public var platforms: PlatformRange?
    public var lines: [Line]
    /// The line of the opening fence.
    public var fenceLine: Int
    /// The fence's info string (`sequence push-pop steps=2`) and the column it starts at:
    /// kept to find `places` when a check reports one of them.
    public var info = ""
    public var infoColumn: Int?

    /// Where the scenario's id and the options were written on the fence's line, so a wrong
    /// one is reported there; nil where not known. Worked out only when asked: most claims
    /// are never reported.
    public var places: Places {
        guard let infoColumn else { return Places() }
        let words = SequenceClaimParser.infoWords(info)
        let offsets = SequenceClaimParser.wordOffsets(info)
        func range(ofWord index: Int, skipping skipped: Int) -> SourceRange {
            SourceRange(
                line: fenceLine, column: infoColumn + offsets[index] + skipped,
                length: words[index].unicodeScalars.count - skipped)
        }
        var places = Places()
        // The first word is the language, `sequence`; the second the scenario.
        for index in words.indices.dropFirst() where index < offsets.count {
            if index == 1 {
                places.scenario = range(ofWord: index, skipping: 0)
            } else if words[index].hasPrefix("steps="), places.steps == nil {
                places.steps = range(ofWord: index, skipping: "steps=".count)
            } else if words[index].hasPrefix("platforms="), places.platforms == nil {
                places.platforms = range(ofWord: index, skipping: "platforms=".count)
            }
        }
        return places
    }

    public struct Places: Hashable, Sendable {
        public var scenario: SourceRange?
        public var steps: SourceRange?
        public var platforms: SourceRange?

        public init(scenario: SourceRange? = nil, steps: SourceRange? = nil, platforms: SourceRange? = nil) {
            self.scenario = scenario
            self.steps = steps
            self.platforms = platforms
        }
    }

    public init(
        scenario: String, steps: ClosedRange<Int>? = nil, platforms: PlatformRange? = nil, lines: [Line], fenceLine: Int
    ) {
        self.scenario = scenario
        self.steps = steps
        self.platforms = platforms
        self.lines = lines
        self.fenceLine = fenceLine
    }

    /// The file lines of the block, from the opening fence to the closing one: what the check
    /// reports about the claim falls inside them.
    public var lineSpan: ClosedRange<Int> { fenceLine...((lines.last?.line ?? fenceLine) + 1) }

    /// Whether the block asks for the engine's trace rather than stating one.
    public var isFill: Bool { lines.isEmpty }
}
