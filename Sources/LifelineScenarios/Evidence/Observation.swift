import LifelineDiagnostics
import LifelineEngine

/// One real log of UIKit callbacks, published by someone who ran the code, kept with the
/// scenario that reproduces its setup: the evidence the engine answers to.
///
/// An observation is data, not prose: `printed` quotes the log exactly as its source shows
/// it, and `expect` restates it as `Object callback` lines in selector spelling, which is what
/// the engine's trace is compared with (FORMAT.md's cut rule: steps from `from` on, the
/// objects in the scenario's `log`, the callbacks in `callbacks`).
public struct Observation: Hashable, Sendable {
    /// How the log reached the page.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Console output, a numbered log or a screenshot of one.
        case observed
        /// An ordered list the author says they saw when running the code.
        case derived
    }

    /// Where the log was published.
    public struct Source: Hashable, Sendable {
        /// The page; nil only for a post the project keeps a copy of and whose address is lost.
        public var url: String?
        public var title: String
        public var author: String?
        /// The page's language, as a BCP 47 code (`en`, `zh`, `ja`).
        public var language: String?
        public var date: String?
        /// The name of the copy the project's seed material keeps, for a post whose address is lost.
        public var copy: String?

        public init(
            url: String?, title: String, author: String? = nil, language: String? = nil, date: String? = nil,
            copy: String? = nil
        ) {
            self.url = url
            self.title = title
            self.author = author
            self.language = language
            self.date = date
            self.copy = copy
        }
    }

    /// The iOS version the log was made on.
    public enum Version: Hashable, Sendable {
        /// As the source states it (`12.1`, `iOS 13`), with the platform it means.
        case stated(String, Platform)
        /// Not stated: the versions it must have been, and why.
        case inferred(ClosedRange<Platform>, reason: String)

        /// The versions the log may have been made on.
        public var platforms: ClosedRange<Platform> {
            switch self {
            case .stated(_, let platform): platform...platform
            case .inferred(let range, _): range
            }
        }

        /// Whether a scenario on `platform` simulates these versions: the same major version,
        /// and no later minor one than the log's (a scenario on `ios13` stands for a log made on
        /// 13.2, one on `ios13.4` does not).
        public func admits(_ platform: Platform) -> Bool {
            let range = platforms
            guard (range.lowerBound.major...range.upperBound.major).contains(platform.major) else { return false }
            return platform.major != range.upperBound.major || platform.minor <= range.upperBound.minor
                || range.upperBound.minor == 0
        }

        public var isInferred: Bool {
            if case .inferred = self { return true }
            return false
        }
    }

    /// One line of `expect:`, with where it stands in the file, so that a mismatch points at it.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var line: Int
        public var column: Int

        public init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    public var id: String
    /// The file as printed in diagnostics.
    public var path: String
    public var title: String
    /// The part of the lifecycle the log is about (`Observation.areas`).
    public var area: String
    public var kind: Kind
    public var source: Source
    public var version: Version
    public var device: String?
    /// Whether the app ran under Xcode's debugger, when the source shows it.
    public var debugger: Bool?
    public var setup: String
    /// The log's lines exactly as printed.
    public var printed: [String]
    public var scenario: Scenario
    /// The first scenario step whose callbacks are compared.
    public var from: Int
    /// When present, only these callbacks are compared: the ones the author's code logged.
    public var callbacks: [String]?
    public var expect: [Line]
    public var notes: String?
    /// Why this log disagrees with another that nothing known explains, naming the other;
    /// a disputed observation that the engine does not reproduce is a warning, not an error.
    public var disputed: String?
    /// Where the reason for a dispute is written, for the warning when the engine reproduces
    /// the log after all and the reason has gone stale.
    public var disputedAt: SourceLocation?
    /// Where `expect:` starts, for a mismatch with nothing to point at (a log that is too short).
    public var expectLine: Int
    /// Why the engine cannot simulate the scenario yet (a version 2 word it does not model, or
    /// a `gap:` the file states: a setup the format cannot express); nil when it can. Such an observation is kept as evidence and shown, but not compared.
    public var notSimulated: String?

    /// The areas an observation may belong to, in the order the evidence index lists them.
    public static let areas = [
        "launch", "app-states", "scenes", "navigation", "presentation", "tabs", "creation", "containment",
        "views", "memory", "rotation", "traits", "urls", "notifications", "restoration", "ipad-windows",
    ]

    /// The trace cut as the observation says, as `Object callback` lines.
    public func engineLines(_ trace: Trace) -> [String] {
        trace.cut(from: from, objects: scenario.log, callbacks: callbacks).summaries
    }
}
