/// An iOS version, the one setting that decides which of UIKit's historical behaviours a
/// simulation follows.
///
/// Scenario files name it as `ios4` … `ios18`, optionally with a minor version (`ios17.4`),
/// as fixed by the scenario format (FORMAT.md, "Scenario file"). Where UIKit changed between
/// versions the feature queries in `Platform+Features.swift` switch on it; where nothing
/// changed, every version in the range gives the same trace.
public struct Platform: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major iOS version, such as 13.
    public var major: Int
    /// The minor iOS version, such as 4 in 17.4; 0 when the file gave none.
    public var minor: Int

    /// The oldest version the engine models: iOS 4 introduced multitasking and with it the
    /// background and suspended states (FACTS.md §1).
    public static let oldest = Platform(major: 4)
    /// The newest version the engine models.
    public static let newest = Platform(major: 18, minor: 99)

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `ios13` or `ios17.4`; nil for anything else, including versions outside
    /// `ios4`…`ios18`, which Apple either never shipped or which predate multitasking.
    public init?(parsing text: String) {
        guard text.hasPrefix("ios") else { return nil }
        let numbers = text.dropFirst(3).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(numbers.count),
            let major = Self.number(numbers[0])
        else { return nil }
        var minor = 0
        if numbers.count == 2 {
            guard let value = Self.number(numbers[1]) else { return nil }
            minor = value
        }
        let platform = Platform(major: major, minor: minor)
        guard platform >= .oldest, platform <= .newest else { return nil }
        self = platform
    }

    /// The spelling used in scenario files and traces: `ios13`, `ios17.4`.
    public var description: String { minor == 0 ? "ios\(major)" : "ios\(major).\(minor)" }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
