/// The way the device is held, and the way the interface is drawn (FORMAT.md version 2,
/// `rotate`). The engine tells the two portrait and the two landscape orientations apart no
/// further: a turn by 90 degrees is what changes a view controller's size.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscape

    /// The orientation a quarter turn away.
    public var turned: Orientation { self == .portrait ? .landscape : .portrait }
}

/// What a controller's `supportedInterfaceOrientations` returns (FORMAT.md version 2,
/// controller key `orientations`).
public enum SupportedOrientations: String, CaseIterable, Hashable, Sendable {
    case all
    case portrait
    case landscape

    public func allows(_ orientation: Orientation) -> Bool {
        switch self {
        case .all: true
        case .portrait: orientation == .portrait
        case .landscape: orientation == .landscape
        }
    }

    /// The orientation the interface takes when the one it has is not allowed.
    public var preferred: Orientation { self == .landscape ? .landscape : .portrait }
}

/// The device family (FORMAT.md version 2, scenario key `device`). It decides the size
/// classes: an iPhone's height class becomes compact in landscape, an iPad's full-screen
/// window is regular in both directions in either orientation (Apple, "Size classes" in the
/// Human Interface Guidelines' layout page).
public enum DeviceFamily: String, CaseIterable, Hashable, Sendable {
    case iPhone
    case iPad

    /// Whether turning the device between portrait and landscape changes a full-screen
    /// controller's size classes, and so its trait collection.
    public var rotationChangesSizeClass: Bool { self == .iPhone }
}

/// The system appearance (FORMAT.md version 2, `userInterfaceStyle` and `traitChange`).
public enum InterfaceStyle: String, CaseIterable, Hashable, Sendable {
    case light
    case dark

    public var opposite: InterfaceStyle { self == .light ? .dark : .light }
}
