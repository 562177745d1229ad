/// The iOS versions in which UIKit calls a callback.
///
/// `introduced` is the first version that calls it; `lastCalled` the last one that still
/// does (nil while it is current). `deprecated` records Apple's deprecation where it differs:
/// `viewDidUnload` is declared `NS_DEPRECATED_IOS(3_0, 6_0)` but is no longer called from
/// iOS 6 (FACTS.md §6).
public struct Availability: Hashable, Sendable, CustomStringConvertible {
    public var introduced: Platform
    public var lastCalled: Platform?
    public var deprecated: Platform?

    public init(introduced: Platform, lastCalled: Platform? = nil, deprecated: Platform? = nil) {
        self.introduced = introduced
        self.lastCalled = lastCalled
        self.deprecated = deprecated
    }

    /// Available in every modelled version.
    public static let always = Availability(introduced: .oldest)

    /// Whether UIKit calls the callback on this platform.
    /// `introduced` may name a minor version (iOS 13.2 added the secure restoration questions).
    public func contains(_ platform: Platform) -> Bool {
        guard platform >= introduced else { return false }
        if let lastCalled, platform.major > lastCalled.major { return false }
        return true
    }

    /// `ios13+`, `ios5` or `ios3–ios5 (deprecated ios6)`.
    public var description: String {
        var text: String
        if let lastCalled {
            text = lastCalled == introduced ? "\(introduced)" : "\(introduced)–\(lastCalled)"
        } else {
            text = "\(introduced)+"
        }
        if let deprecated {
            text += " (deprecated \(deprecated))"
        }
        return text
    }
}
