/// A window's level: stacking by level beats stacking within a level.
///
/// Apple does not document the raw values; devices print normal 0, statusBar 1000 and alert
/// 2000 (FACTS.md §14; seed 000 printed "0 2000 1000" for Normal, Alert, StatusBar). Any value
/// in between is allowed, as with `UIWindow.Level(rawValue:)`.
public struct WindowLevel: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double

    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    public static let normal = WindowLevel(0)
    public static let statusBar = WindowLevel(1000)
    public static let alert = WindowLevel(2000)

    /// Parses `normal`, `statusBar`, `alert` or a number such as `1500` or `2000.5`.
    public init?(parsing text: String) {
        switch text {
        case "normal": self = .normal
        case "statusBar": self = .statusBar
        case "alert": self = .alert
        default:
            guard let value = Double(text), value.isFinite else { return nil }
            self.init(value)
        }
    }

    public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .normal: "normal"
        case .statusBar: "statusBar"
        case .alert: "alert"
        default:
            rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
        }
    }
}
