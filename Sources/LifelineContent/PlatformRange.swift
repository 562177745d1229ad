/// The iOS versions a topic or claim holds for, written `ios13+`, `ios5`, `ios4-ios5`
/// or `ios6-ios17.4` in front matter.
///
/// Kept as plain version numbers here so that content does not depend on the engine; the
/// check step asks the engine whether a range is one it can simulate.
public struct PlatformRange: Hashable, Sendable, CustomStringConvertible {
    /// A version such as 17.4, compared numerically (17.10 sorts after 17.4).
    public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
        public var major: Int
        public var minor: Int

        public init(major: Int, minor: Int = 0) {
            self.major = major
            self.minor = minor
        }

        /// Parses `ios13` or `ios17.4`.
        public init?(parsing text: some StringProtocol) {
            guard text.hasPrefix("ios") else { return nil }
            let parts = text.dropFirst(3).split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let major = Int(parts[0]), major > 0 else { return nil }
            let minor = parts.count == 2 ? Int(parts[1]) : 0
            guard let minor, minor >= 0 else { return nil }
            self.init(major: major, minor: minor)
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }

        public var description: String { minor == 0 ? "ios\(major)" : "ios\(major).\(minor)" }
    }

    public var lower: Version
    /// The last version included, or nil for "and later".
    public var upper: Version?

    public init(lower: Version, upper: Version?) {
        self.lower = lower
        self.upper = upper
    }

    /// Parses `ios13+`, `ios5` (that version alone) or `ios4-ios5`; nil for anything else.
    public init?(parsing text: String) {
        if text.hasSuffix("+") {
            guard let lower = Version(parsing: text.dropLast()) else { return nil }
            self.init(lower: lower, upper: nil)
        } else if let dash = text.firstIndex(of: "-") {
            guard let lower = Version(parsing: text[..<dash]),
                let upper = Version(parsing: text[text.index(after: dash)...]),
                lower <= upper
            else { return nil }
            self.init(lower: lower, upper: upper)
        } else {
            guard let only = Version(parsing: text) else { return nil }
            self.init(lower: only, upper: only)
        }
    }

    public func contains(_ version: Version) -> Bool {
        guard version >= lower else { return false }
        guard let upper else { return true }
        return upper.minor == 0 ? version.major <= upper.major : version <= upper
    }

    public var description: String {
        guard let upper else { return "\(lower)+" }
        return upper == lower ? "\(lower)" : "\(lower)-\(upper)"
    }

    /// How a reader sees it: `iOS 13+`, `iOS 4–5`.
    public var displayName: String {
        func name(_ version: Version) -> String {
            version.minor == 0 ? "\(version.major)" : "\(version.major).\(version.minor)"
        }
        guard let upper else { return "iOS \(name(lower))+" }
        return upper == lower ? "iOS \(name(lower))" : "iOS \(name(lower))–\(name(upper))"
    }
}
